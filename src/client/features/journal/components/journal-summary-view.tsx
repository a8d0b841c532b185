import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { CenteredLoader } from '../../../components/centered-loader';
import { LoadFailed } from '../../../components/load-failed';
import { formatDatesInText } from '../../../lib/format-date';
import { useJournalSummary } from '../api/get-journal-summary';
import type { JournalBasisView } from '../entry-form';
import classes from './journal.module.css';

type JournalSummaryViewProps = {
  condition: string;
  bases: readonly JournalBasisView[];
};

/** "2026-05-01 to 2026-05-30" as the entries' own titles read: "May 01, 2026 – May 30, 2026". */
const summaryDates = (dates: string) => formatDatesInText(dates).replace(' to ', ' – ');

const entriesCount = (count: number) =>
  count === 0 ? 'No entries yet' : `${count} ${count === 1 ? 'entry' : 'entries'}`;

/**
 * Each level of the condition's criteria in the schedule's own words, with how many entries and
 * which dates speak to it; and, before anything else, that VA decides the level.
 */
export function JournalSummaryView({ condition, bases }: JournalSummaryViewProps) {
  const titleId = useId();
  const summary = useJournalSummary(condition);
  const basisOf = (key: string | null) => bases.find((candidate) => candidate.key === key);

  let body;
  if (summary.isPending) {
    body = <CenteredLoader label="Sorting your entries..." />;
  } else if (summary.isError) {
    body = (
      <LoadFailed
        what="the summary"
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  } else if (!basisOf(summary.data.basis)) {
    body = (
      <Text size="sm">
        Wingman has no questions yet for this kind of condition, so it cannot set your entries
        beside the levels of VA&apos;s rating schedule. They still go into the statement it drafts
        for you.
      </Text>
    );
  } else {
    const basis = basisOf(summary.data.basis)!;
    const sorts = (percentage: number) =>
      basis.criteria.find((line) => line.percentage === percentage)?.sortsEntries ?? true;
    body = (
      <Stack gap="md">
        <Alert
          variant="light"
          color="navy"
          icon={<IconInfoCircle aria-hidden />}
          title="VA decides the level"
          role="note"
        >
          {summary.data.vaDecides}
        </Alert>
        <Text size="sm">
          Each level is quoted from VA&apos;s rating schedule (
          {basis.sources.map((source, index) => (
            <span key={source.url}>
              {index > 0 && '; '}
              <Anchor href={source.url} target="_blank" rel="noreferrer" fz="sm">
                {source.label}
              </Anchor>
            </span>
          ))}
          ), with the entries whose answers match its words.
        </Text>
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {summary.data.levels.map((level) => (
            <li key={level.percentage} aria-label={`${level.percentage}% level`}>
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <Text fw={700}>{level.percentage}% level</Text>
                  {sorts(level.percentage) && (
                    <Text size="sm" fw={600}>
                      {entriesCount(level.entryCount)}
                    </Text>
                  )}
                </Group>
                <blockquote className={classes.criteria}>{level.criteria}</blockquote>
                {!sorts(level.percentage) ? (
                  <Text size="sm" c="dimmed">
                    The journal&apos;s questions do not sort entries under this level.
                  </Text>
                ) : level.dates.length > 0 ? (
                  <Text size="sm">
                    <strong>Dates:</strong> {level.dates.map(summaryDates).join('; ')}
                  </Text>
                ) : null}
              </Stack>
            </li>
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <Title order={3} id={titleId} mb="sm">
        What your entries speak to
      </Title>
      {body}
    </section>
  );
}
