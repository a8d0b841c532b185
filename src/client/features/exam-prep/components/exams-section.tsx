import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { examInputSchema, type ExamRecord } from '../../../../contracts/exams';
import { toFieldErrors } from '../../../../contracts/errors';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed } from '../../../components/load-failed';
import { serverFieldErrors } from '../../../lib/api-error';
import { firstErrorPerField, type FormErrors } from '../../../lib/form-errors';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useDeleteExam } from '../api/delete-exam';
import { useExams } from '../api/get-exams';
import { useSaveExam } from '../api/save-exam';
import { ExamCard } from './exam-card';

/** The veteran's exams: record one for the condition on screen, and each one's follow-up. */
export function ExamsSection({ condition }: { condition: string | null }) {
  const titleId = useId();
  const exams = useExams();
  const save = useSaveExam();
  const [examDate, setExamDate] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const removal = useConfirmedDelete<ExamRecord>(useDeleteExam(), {
    success: 'Exam removed.',
    failure: 'Failed to remove the exam. Please try again.',
  });

  const record = (event: FormEvent) => {
    event.preventDefault();
    const parsed = examInputSchema.safeParse({ condition: condition ?? '', examDate });
    if (!parsed.success) {
      setErrors(firstErrorPerField(toFieldErrors(parsed.error)));
      return;
    }
    save.mutate(
      { input: parsed.data },
      {
        onSuccess: () => {
          setExamDate('');
          showSuccessToast('Saved', `Exam for ${parsed.data.condition} recorded.`);
        },
        onError: (error) => {
          const problems = serverFieldErrors(error);
          if (problems.length > 0) setErrors(firstErrorPerField(problems));
          else showFailureToast('Error', 'Failed to record the exam. Please try again.');
        },
      },
    );
  };

  let list;
  if (exams.isPending) list = <Text size="sm">Loading your exams...</Text>;
  else if (exams.isError)
    list = (
      <LoadFailed
        what="your exams"
        onRetry={() => void exams.refetch()}
        retrying={exams.isFetching}
      />
    );
  else if (exams.data.length === 0)
    list = (
      <Text size="sm" c="dimmed">
        No exams recorded yet. Record the date when VA schedules one, then come back afterwards to
        write down what happened.
      </Text>
    );
  else
    list = (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {exams.data.map((exam) => (
          <ExamCard key={exam.id} exam={exam} onDelete={() => removal.ask(exam)} />
        ))}
      </Stack>
    );

  return (
    <section aria-labelledby={titleId} data-print="hide">
      <Title order={2} fz="h3" id={titleId} mb="sm">
        Your exams
      </Title>
      <Stack gap="md">
        {!condition && (
          <Text size="sm" c="dimmed">
            To record a new exam, open the prep sheet for its condition first.
          </Text>
        )}
        {condition && (
          <form onSubmit={record} noValidate aria-label={`Record an exam for ${condition}`}>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                type="date"
                label={`Exam date for ${condition}`}
                value={examDate}
                onChange={(event) => {
                  setExamDate(event.currentTarget.value);
                  setErrors({});
                }}
                error={errors.examDate ?? errors.condition}
                name="examDate"
              />
              <Button
                type="submit"
                leftSection={<IconCalendarPlus size={18} aria-hidden />}
                disabled={save.isPending}
              >
                {save.isPending ? 'Saving...' : 'Record Exam'}
              </Button>
            </Group>
          </form>
        )}
        {list}
      </Stack>
      <ConfirmDialog
        opened={removal.opened}
        title="Delete this exam?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={removal.pending}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      >
        {removal.target
          ? `The exam for ${removal.target.condition} and your account of it will be removed. The report document stays in Documents.`
          : ''}
      </ConfirmDialog>
    </section>
  );
}
