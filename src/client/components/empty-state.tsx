import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  /** Heading level in the page outline. */
  order?: 2 | 3;
};

/** What a list shows before it has anything in it: what goes here and how to start. */
export function EmptyState({ icon, title, children, action, order = 2 }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={52} radius="xl" variant="light" color="navy" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={order} fz="h3">
          {title}
        </Title>
        <Text maw={460}>{children}</Text>
        {action}
      </Stack>
    </Paper>
  );
}
