import { Button, Group, NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  afterExamQuestions,
  afterExamSchema,
  type AfterExam,
  type ExamRecord,
} from '../../../../contracts/exams';
import { toFieldErrors } from '../../../../contracts/errors';
import type { SafetyLevel } from '../../../../domain/safety/safety-types';
import { serverFieldErrors } from '../../../lib/api-error';
import { firstErrorPerField, type FormErrors } from '../../../lib/form-errors';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { useSaveAfterExam } from '../api/save-after-exam';

type Answer = 'yes' | 'no' | 'not-sure' | null;

const EMPTY: AfterExam = {
  minutes: null,
  goniometerUsed: null,
  repeatedUseTested: null,
  askedAboutFlareUps: null,
  reviewedFile: null,
  whatITold: null,
  whatWasMissed: null,
};

/** The short "what happened" form, saved as the veteran's own recollection of the exam. */
export function AfterExamForm({
  exam,
  onSaved,
}: {
  exam: ExamRecord;
  /** With the safety level of the notes, so the card can offer the Crisis Line beside them. */
  onSaved: (level: SafetyLevel) => void;
}) {
  const [answers, setAnswers] = useState<AfterExam>(exam.afterExam ?? EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSaveAfterExam();
  const set = <Key extends keyof AfterExam>(key: Key, value: AfterExam[Key]) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = afterExamSchema.safeParse(answers);
    if (!parsed.success) {
      setErrors(firstErrorPerField(toFieldErrors(parsed.error)));
      return;
    }
    save.mutate(
      { id: exam.id, answers: parsed.data },
      {
        onSuccess: (saved) => {
          showSuccessToast('Saved', 'Your account of the exam is saved as your recollection.');
          onSaved(saved.safety.level);
        },
        onError: (error) => {
          const problems = serverFieldErrors(error);
          if (problems.length > 0) setErrors(firstErrorPerField(problems));
          else showFailureToast('Error', 'Failed to save your answers. Please try again.');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`What happened at the ${exam.condition} exam`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Write it down soon, while you remember. Your words are kept as you typed them.
        </Text>
        <NumberInput
          label="About how many minutes did the exam take?"
          value={answers.minutes ?? ''}
          onChange={(value) => set('minutes', typeof value === 'number' ? value : null)}
          min={1}
          max={600}
          allowDecimal={false}
          error={errors.minutes}
          maw={220}
        />
        {afterExamQuestions
          .filter((question) => exam.measuresMotion || !question.motionOnly)
          .map((question) => (
            <Radio.Group
              key={question.key}
              label={question.label}
              value={answers[question.key] ?? ''}
              onChange={(value) => set(question.key, (value || null) as Answer)}
              error={errors[question.key]}
            >
              <Group gap="md" mt={6}>
                <Radio value="yes" label="Yes" />
                <Radio value="no" label="No" />
                <Radio value="not-sure" label="Not sure" />
              </Group>
            </Radio.Group>
          ))}
        <Textarea
          label="What you told the examiner"
          description="The main things you said about your symptoms and bad days."
          value={answers.whatITold ?? ''}
          onChange={(event) => set('whatITold', event.currentTarget.value)}
          error={errors.whatITold}
          autosize
          minRows={2}
          maxLength={1000}
        />
        <Textarea
          label="Anything you felt was missed"
          value={answers.whatWasMissed ?? ''}
          onChange={(event) => set('whatWasMissed', event.currentTarget.value)}
          error={errors.whatWasMissed}
          autosize
          minRows={2}
          maxLength={1000}
        />
        <Group>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save What Happened'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
