import { Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type FinderGroupProps = {
  /** For the summary's links to the group. */
  id: string;
  title: string;
  /** What the group is about, in one line. */
  intro: string;
  /** What shows when the group has nothing: why, and what would fill it. */
  empty: ReactNode;
  children: ReactNode[];
};

/** One kind of candidate (presumptive, secondary, unclaimed), a landmark named by its heading. */
export function FinderGroup({ id, title, intro, empty, children }: FinderGroupProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} id={id} tabIndex={-1}>
      <Title order={2} fz="h3" id={titleId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {intro}
      </Text>
      {children.length > 0 ? <Stack gap="md">{children}</Stack> : empty}
    </section>
  );
}
