import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ExamChoices } from '../../../../contracts/exams';
import { examShortNames } from './condition-chooser';

/** When no sheet fits the condition: the exams there is a sheet for, to pick from. */
export function SupportedExams({
  condition,
  choices,
  onChoose,
}: {
  condition: string;
  choices: ExamChoices | undefined;
  onChoose: (condition: string) => void;
}) {
  return (
    <Alert color="navy" variant="light" title={`No exam sheet for “${condition}” yet`}>
      <Stack gap="sm">
        <Text size="sm">
          Wingman keeps exam sheets for these conditions. If your exam is for one of them under
          another name, choose it here.
        </Text>
        <Group gap="xs" wrap="wrap">
          {(choices?.exams ?? []).map((exam) => (
            <Button
              key={exam.key}
              size="compact-sm"
              variant="default"
              onClick={() => onChoose(examShortNames[exam.key] ?? exam.title)}
            >
              {examShortNames[exam.key] ?? exam.title}
            </Button>
          ))}
        </Group>
      </Stack>
    </Alert>
  );
}
