import { describe, expect, it } from 'vitest';
import lanesContent from '../../../content/review-lanes.json';
import type { HolidayLookup } from './filing-deadline';
import { intentToFileDeadline } from './intent-to-file-deadline';
import type { ReviewLanesContent } from './review-lanes';

const content = (lanesContent as ReviewLanesContent).intentToFile;
const holidayOn: HolidayLookup = (date) => (date === '2026-11-11' ? 'Veterans Day' : null);
const deadlineAfter = (itf: string, submitted: string | null, today: string) =>
  intentToFileDeadline(itf, submitted, today, holidayOn, content);

describe('intentToFileDeadline: one year from VA receiving the 21-0966 (va-facts §4, §5)', () => {
  it.each([
    {
      source: 'just filed',
      itf: '2024-05-10',
      today: '2024-05-10',
      deadline: '2025-05-12',
      daysLeft: 367,
      status: 'open',
    },
    {
      source: '20 days left',
      itf: '2025-04-30',
      today: '2026-04-10',
      deadline: '2026-04-30',
      daysLeft: 20,
      status: 'due-soon',
    },
    {
      source: 'expired',
      itf: '2025-04-30',
      today: '2026-05-01',
      deadline: '2026-04-30',
      daysLeft: -1,
      status: 'overdue',
    },
    {
      source: 'on Veterans Day: the next day',
      itf: '2025-11-11',
      today: '2026-11-01',
      deadline: '2026-11-12',
      daysLeft: 11,
      status: 'due-soon',
    },
  ])('$source', ({ itf, today, deadline, daysLeft, status }) => {
    expect(deadlineAfter(itf, null, today)).toMatchObject({
      form: 'VA Form 21-0966',
      intentToFileDate: itf,
      deadline,
      daysLeft,
      status,
      met: false,
    });
  });

  it('says the effective date can go back to the intent-to-file date while open', () => {
    expect(deadlineAfter('2025-04-30', null, '2025-06-01').note).toBe(
      'Submit the complete claim by 2026-04-30, one year after VA received the intent to file. If the claim is granted, the effective date can go back to 2025-04-30.',
    );
    expect(deadlineAfter('2025-04-30', null, '2026-06-01').note).toBe(
      'The year to submit the claim after this intent to file ended on 2026-04-30.',
    );
  });

  it('names VA Form 21-0966 by its title', () => {
    expect(deadlineAfter('2025-04-30', null, '2025-06-01')).toMatchObject({
      form: 'VA Form 21-0966',
      formTitle:
        'Intent to File a Claim for Compensation and/or Pension, or Survivors Pension and/or DIC',
    });
  });

  it('is met by a claim submitted within the year, including the day it moved to', () => {
    const met = deadlineAfter('2025-11-11', '2026-11-12', '2027-01-01');
    expect(met.met).toBe(true);
    expect(met.note).toBe(
      'Submitted 2026-11-12, within the year after the intent to file, so if the claim is granted the effective date can go back to 2025-11-11.',
    );
    expect(deadlineAfter('2025-11-11', '2025-10-01', '2026-01-01').met).toBe(false);
  });
});
