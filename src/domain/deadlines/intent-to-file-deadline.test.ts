import { describe, expect, it } from 'vitest';
import { intentToFileDeadline } from './intent-to-file-deadline';

describe('intentToFileDeadline: one year from VA receiving the 21-0966 (va-facts §4, §5)', () => {
  it.each([
    {
      source: 'just filed',
      itf: '2024-05-10',
      today: '2024-05-10',
      deadline: '2025-05-10',
      daysLeft: 365,
      status: 'open',
    },
    {
      source: '20 days left',
      itf: '2024-05-10',
      today: '2025-04-20',
      deadline: '2025-05-10',
      daysLeft: 20,
      status: 'due-soon',
    },
    {
      source: 'expired',
      itf: '2024-05-10',
      today: '2025-05-11',
      deadline: '2025-05-10',
      daysLeft: -1,
      status: 'overdue',
    },
    {
      source: '29 Feb → 28 Feb',
      itf: '2028-02-29',
      today: '2028-03-01',
      deadline: '2029-02-28',
      daysLeft: 364,
      status: 'open',
    },
  ])('$source', ({ itf, today, deadline, daysLeft, status }) => {
    expect(intentToFileDeadline(itf, today)).toMatchObject({
      form: '21-0966',
      intentToFileDate: itf,
      deadline,
      daysLeft,
      status,
    });
  });

  it('says the effective date can go back to the intent-to-file date while open', () => {
    expect(intentToFileDeadline('2024-05-10', '2024-06-01').note).toContain(
      'go back to 2024-05-10',
    );
    expect(intentToFileDeadline('2024-05-10', '2025-06-01').note).toContain('ended on 2025-05-10');
  });
});
