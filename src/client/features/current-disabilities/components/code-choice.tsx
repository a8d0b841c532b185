import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { Guidance } from '../../../../contracts/disabilities';

type CodeChoiceProps = {
  /** The disability's name as the veteran entered it. */
  name: string;
  choices: Guidance['codeChoices'];
  onChoose: (diagnosticCode: string) => void;
  /** The code being saved, while it is. */
  saving: string | null;
};

/**
 * The conditions a veteran's own name may mean, each rated by its own criteria: their decision
 * letter names the code, and choosing it shows that code's levels.
 */
export function CodeChoice({ name, choices, onChoose, saving }: CodeChoiceProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="code-choice-title">
      <Title order={3} fz="h5" id="code-choice-title">
        Which of these is yours?
      </Title>
      <Text size="sm" mt={4}>
        VA rates &ldquo;{name}&rdquo; under one of these diagnostic codes, each with its own levels.
        Your decision letter names the code; choose it to see the levels for yours.
      </Text>
      <Stack gap="xs" mt="sm">
        {choices.map((choice) => (
          <Button
            key={choice.diagnosticCode}
            variant="light"
            justify="flex-start"
            fullWidth
            loading={saving === choice.diagnosticCode}
            disabled={saving !== null && saving !== choice.diagnosticCode}
            onClick={() => onChoose(choice.diagnosticCode)}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            h="auto"
            py={8}
          >
            {choice.conditionName} · DC {choice.diagnosticCode}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
