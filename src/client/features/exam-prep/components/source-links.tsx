import { Anchor, Text } from '@mantine/core';

type Source = { label: string; url: string };

/** Where the words above come from, as links that open VA's or the regulation's page. */
export function SourceLinks({ sources }: { sources: readonly Source[] }) {
  return (
    <Text size="xs" c="dimmed" mt="xs">
      Sources:{' '}
      {sources.map((source, index) => (
        <span key={source.url + source.label}>
          {index > 0 && '; '}
          <Anchor href={source.url} target="_blank" rel="noreferrer" size="xs">
            {source.label}
          </Anchor>
        </span>
      ))}
    </Text>
  );
}
