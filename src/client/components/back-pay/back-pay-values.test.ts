import { describe, expect, it } from 'vitest';
import { VETERAN_ALONE } from '../../../domain/ratings/household-compensation';
import {
  backPayRequest,
  centsOf,
  effectiveDateFacts,
  initialBackPayValues,
  type BackPayValues,
} from './back-pay-values';

const values = (changes: Partial<BackPayValues> = {}): BackPayValues => ({
  ...initialBackPayValues(
    { title: 'PTSD', claimReceived: '2025-03-10', decisionDate: '2026-02-20' },
    { combinedRating: 70, household: null },
  ),
  ...changes,
});

describe('the back pay estimate’s values', () => {
  it.each([
    ['1968.28', 196_828],
    ['$1,968.28', 196_828],
    ['1,200.5', 120_050],
    ['75', 7_500],
    ['12.345', null],
    ['1,20', null],
    ['about 50', null],
    ['', null],
  ])('reads %j as %s cents', (typed, cents) => {
    expect(centsOf(typed)).toBe(cents);
  });

  it('asks for the effective date only with a date to count from, sending the dates given', () => {
    expect(effectiveDateFacts(values({ claimReceived: '' }))).toBeNull();
    expect(
      effectiveDateFacts(values({ claimReceived: '', decisionStatedDate: '2024-05-02' })),
    ).toEqual({
      decisionStatedDate: '2024-05-02',
    });
    expect(effectiveDateFacts(values({ intentToFile: '2024-09-16' }))).toEqual({
      claimReceived: '2025-03-10',
      intentToFile: '2024-09-16',
    });
  });

  it('starts the rating and the dependents on the effective date and counts through the decision month', () => {
    const built = backPayRequest(
      values({
        ratingChanges: [{ key: 1, from: '2025-06-01', percent: '90' }],
        householdChanges: [
          { key: 2, from: '2025-08-01', household: { ...VETERAN_ALONE, spouse: true } },
        ],
        paid: [{ key: 3, month: '2024-10', dollars: '1,968.28' }],
      }),
      '2024-09-16',
    );
    expect(built).toEqual({
      request: {
        effectiveDate: '2024-09-16',
        ratings: [
          { from: '2024-09-16', percent: 70 },
          { from: '2025-06-01', percent: 90 },
        ],
        households: [
          { from: '2024-09-16', household: VETERAN_ALONE },
          { from: '2025-08-01', household: { ...VETERAN_ALONE, spouse: true } },
        ],
        alreadyPaid: [{ month: '2024-10', cents: 196_828 }],
        through: '2026-02',
      },
    });
  });

  it('names what only the screen can see: no decision date, a change without its date, an amount that is not one', () => {
    const built = backPayRequest(
      values({
        decisionDate: '',
        ratingChanges: [{ key: 1, from: '', percent: '90' }],
        householdChanges: [{ key: 2, from: '', household: VETERAN_ALONE }],
        paid: [{ key: 3, month: '', dollars: 'lots' }],
      }),
      '2024-09-16',
    );
    expect(built).toEqual({
      errors: [
        {
          path: 'decisionDate',
          message: 'Decision date is needed: back pay is counted through its month',
        },
        { path: 'ratings.1.from', message: 'Add the date the rating changed' },
        { path: 'households.1.from', message: 'Add the date the dependents changed' },
        { path: 'alreadyPaid.0.month', message: 'Add the month VA paid for' },
        { path: 'alreadyPaid.0.cents', message: 'Amount paid must be in dollars, like 1,234.56' },
      ],
    });
  });
});
