import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { journalEntry } from '../test-fixtures';
import { EntryCard } from './entry-card';

describe('EntryCard', () => {
  it('names the buttons of two entries with the same dates apart, each name starting with its visible word', async () => {
    const sameDay = { condition: 'Migraines', basis: 'migraine', fromDate: '2026-09-14' };
    const entries = [
      journalEntry({ ...sameDay, whatHappened: 'Woke up with it and lay in the dark' }),
      journalEntry({ ...sameDay, whatHappened: 'A second one came on at work after lunch' }),
    ];
    renderApp(
      <>
        {entries.map((entry) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            fields={[]}
            onEdit={() => undefined}
            onDelete={() => undefined}
          />
        ))}
      </>,
    );
    const edits = await screen.findAllByRole('button', { name: /^Edit the entry of / });
    const names = edits.map((button) => button.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(2);
    expect(names[1]).toContain('“A second one came on at work after…”');
    const deletes = screen.getAllByRole('button', { name: /^Delete the entry of / });
    expect(deletes).toHaveLength(2);
  });
});
