import { describe, expect, it } from 'vitest';
import lanesContent from '../../../content/review-lanes.json';
import { claimDeadlines, type ClaimDates } from './claim-deadlines';
import type { HolidayLookup } from './filing-deadline';
import { openDeadlines } from './open-deadlines';
import type { ReviewLanesContent } from './review-lanes';

const content = lanesContent as ReviewLanesContent;
const noHolidays: HolidayLookup = () => null;
const TODAY = '2026-03-15';
const openOn = (extra: Partial<ClaimDates>) =>
  openDeadlines(
    claimDeadlines(
      {
        submittedDate: '2025-01-10',
        decisionDate: null,
        decisionType: null,
        intentToFileDate: null,
        ...extra,
      },
      TODAY,
      noHolidays,
      content,
    ),
  ).map(({ kind, deadline, lastDay }) => [kind, deadline, lastDay]);

describe('openDeadlines', () => {
  it.each([
    ['no decision and no intent to file', {}, []],
    [
      'an initial decision: the dated lanes, not the Supplemental Claim',
      { decisionDate: '2025-09-30', decisionType: 'initial-claim' as const },
      [
        ['higher-level-review', '2026-09-30', 'Last day for a Higher-Level Review'],
        ['board-appeal', '2026-09-30', 'Last day for a Board Appeal'],
      ],
    ],
    [
      'a Board decision: "an" before a vowel',
      { decisionDate: '2026-01-20', decisionType: 'board-decision' as const },
      [
        [
          'court-appeal',
          '2026-05-20',
          'Last day for an Appeal to the Court of Appeals for Veterans Claims',
        ],
      ],
    ],
    [
      'the deadline day itself is still open',
      { decisionDate: '2025-03-16', decisionType: 'higher-level-review' as const },
      [['board-appeal', '2026-03-16', 'Last day for a Board Appeal']],
    ],
    [
      'a deadline that has passed',
      { decisionDate: '2025-03-13', decisionType: 'higher-level-review' as const },
      [],
    ],
    [
      'an intent to file not yet met',
      { intentToFileDate: '2026-01-15' },
      [['intent-to-file', '2027-01-15', 'Last day to submit the claim after an intent to file']],
    ],
    [
      'an intent to file met by the claim',
      { submittedDate: '2026-02-01', intentToFileDate: '2026-01-15' },
      [],
    ],
  ])('%s', (_case, claim, expected) => {
    expect(openOn(claim)).toEqual(expected);
  });
});
