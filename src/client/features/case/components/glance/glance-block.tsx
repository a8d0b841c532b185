import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

type GlanceBlockProps = {
  title: string;
  /** The screen with the whole story, and the words of the link to it. */
  href: string;
  linkLabel: string;
  children: ReactNode;
};

/** One fact of the case at a glance, with a link to its screen. */
export function GlanceBlock({ title, href, linkLabel, children }: GlanceBlockProps) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm">
        {title}
      </Title>
      {children}
      <Text size="sm">
        <Anchor component={Link} href={href} inherit>
          {linkLabel}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** What a block shows while its read is loading or after it failed. */
export function GlanceNote({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
