import { Card, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One titled card of the profile screen, a landmark named by its heading. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <Title order={2} fz="h3" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
