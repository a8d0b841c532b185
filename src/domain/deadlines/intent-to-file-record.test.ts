import { describe, expect, it } from 'vitest';
import reviewLanes from '../../../content/review-lanes.json';
import { intentToFileRecord, intentToFileRecords } from './intent-to-file-record';
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

  it("protects a claim submitted on its year's last day, and none before or after the year", () => {
    const claims = [
      claim('before', '2025-12-31'),
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
    expect(record.protects.map(({ id }) => id)).toEqual(['last-day']);
    expect(record.state).toBe('used');
  });

  it('is used by the first claim filed in its year, with every condition filed that day, not by later ones', () => {
    const claims = [
      claim('knee', '2026-03-01'),
      claim('later', '2026-06-01'),
      claim('back', '2026-03-01'),
    ];
    const record = intentToFileRecord(
      compensation('2026-01-01'),
      claims,
      '2026-07-01',
      holidayOn,
      content,
    );
    expect(record.protects.map(({ id }) => id)).toEqual(['knee', 'back']);
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

describe('intentToFileRecords', () => {
  it('a later intent to file protects only claims no earlier one used', () => {
    const claims = [claim('knee', '2026-03-01'), claim('back', '2026-05-01')];
    const intents = [
      { id: 'second', ...compensation('2026-04-01') },
      { id: 'first', ...compensation('2026-01-01') },
      { id: 'unused', ...compensation('2026-06-01') },
    ];
    const records = intentToFileRecords(intents, claims, '2026-07-01', holidayOn, content);
    expect(
      records.map(({ id, protects, state }) => [id, protects.map((c) => c.id), state]),
    ).toEqual([
      ['second', ['back'], 'used'],
      ['first', ['knee'], 'used'],
      ['unused', [], 'open'],
    ]);
  });

  it("an intent to file recorded while an earlier one was still open does not claim the earlier one's claim", () => {
    const records = intentToFileRecords(
      [compensation('2026-01-01'), compensation('2026-02-01')],
      [claim('left-knee', '2026-03-01')],
      '2026-07-01',
      holidayOn,
      content,
    );
    expect(records.map(({ protects }) => protects.map((c) => c.id))).toEqual([['left-knee'], []]);
  });
});
