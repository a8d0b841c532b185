import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENHANCED_RETENTION_HOURS } from '../../../../contracts/profile';
import { uploadKeptFor } from '../../../test/documents';
import { renderApp } from '../../../test/render-app';
import { DocumentCard } from './document-card';

const UPLOADED = new Date('2026-03-15T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Basic privacy keeps a file for the operator's time: DOCUMENT_RETENTION_HOURS, 72 by default. */
const BASIC_HOURS = 72;

const levels = [
  { level: 'Basic', hours: BASIC_HOURS },
  { level: 'Enhanced', hours: ENHANCED_RETENTION_HOURS },
] as const;

/** The card as the Documents page shows it, on a clock the test sets. */
function renderCard(hours: number, now: Date) {
  const document = uploadKeptFor('Sleep study.pdf', hours, UPLOADED);
  renderApp(
    <DocumentCard document={document} now={now} onAction={() => {}} onImportDecision={() => {}} />,
  );
  const card = within(screen.getByRole('article', { name: 'Sleep study.pdf' }));
  return {
    badge: (label: string) =>
      card.getByText(label, { selector: '[data-tone] *, [data-tone]' }).closest('[data-tone]'),
    keeping: () => card.getByTestId('remaining-time').textContent,
    card,
  };
}

describe('a document card at each privacy level', () => {
  it.each(levels)(
    '$level: right after the upload, counts down the whole time kept',
    ({ hours }) => {
      const fresh = renderCard(hours, new Date(UPLOADED.getTime() + MINUTE));
      expect(fresh.badge('File Present')?.getAttribute('data-tone')).toBe('green');
      expect(fresh.keeping()).toBe(`${hours - 1}h 59m remaining`);
    },
  );

  it.each(levels)('$level: past its keeping time, the file reads Expired in grey', ({ hours }) => {
    const late = renderCard(hours, new Date(UPLOADED.getTime() + hours * HOUR + MINUTE));
    expect(late.badge('Expired')?.getAttribute('data-tone')).toBe('grey');
    expect(late.keeping()).toBe('Expired');
  });

  it.each([
    ['right after the upload', MINUTE],
    ['days later', 30 * 24 * HOUR],
  ])('Maximum: %s, says the file was deleted once analyzed, never Expired', (_, afterUpload) => {
    const card = renderCard(0, new Date(UPLOADED.getTime() + afterUpload));
    expect(card.badge('File Not Kept')?.getAttribute('data-tone')).toBe('blue');
    expect(card.keeping()).toBe('File deleted once analyzed (Maximum privacy)');
    expect(card.card.queryByText('Expired')).toBeNull();
    expect(card.card.queryByText('File Present')).toBeNull();
  });
});
