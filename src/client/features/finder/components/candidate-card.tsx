import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type CandidateCardProps = {
  title: string;
  /** A line under the title: the rule's citation, or what it is secondary to. */
  subtitle?: ReactNode;
  badges?: ReactNode;
  children: ReactNode;
};

/** One thing the veteran may be able to claim, a landmark named by its title. */
export function CandidateCard({ title, subtitle, badges, children }: CandidateCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          )}
        </div>
        {badges && (
          <Group gap="xs" wrap="wrap">
            {badges}
          </Group>
        )}
        {children}
      </Stack>
    </Card>
  );
}
