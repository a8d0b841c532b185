import { SimpleGrid, Title } from '@mantine/core';
import { useLocation } from 'wouter';
import { ContentPage } from '../../components/content-page';
import { AUTO_FILL_MESSAGE_KEY, leaveChatHandoff } from '../../lib/chat-handoff';
import { ProTips } from './components/pro-tips';
import { PromptCard } from './components/prompt-card';
import { promptsContent } from './prompts-content';

export function HelpfulPromptsPage() {
  const [, navigate] = useLocation();

  // The chat screen reads the hint, fills its input with the example and puts the cursor last.
  const tryPrompt = (example: string) => {
    leaveChatHandoff(AUTO_FILL_MESSAGE_KEY, example);
    navigate('/');
  };

  return (
    <ContentPage title={promptsContent.title} intro={promptsContent.intro} size="lg">
      {promptsContent.categories.map((category) => (
        <section key={category.id} aria-labelledby={`prompts-${category.id}`}>
          <Title order={2} fz="h3" id={`prompts-${category.id}`} mb="md">
            {category.title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {category.prompts.map((prompt) => (
              <PromptCard key={prompt.id} prompt={prompt} onTry={() => tryPrompt(prompt.example)} />
            ))}
          </SimpleGrid>
        </section>
      ))}
      <ProTips tips={promptsContent.proTips} />
    </ContentPage>
  );
}
