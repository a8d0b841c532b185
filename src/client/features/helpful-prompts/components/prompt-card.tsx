import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { HelpfulPrompt } from '../../../../contracts/help';

type PromptCardProps = { prompt: HelpfulPrompt; onTry: () => void };

/** One prompt: what it is for, the shape of the question, and a filled-in example to try. */
export function PromptCard({ prompt, onTry }: PromptCardProps) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-label={prompt.title}
      h="100%"
    >
      <Stack gap="sm" h="100%">
        <Title order={3} fz="lg">
          {prompt.title}
        </Title>
        <div>
          <Text size="sm" fw={600}>
            Template
          </Text>
          <Text>{prompt.template}</Text>
        </div>
        <div>
          <Text size="sm" fw={600}>
            Example
          </Text>
          <Text fs="italic">&ldquo;{prompt.example}&rdquo;</Text>
        </div>
        <Button
          mt="auto"
          variant="light"
          leftSection={<IconSend size={18} aria-hidden />}
          onClick={onTry}
          aria-label={`Try This Prompt: ${prompt.title}`}
        >
          Try This Prompt
        </Button>
      </Stack>
    </Card>
  );
}
