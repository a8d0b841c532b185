import { Autocomplete, Button, Group, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { ExamChoices } from '../../../../contracts/exams';

/** Everyday names of the exams a sheet is kept for, offered when the veteran has none of their own. */
export const examShortNames: Record<string, string> = {
  knee: 'Knee',
  back: 'Back',
  ptsd: 'PTSD',
  'hearing-tinnitus': 'Hearing loss and tinnitus',
  'sleep-apnea': 'Sleep apnea',
  migraine: 'Migraine',
};

type ConditionChooserProps = {
  choices: ExamChoices | undefined;
  initial: string;
  onChoose: (condition: string) => void;
};

/** Type or pick the condition the exam is for; the veteran's own conditions come first. */
export function ConditionChooser({ choices, initial, onChoose }: ConditionChooserProps) {
  const [condition, setCondition] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const own = choices?.suggestions.map((suggestion) => suggestion.name) ?? [];
  const exams = (choices?.exams ?? []).map((exam) => examShortNames[exam.key] ?? exam.title);
  const data = [...new Set([...own, ...exams])];
  // The veteran's own conditions when they have some; otherwise the exams there is a sheet for.
  const quick = own.length > 0 ? own : exams;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = condition.trim();
    if (!name) {
      setError('Condition is required');
      return;
    }
    setError(null);
    onChoose(name);
  };

  return (
    <form onSubmit={submit} data-print="hide" noValidate>
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Autocomplete
            label="Condition the exam is for"
            placeholder="e.g. Left knee, PTSD, Migraine"
            data={data}
            value={condition}
            onChange={(value) => {
              setCondition(value);
              setError(null);
            }}
            error={error}
            style={{ flex: '1 1 260px' }}
            maxLength={200}
          />
          <Button type="submit">Show Prep Sheet</Button>
        </Group>
        {quick.length > 0 && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {own.length > 0 ? 'Your conditions:' : 'Exam sheets:'}
            </Text>
            {quick.map((name) => (
              <Button
                key={name}
                size="compact-sm"
                variant="light"
                onClick={() => {
                  setCondition(name);
                  onChoose(name);
                }}
              >
                {name}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </form>
  );
}
