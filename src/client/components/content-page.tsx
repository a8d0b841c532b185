import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** A page of help content: its title (also the tab's), a short intro, then its sections. */
export function ContentPage({
  title,
  intro,
  size,
  children,
}: {
  title: string;
  intro: string;
  size: 'md' | 'lg';
  children: ReactNode;
}) {
  useDocumentTitle(`${title} · Wingman`);
  return (
    <Container size={size} px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <div>
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text mt={4} c="dimmed">
            {intro}
          </Text>
        </div>
        {children}
      </Stack>
    </Container>
  );
}
