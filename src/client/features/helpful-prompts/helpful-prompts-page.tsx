import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useLocation } from 'wouter';
import { AUTO_FILL_MESSAGE_KEY, leaveChatHandoff } from '../../lib/chat-handoff';
import { ProTips } from './components/pro-tips';
import { PromptCard } from './components/prompt-card';
import { promptsContent } from './prompts-content';

export function HelpfulPromptsPage() {
  useDocumentTitle('Helpful Prompts · Wingman');
  const [, navigate] = useLocation();

  // The chat screen reads the hint, fills its input with the example and puts the cursor last.
  const tryPrompt = (example: string) => {
    leaveChatHandoff(AUTO_FILL_MESSAGE_KEY, example);
    navigate('/');
  };

  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <div>
          <Title order={1} fz="h2">
            {promptsContent.title}
          </Title>
          <Text mt={4} c="dimmed">
            {promptsContent.intro}
          </Text>
        </div>
        {promptsContent.categories.map((category) => (
          <section key={category.id} aria-labelledby={`prompts-${category.id}`}>
            <Title order={2} fz="h3" id={`prompts-${category.id}`} mb="md">
              {category.title}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {category.prompts.map((prompt) => (
                <PromptCard
                  key={prompt.id}
                  prompt={prompt}
                  onTry={() => tryPrompt(prompt.example)}
                />
              ))}
            </SimpleGrid>
          </section>
        ))}
        <ProTips tips={promptsContent.proTips} />
      </Stack>
    </Container>
  );
}
