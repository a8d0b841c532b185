import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { useLocation } from 'wouter';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found · Wingman');
  const [, navigate] = useLocation();

  return (
    <Container size="sm" px="md" py={{ base: 48, sm: 80 }} ta="center">
      <Text fw={700} c="navy.7" tt="uppercase" lts="0.12em" size="sm">
        404 Error
      </Text>
      <Title order={1} mt="xs">
        Page Not Found
      </Title>
      <Text size="lg" mt="md" mb="xl">
        Sorry, we could not find that page. The link may be out of date, or the address may have a
        typo.
      </Text>
      <Group justify="center" gap="sm">
        <Button leftSection={<IconHome size={18} aria-hidden />} onClick={() => navigate('/')}>
          Back to Home
        </Button>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={() => window.history.back()}
        >
          Go Back
        </Button>
      </Group>
    </Container>
  );
}
