import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import type { JournalEntry } from '../../../../contracts/journal';
import type { JournalBasisView } from '../entry-form';
import type { JournalCondition } from '../journal-conditions';
import { EntryCard } from './entry-card';
import { JournalSummaryView } from './journal-summary-view';
import { StatementDraft } from './statement-draft';

type ConditionJournalProps = {
  condition: JournalCondition;
  bases: readonly JournalBasisView[];
  onAdd: () => void;
  onEdit: (entry: JournalEntry) => void;
  onDelete: (entry: JournalEntry) => void;
};

const countOf = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

/** One condition's journal: its entries newest first, their summary and a statement draft. */
export function ConditionJournal({
  condition,
  bases,
  onAdd,
  onEdit,
  onDelete,
}: ConditionJournalProps) {
  const entriesTitleId = useId();
  const basis = bases.find((candidate) => candidate.key === condition.basis);
  const fieldsOf = (entry: JournalEntry) =>
    bases.find((candidate) => candidate.key === entry.basis)?.fields ?? [];

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} fz="h3">
            {condition.name}
          </Title>
          <Text size="sm" c="dimmed">
            {countOf(condition.entries.length)}
            {basis ? ` · ${basis.label}` : ''}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
          Add Entry
        </Button>
      </Group>

      <JournalSummaryView condition={condition.name} bases={bases} />
      <Divider />

      <section aria-labelledby={entriesTitleId}>
        <Title order={3} id={entriesTitleId} mb="sm">
          Entries
        </Title>
        <Stack gap="sm">
          {condition.entries.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              fields={fieldsOf(entry)}
              onEdit={() => onEdit(entry)}
              onDelete={() => onDelete(entry)}
            />
          ))}
        </Stack>
      </section>
      <Divider />

      <StatementDraft key={condition.key} condition={condition.name} />
    </Stack>
  );
}
