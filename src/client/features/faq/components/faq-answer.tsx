import { Anchor, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { FaqQuestion } from '../../../../contracts/help';
import { formatDate } from '../../../lib/format-date';

/** One answer: its paragraphs and lists, then where it comes from and when that was checked. */
export function FaqAnswer({ question }: { question: FaqQuestion }) {
  return (
    <Stack gap="sm">
      {question.answer.map((block, index) =>
        typeof block === 'string' ? (
          <Text key={index}>{block}</Text>
        ) : (
          <List key={index} spacing={4}>
            {block.list.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        ),
      )}
      <Text size="sm" c="dimmed">
        Sources:{' '}
        {question.sources.map((source, index) => (
          <span key={source.url}>
            {index > 0 && '; '}
            <Anchor href={source.url} target="_blank" rel="noopener noreferrer" inherit>
              {source.label}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          </span>
        ))}
        . Last checked {formatDate(question.checkedOn)}.
      </Text>
    </Stack>
  );
}
