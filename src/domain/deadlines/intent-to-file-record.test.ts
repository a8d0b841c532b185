import { describe, expect, it } from 'vitest';
import reviewLanes from '../../../content/review-lanes.json';
import { intentToFileRecord } from './intent-to-file-record';
import type { IntentToFileContent } from './intent-to-file-deadline';

const content = reviewLanes.intentToFile as IntentToFileContent;
const holidays: Record<string, string> = { '2027-01-01': "New Year's Day" };
const holidayOn = (date: string) => holidays[date] ?? null;

const claim = (id: string, submittedDate: string) => ({
  id,
  disabilityName: `Condition ${id}`,
  submittedDate,
  status: 'pending',
});

const compensation = (receivedDate: string) => ({ receivedDate, benefit: 'compensation' });

describe('intentToFileRecord', () => {
  it('ends a year on, moved off a holiday and the weekend after it', () => {
    // 2026-01-01 + 1 year = Friday 2027-01-01, New Year's Day; the next workday is Monday the 4th.
    const record = intentToFileRecord(
      compensation('2026-01-01'),
      [],
      '2026-12-01',
      holidayOn,
      content,
    );
    expect(record.end).toMatchObject({
      deadline: '2027-01-04',
      movedFrom: '2027-01-01',
      daysLeft: 34,
      status: 'open',
    });
    expect(record.state).toBe('open');
    expect(record.protects).toEqual([]);
  });

  it('protects the claims submitted within its year, the last day included, and no others', () => {
    const claims = [
      claim('before', '2025-12-31'),
      claim('first-day', '2026-01-01'),
      claim('last-day', '2027-01-04'),
      claim('after', '2027-01-05'),
    ];
    const record = intentToFileRecord(
      compensation('2026-01-01'),
      claims,
      '2027-02-01',
      holidayOn,
      content,
    );
    expect(record.protects.map(({ id }) => id)).toEqual(['first-day', 'last-day']);
    expect(record.state).toBe('used');
  });

  it('for a pension, protects no claim on My Claims, which are for compensation', () => {
    const record = intentToFileRecord(
      { receivedDate: '2026-01-01', benefit: 'pension' },
      [claim('first-day', '2026-01-01')],
      '2026-02-01',
      holidayOn,
      content,
    );
    expect(record.protects).toEqual([]);
    expect(record.state).toBe('open');
  });

  it('has lapsed once its year ends without a claim', () => {
    const record = intentToFileRecord(
      compensation('2025-03-03'),
      [claim('late', '2026-06-01')],
      '2026-06-01',
      holidayOn,
      content,
    );
    expect(record.state).toBe('lapsed');
    expect(record.end.status).toBe('overdue');
  });
});
