import { Button, Stack, Title, VisuallyHidden } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';

type StarterQuestionsListProps = {
  questions: readonly string[];
  busy: boolean;
  onAsk: (question: string) => void;
};

/** Questions that open a new chat with Wingman, ready to send. */
export function StarterQuestionsList({ questions, busy, onAsk }: StarterQuestionsListProps) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm">
        Ask Wingman
      </Title>
      {questions.map((question) => (
        <Button
          key={question}
          variant="light"
          size="compact-sm"
          justify="flex-start"
          leftSection={<IconMessageCircle size={16} aria-hidden />}
          disabled={busy}
          onClick={() => onAsk(question)}
          styles={{
            root: { height: 'auto', minHeight: 30 },
            label: { whiteSpace: 'normal', textAlign: 'start', paddingBlock: 4 },
          }}
        >
          <VisuallyHidden>Ask: </VisuallyHidden>
          {question}
        </Button>
      ))}
    </Stack>
  );
}
