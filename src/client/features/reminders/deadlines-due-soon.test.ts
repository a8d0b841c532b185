import { describe, expect, it } from 'vitest';
import type { IntentToFile } from '../../../contracts/intent-to-file';
import { claimAsListed } from '../../test/claims';
import { deadlinesDueSoon } from './deadlines-due-soon';

const counted = { countedOn: '2027-05-25', holidayOn: () => null };
const denied = (decisionDate: string) =>
  claimAsListed('Knee', { status: 'denied', decisionDate, decisionType: 'initial-claim' }, counted);
const openIntent = (deadline: string, daysLeft: number) =>
  ({ state: 'open', end: { deadline, daysLeft } }) as IntentToFile;

describe('the deadlines a reminder on the screen speaks of', () => {
  it('counts each day once and names the nearest, across claims and open intents to file', () => {
    // Both review windows of the claim end on 1 June 2027; the intent's year on 10 June.
    expect(deadlinesDueSoon([denied('2026-06-01')], [openIntent('2027-06-10', 16)])).toEqual({
      count: 2,
      nearest: { deadline: '2027-06-01', daysLeft: 7 },
    });
  });

  it('leaves out what is past, more than 30 days away, or an intent no longer open', () => {
    const used = { state: 'used', end: { deadline: '2027-05-30', daysLeft: 5 } } as IntentToFile;
    expect(deadlinesDueSoon([denied('2027-01-04')], [used, openIntent('2027-05-20', -5)])).toBe(
      null,
    );
  });
});
