import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { JournalEntry, JournalField } from '../../../../contracts/journal';
import { DeleteButton, EditButton } from '../../../components/record-actions';
import { ToneBadge } from '../../../components/tone-badge';
import type { BadgeTone } from '../../../lib/badge-tones';
import { excerptOf } from '../../../lib/excerpt';
import { entryDates } from '../journal-conditions';
import classes from './journal.module.css';

const severityTones: Record<NonNullable<JournalEntry['severity']>, BadgeTone> = {
  mild: 'grey',
  moderate: 'orange',
  severe: 'red',
};

/** An answer as the veteran gave it: yes or no, a number, words, or the options chosen. */
const answerText = (value: JournalEntry['fields'][string]) =>
  typeof value === 'boolean'
    ? value
      ? 'Yes'
      : 'No'
    : Array.isArray(value)
      ? value.join(', ')
      : String(value);

type EntryCardProps = {
  entry: JournalEntry;
  /** The questions of the entry's basis, to show each answer beside its question. */
  fields: readonly JournalField[];
  onEdit: () => void;
  onDelete: () => void;
};

/** One journal entry: when, what happened in the veteran's words, and the answers given. */
export function EntryCard({ entry, fields, onEdit, onDelete }: EntryCardProps) {
  const dates = entryDates(entry);
  // Two entries can share their dates: their first words tell the buttons apart.
  const told = `“${excerptOf(entry.whatHappened)}”`;
  const details: [string, string][] = [
    ['How long', entry.duration],
    ['It stopped', entry.stoppedDoing],
    ['Work lost', entry.workLost],
    ['Treatment', entry.treatment],
    ['Who saw it', entry.whoSawIt],
  ].filter((pair): pair is [string, string] => Boolean(pair[1]));
  const answers = fields.flatMap((field) =>
    field.key in entry.fields ? [[field.label, answerText(entry.fields[field.key]!)]] : [],
  );

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Entry of ${dates}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={4} fz="md">
            <time dateTime={entry.fromDate}>{dates}</time>
          </Title>
          {entry.severity && (
            <ToneBadge tone={severityTones[entry.severity]}>{entry.severity}</ToneBadge>
          )}
        </Group>
        <Text size="sm" className={classes.words}>
          {entry.whatHappened}
        </Text>
        {details.length + answers.length > 0 && (
          <dl className={classes.details}>
            {[...details, ...answers].map(([term, description]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{description}</dd>
              </div>
            ))}
          </dl>
        )}
        <Group gap="xs" justify="flex-end">
          <EditButton label={`Edit the entry of ${dates}, ${told}`} onClick={onEdit} />
          <DeleteButton label={`Delete the entry of ${dates}, ${told}`} onClick={onDelete} />
        </Group>
      </Stack>
    </Card>
  );
}
