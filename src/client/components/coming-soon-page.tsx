import { Alert, Container, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconTools } from '@tabler/icons-react';

type ComingSoonPageProps = {
  title: string;
  /** What this screen will offer, said as a plan rather than as something that works today. */
  plan: string;
};

/** A screen whose feature is still being built; it says so instead of pretending to work. */
export function ComingSoonPage({ title, plan }: ComingSoonPageProps) {
  useDocumentTitle(`${title} · Wingman`);
  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text mt="sm" mb="lg" size="lg">
        {plan}
      </Text>
      <Alert variant="light" color="navy" title="Coming soon" icon={<IconTools aria-hidden />}>
        This part of Wingman is still being built and is coming soon. Nothing here works yet, so
        please check back later.
      </Alert>
    </Container>
  );
}
