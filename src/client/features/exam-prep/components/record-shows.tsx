import { List, Text } from '@mantine/core';
import type { RecordShows } from '../../../../contracts/exams';
import { formatDate } from '../../../lib/format-date';

const dates = (list: string[]) =>
  list
    .map((date) =>
      date
        .split(' to ')
        .map((day) => formatDate(day))
        .join(' to '),
    )
    .join('; ');

function line(shows: RecordShows): string {
  switch (shows.from) {
    case 'document':
      return `${shows.document}, page ${shows.quote.page}: “${shows.quote.text}”`;
    case 'journal':
      return `Your journal: ${shows.entryCount} ${shows.entryCount === 1 ? 'entry' : 'entries'} (${dates(shows.dates)})`;
    case 'rating':
      return `Your rating: ${shows.name}, ${shows.percentage}%`;
  }
}

/** What the veteran's documents, journal and ratings already show for one item. */
export function RecordShowsList({
  shows,
  nothingYet,
}: {
  shows: RecordShows[];
  nothingYet: string;
}) {
  if (shows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {nothingYet}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4}>
      {shows.map((entry) => (
        <List.Item key={line(entry)}>{line(entry)}</List.Item>
      ))}
    </List>
  );
}
