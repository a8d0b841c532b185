import { List, Stack, Text } from '@mantine/core';

type WhatItNeedsProps = {
  evidenceNeeded: readonly string[];
  vaDecides: string;
  doubt: string | null;
};

/** What every candidate says: the evidence VA needs, that VA decides, and any open question. */
export function WhatItNeeds({ evidenceNeeded, vaDecides, doubt }: WhatItNeedsProps) {
  return (
    <Stack gap={6}>
      <div>
        <Text size="sm" fw={600}>
          Evidence it needs
        </Text>
        <List size="sm" spacing={2} mt={2}>
          {evidenceNeeded.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </div>
      <Text size="sm">
        <Text span fw={600}>
          What VA decides:
        </Text>{' '}
        {vaDecides}
      </Text>
      {doubt && (
        <Text size="sm" c="dimmed">
          <Text span fw={600}>
            Not settled:
          </Text>{' '}
          {doubt}
        </Text>
      )}
    </Stack>
  );
}
