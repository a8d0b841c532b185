import './journal-styles';
import { Button, Container, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconNotebook, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { JournalEntry } from '../../../contracts/journal';
import { CenteredLoader } from '../../components/centered-loader';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { useCase } from '../../lib/api/get-case';
import { useDisabilities } from '../../lib/api/get-disabilities';
import { localToday } from '../../lib/format-date';
import { useConfirmedDelete } from '../../lib/use-confirmed-delete';
import { useDeleteEntry } from './api/delete-entry';
import { useJournal } from './api/get-journal';
import { useJournalBases } from './api/get-journal-bases';
import { ConditionJournal } from './components/condition-journal';
import { EntryFormDialog } from './components/entry-form-dialog';
import type { EntryFormStart } from './entry-form';
import {
  conditionKey,
  entryDates,
  journalConditions,
  journalHref,
  suggestedConditions,
  type SuggestedCondition,
} from './journal-conditions';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

type JournalPageProps = {
  /** The veteran's local date (YYYY-MM-DD): new entries default to it, and none may pass it. */
  today?: string;
};

/**
 * The symptom journal: entries per condition, sorted under the schedule's words, and a
 * personal statement drafted from them. `?condition=` shows a condition; `&new=1` (the chat's
 * link) opens a new entry for it, on `&date=` when given.
 */
export function JournalPage({ today = localToday() }: JournalPageProps) {
  useDocumentTitle('Symptom Journal · Wingman');
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const named = query.get('condition')?.trim() ?? '';
  const date = query.get('date') ?? '';
  const newEntry = query.get('new') === '1';
  const startTitleId = useId();

  const journal = useJournal();
  const bases = useJournalBases();
  const caseData = useCase();
  const disabilities = useDisabilities();
  const [editing, setEditing] = useState<JournalEntry | null>(null);
  const removal = useConfirmedDelete<JournalEntry>(useDeleteEntry(), {
    success: 'Entry deleted.',
    failure: 'Failed to delete the entry. Please try again.',
  });

  const conditions = journalConditions(journal.data ?? []);
  const selected = conditions.find(({ key }) => key === conditionKey(named)) ?? conditions[0];
  const suggestions = suggestedConditions(
    caseData.data?.conditions ?? [],
    disabilities.data ?? [],
    conditions,
  );
  const go = (href: string) => navigate(href, { replace: true });
  const startNew = (condition?: string) => go(journalHref({ condition, newEntry: true }));

  const newStart: EntryFormStart = {
    kind: 'new',
    condition: named || undefined,
    basis: conditions.find(({ key }) => key === conditionKey(named))?.basis,
    fromDate: CALENDAR_DATE.test(date) ? date : undefined,
  };
  const conditionNames = [
    ...conditions.map(({ name }) => name),
    ...suggestions.map(({ name }) => name),
  ];

  const suggestionButtons = (list: readonly SuggestedCondition[]) =>
    list.map(({ name, from }) => (
      <Button
        key={name}
        variant="light"
        size="sm"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => startNew(name)}
        aria-label={`Start a journal for ${name}, from ${from}`}
      >
        {name}
      </Button>
    ));

  let body;
  if (journal.isPending || bases.isPending) {
    body = <CenteredLoader label="Loading your journal..." />;
  } else if (journal.isError || bases.isError) {
    body = (
      <LoadFailed
        what="your journal"
        onRetry={() => void Promise.all([journal.refetch(), bases.refetch()])}
        retrying={journal.isFetching || bases.isFetching}
      />
    );
  } else if (!selected) {
    body = (
      <EmptyState
        icon={<IconNotebook size={28} />}
        title="Your journal is empty"
        action={
          <Stack gap="sm" align="center">
            {suggestions.length > 0 && (
              <>
                <Text size="sm" fw={600}>
                  Start with a condition from your records:
                </Text>
                <Group gap="xs" justify="center">
                  {suggestionButtons(suggestions)}
                </Group>
              </>
            )}
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => startNew()}>
              Add Your First Entry
            </Button>
          </Stack>
        }
      >
        Write down a flare-up, an attack or a bad night when it happens: the day, what it stopped
        you doing, who saw it. Wingman sets your entries beside the words VA rates by and drafts a
        personal statement from them for you to edit.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <Tabs
          // By place rather than name: a tab's value becomes an id, which may hold no space.
          value={String(conditions.indexOf(selected))}
          onChange={(value) => {
            const condition = conditions[Number(value)];
            if (condition) go(journalHref({ condition: condition.name }));
          }}
          variant="pills"
          keepMounted={false}
        >
          <Tabs.List aria-label="Your conditions">
            {conditions.map((condition, index) => (
              <Tabs.Tab key={condition.key} value={String(index)}>
                {condition.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {conditions.map((condition, index) => (
            <Tabs.Panel key={condition.key} value={String(index)} pt="lg">
              <ConditionJournal
                condition={condition}
                bases={bases.data.bases}
                onAdd={() => startNew(condition.name)}
                onEdit={setEditing}
                onDelete={removal.ask}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={startTitleId}>
          <Title order={2} fz="h4" id={startTitleId}>
            Another condition
          </Title>
          <Text size="sm" mt={4} mb="sm">
            Keep a journal for each condition you claim or want rated higher.
          </Text>
          <Group gap="xs">
            {suggestionButtons(suggestions)}
            <Button
              variant="default"
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => startNew()}
            >
              Start Another Condition
            </Button>
          </Group>
        </Paper>
      </>
    );
  }

  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <div>
          <Title order={1} fz="h2">
            Symptom Journal
          </Title>
          <Text mt={4} c="dimmed">
            What your conditions do to you, written down when it happens: the evidence of how you
            live with them.
          </Text>
        </div>
        {body}
      </Stack>

      {editing ? (
        <EntryFormDialog
          key={editing.id}
          opened
          start={{ kind: 'edit', entry: editing }}
          today={today}
          conditionNames={conditionNames}
          onClose={() => setEditing(null)}
          onSaved={(condition) => {
            setEditing(null);
            go(journalHref({ condition }));
          }}
        />
      ) : (
        newEntry && (
          <EntryFormDialog
            key={`${named}-${date}`}
            opened
            start={newStart}
            today={today}
            conditionNames={conditionNames}
            onClose={() => go(journalHref({ condition: named || undefined }))}
            onSaved={(condition) => go(journalHref({ condition }))}
          />
        )
      )}
      <ConfirmDialog
        opened={removal.opened}
        title="Delete Entry"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={removal.pending}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      >
        Delete the entry of <strong>{removal.target ? entryDates(removal.target) : ''}</strong> for{' '}
        {removal.target?.condition}? It leaves your journal, its summary and the statements Wingman
        drafts from now on.
      </ConfirmDialog>
    </Container>
  );
}
