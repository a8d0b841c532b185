// Accordion and Badge styles load with the signed-in chunk only when this screen is in it.
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Badge.css';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { FaqCategory } from './components/faq-category';
import { StillHaveQuestions } from './components/still-have-questions';
import { faqContent } from './faq-content';

export function FaqPage() {
  useDocumentTitle('Frequently Asked Questions · Wingman');
  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <div>
          <Title order={1} fz="h2">
            {faqContent.title}
          </Title>
          <Text mt={4} c="dimmed">
            {faqContent.intro}
          </Text>
        </div>
        {faqContent.categories.map((category) => (
          <FaqCategory key={category.id} category={category} />
        ))}
        <StillHaveQuestions />
      </Stack>
    </Container>
  );
}
