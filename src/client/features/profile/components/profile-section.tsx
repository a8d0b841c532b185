import { Card, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type ProfileSectionProps = {
  title: string;
  children: ReactNode;
  /** For a section other screens link to (/profile#id). */
  id?: string;
};

/** One titled card of the profile screen, a landmark named by its heading. */
export function ProfileSection({ title, children, id }: ProfileSectionProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      id={id}
      // A link from another screen lands here and moves focus to it.
      tabIndex={id ? -1 : undefined}
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
