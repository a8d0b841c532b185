import { Anchor, Group, Paper, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { bringIntoView } from '../../../lib/use-scroll-to-hash';

export type SummaryEntry = { id: string; count: number; one: string; many: string };

const jumpTo = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  bringIntoView(target);
};

/** How much each group holds, with a link to it: the page grows long with a full history. */
export function FinderSummary({ entries }: { entries: readonly SummaryEntry[] }) {
  const found = entries.filter((entry) => entry.count > 0);
  if (found.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="nav" aria-label="What Wingman found">
      <Text size="sm" fw={600}>
        What Wingman found
      </Text>
      <Group component="ul" gap="xs" mt={4} p={0} style={{ listStyle: 'none' }}>
        {found.map((entry) => (
          <li key={entry.id}>
            <Anchor href={`#${entry.id}`} fz="sm" onClick={jumpTo(entry.id)}>
              {entry.count} {entry.count === 1 ? entry.one : entry.many}
            </Anchor>
          </li>
        ))}
      </Group>
    </Paper>
  );
}
