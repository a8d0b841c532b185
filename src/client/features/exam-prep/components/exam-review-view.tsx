import { Alert, Box, Button, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { ExamReview } from '../../../../contracts/exams';
import type { SafetyLevel } from '../../../../domain/safety/safety-types';
import { SafetyNotice } from '../../../components/safety-notice';
import { formatDate } from '../../../lib/format-date';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { useSavePersonalStatement } from '../api/save-personal-statement';
import { SourceLinks } from './source-links';

function Gaps({ report }: { report: NonNullable<ExamReview['report']> }) {
  if (!report.readAsExam) {
    return (
      <Text size="sm">
        {report.name} was not read as a C&amp;P exam or DBQ, so it could not be checked for gaps.
      </Text>
    );
  }
  if (report.gaps.length === 0) {
    return <Text size="sm">No adequacy gaps were found in {report.name}.</Text>;
  }
  return (
    <List size="sm" spacing="xs">
      {report.gaps.map((gap) => (
        <List.Item key={gap.label}>
          <strong>{gap.label}.</strong> {gap.explanation}
          {gap.quote && (
            <Text size="sm" c="dimmed" component="span">
              {' '}
              Page {gap.quote.page}: “{gap.quote.text}”
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/** The report's gaps beside the journal, the lane that fits, and the 21-4138 draft. */
export function ExamReviewView({ review }: { review: ExamReview }) {
  const [draft, setDraft] = useState(review.statementDraft);
  const saveStatement = useSavePersonalStatement();
  const [savedLevel, setSavedLevel] = useState<SafetyLevel>('none');
  const { journal } = review;

  const save = () =>
    saveStatement.mutate(draft, {
      onSuccess: (statement) => {
        showSuccessToast(
          'Saved',
          'Saved to My Case as a personal statement. Sign it on VA Form 21-4138.',
        );
        setSavedLevel(statement.safety.level);
      },
      onError: () => showFailureToast('Error', 'Failed to save the statement. Please try again.'),
    });

  return (
    <Stack gap="md">
      <div>
        <Title order={4} fz="h5">
          Gaps in the report
        </Title>
        {review.report ? (
          <Gaps report={review.report} />
        ) : (
          <Text size="sm" c="dimmed">
            No report linked yet.
          </Text>
        )}
      </div>
      <div>
        <Title order={4} fz="h5">
          Your journal for {review.exam.condition}
        </Title>
        {journal.entryCount === 0 ? (
          <Text size="sm" c="dimmed">
            No journal entries for this condition yet.
          </Text>
        ) : (
          <>
            <Text size="sm">
              {journal.entryCount} {journal.entryCount === 1 ? 'entry' : 'entries'}, sorted by the
              rating schedule&apos;s words:
            </Text>
            <List size="sm" spacing={4}>
              {journal.levels.map((level) => (
                <List.Item key={level.percentage}>
                  <strong>{level.percentage}% line:</strong> {level.criteria}{' '}
                  <Text span size="sm" c="dimmed">
                    ({level.dates.map(formatDate).join(', ')})
                  </Text>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </div>
      {review.lanes.length > 0 && (
        <div>
          <Title order={4} fz="h5">
            Which review fits
          </Title>
          <Text size="sm" mb={4}>
            {review.beforeDecision}
          </Text>
          <List size="sm" spacing="xs">
            {review.lanes.map((lane) => (
              <List.Item key={lane.lane}>
                <strong>
                  {lane.title} ({lane.form}).
                </strong>{' '}
                {lane.why}
              </List.Item>
            ))}
          </List>
          <SourceLinks sources={review.lanesSources} />
        </div>
      )}
      <div>
        <Title order={4} fz="h5">
          Statement draft (VA Form 21-4138)
        </Title>
        <Alert color="navy" variant="light" my="xs">
          Built only from your record: the report&apos;s gaps, your answers and your journal&apos;s
          dates. Read it, change anything, then save it to My Case.
        </Alert>
        {savedLevel !== 'none' && (
          <Box mb="xs">
            <SafetyNotice
              level={savedLevel}
              reader={{ kind: 'own-words' }}
              focusOnShow
              headingOrder={5}
            />
          </Box>
        )}
        <Textarea
          label="Your statement"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          autosize
          minRows={8}
        />
        <Button mt="sm" onClick={save} disabled={saveStatement.isPending || !draft.trim()}>
          {saveStatement.isPending ? 'Saving...' : 'Save as Personal Statement'}
        </Button>
      </div>
      <Text size="xs" c="dimmed">
        {review.vaDecides}
      </Text>
    </Stack>
  );
}
