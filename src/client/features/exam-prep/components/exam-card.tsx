import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ExamRecord } from '../../../../contracts/exams';
import { CenteredLoader } from '../../../components/centered-loader';
import { LoadFailed } from '../../../components/load-failed';
import { DeleteButton } from '../../../components/record-actions';
import { SafetyNotice } from '../../../components/safety-notice';
import type { SafetyLevel } from '../../../../domain/safety/safety-types';
import { formatDate } from '../../../lib/format-date';
import { useExamReview } from '../api/get-exam-review';
import { AfterExamForm } from './after-exam-form';
import { ExamReportPicker } from './exam-report-picker';
import { ExamReviewView } from './exam-review-view';

function ReviewPanel({ exam }: { exam: ExamRecord }) {
  const review = useExamReview(exam.id);
  if (review.isPending) return <CenteredLoader label="Checking the report..." />;
  if (review.isError) {
    return (
      <LoadFailed
        what="the exam review"
        onRetry={() => void review.refetch()}
        retrying={review.isFetching}
      />
    );
  }
  // A new key when the answers or the report change, so the draft restarts from them.
  return <ExamReviewView key={review.dataUpdatedAt} review={review.data} />;
}

type Panel = 'after' | 'review' | null;

/** One exam: its date, the "what happened" form, and its report's gaps. */
export function ExamCard({ exam, onDelete }: { exam: ExamRecord; onDelete: () => void }) {
  const [panel, setPanel] = useState<Panel>(null);
  // The level of the notes just saved: the Crisis Line stays on the card beside them.
  const [notesLevel, setNotesLevel] = useState<SafetyLevel>('none');
  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));
  // A veteran may have several exams, even two for one condition: each button names its own.
  const examName = `the ${exam.condition} exam of ${formatDate(exam.examDate)}`;
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Text fw={600}>
              {exam.condition} · {formatDate(exam.examDate)}
            </Text>
            <Text size="sm" c="dimmed">
              {exam.dbqTitle}
            </Text>
            {exam.afterExam && (
              <Text size="sm" c="teal.9">
                Your account of the exam is saved.
              </Text>
            )}
          </div>
          <DeleteButton label={`Delete ${examName}`} onClick={onDelete} />
        </Group>
        <Group gap="sm">
          <Button
            component={Link}
            href={`/exam-prep?condition=${encodeURIComponent(exam.condition)}`}
            variant="default"
            size="sm"
            aria-label={`Prep Sheet for ${exam.condition}`}
          >
            Prep Sheet
          </Button>
          <Button
            variant={panel === 'after' ? 'filled' : 'light'}
            size="sm"
            aria-expanded={panel === 'after'}
            onClick={() => toggle('after')}
            aria-label={`What Happened at ${examName}`}
          >
            What Happened
          </Button>
          <Button
            variant={panel === 'review' ? 'filled' : 'light'}
            size="sm"
            aria-expanded={panel === 'review'}
            onClick={() => toggle('review')}
            aria-label={`Report and Gaps for ${examName}`}
          >
            Report and Gaps
          </Button>
        </Group>
        <SafetyNotice
          level={notesLevel}
          reader={{ kind: 'own-words' }}
          focusOnShow
          headingOrder={3}
        />
        {panel === 'after' && (
          <AfterExamForm
            exam={exam}
            onSaved={(level) => {
              setNotesLevel(level);
              setPanel('review');
            }}
          />
        )}
        {panel === 'review' && (
          <Stack gap="md">
            <ExamReportPicker exam={exam} />
            <ReviewPanel exam={exam} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
