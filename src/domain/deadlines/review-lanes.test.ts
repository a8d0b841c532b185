import { describe, expect, it } from 'vitest';
import lanesContent from '../../../content/review-lanes.json';
import type { HolidayLookup } from './filing-deadline';
import { reviewOptions, type DecisionType, type ReviewLanesContent } from './review-lanes';

const content = lanesContent as ReviewLanesContent;
const noHolidays: HolidayLookup = () => null;
const options = (
  decisionType: DecisionType | null,
  decisionDate = '2025-09-30',
  today = '2026-03-15',
) => reviewOptions({ decisionDate, decisionType, today, holidayOn: noHolidays, content });
const lanesAfter = (decisionType: DecisionType | null) =>
  options(decisionType).lanes.map((lane) => lane.lane);

describe('review lanes depend on what was decided (va-facts §5, §10)', () => {
  it.each([
    {
      decisionType: 'initial-claim',
      lanes: ['higher-level-review', 'board-appeal', 'supplemental-claim'],
    },
    {
      decisionType: 'increase-claim',
      lanes: ['higher-level-review', 'board-appeal', 'supplemental-claim'],
    },
    {
      decisionType: 'supplemental-claim',
      lanes: ['higher-level-review', 'board-appeal', 'supplemental-claim'],
    },
    // §5: no Higher-Level Review after an earlier Higher-Level Review.
    { decisionType: 'higher-level-review', lanes: ['board-appeal', 'supplemental-claim'] },
    // §10: after a Board decision, a Supplemental Claim or the Court (38 U.S.C. 7266(a)).
    { decisionType: 'board-decision', lanes: ['court-appeal', 'supplemental-claim'] },
  ] as const)('after a $decisionType decision: $lanes', ({ decisionType, lanes }) => {
    expect(lanesAfter(decisionType)).toEqual(lanes);
    expect(options(decisionType).lanes.every((lane) => !lane.dependsOnDecisionType)).toBe(true);
  });

  it('with the decision type unknown, says which lanes depend on it', () => {
    const unknown = options(null);
    expect(unknown.lanes.map((lane) => [lane.lane, lane.dependsOnDecisionType])).toEqual([
      ['higher-level-review', true],
      ['board-appeal', true],
      ['supplemental-claim', false],
    ]);
    expect(unknown.notes[0]).toBe(
      'Which of these you can use depends on the kind of decision: there is no Higher-Level Review after a Higher-Level Review or a Board decision, no second Board Appeal after a Board decision, and only a Board decision can be appealed to the Court of Appeals for Veterans Claims (within 120 days). Add the decision type to see only the options that apply.',
    );
  });

  it('the caller can ask for the decision type in its own words', () => {
    const asked = reviewOptions({
      decisionDate: '2025-09-30',
      decisionType: null,
      today: '2026-03-15',
      holidayOn: noHolidays,
      content,
      askDecisionType: 'Tell me what the decision was about.',
    });
    expect(asked.notes[0]).toMatch(/\(within 120 days\)\. Tell me what the decision was about\.$/);
    expect(options('initial-claim').notes[0]).not.toContain('decision type');
  });
});

describe('each lane’s deadline', () => {
  it('Higher-Level Review and Board Appeal: one year from the date on the decision letter', () => {
    const [hlr, board] = options('initial-claim').lanes;
    for (const lane of [hlr!, board!]) {
      expect(lane.deadline).toEqual({
        deadline: '2026-09-30',
        daysLeft: 199,
        status: 'open',
        movedFrom: null,
        movedBecause: [],
      });
      expect(lane.keepsEffectiveDateUntil).toBeNull();
      expect(lane.note).toContain('Request by 2026-09-30');
    }
    expect(hlr!.form).toBe('VA Form 20-0996');
    expect(board!.form).toBe('VA Form 10182');
  });

  it('Court of Appeals for Veterans Claims: 120 days from the Board decision (38 U.S.C. 7266(a))', () => {
    const [court] = options('board-decision', '2026-06-01', '2026-06-01').lanes;
    expect(court).toMatchObject({
      lane: 'court-appeal',
      deadline: { deadline: '2026-09-29', daysLeft: 120, status: 'open' },
      check: { label: '38 U.S.C. 7266(a)' },
    });
    expect(court!.note).toContain('by 2026-09-29, 120 days after');
  });

  it('Supplemental Claim: no deadline, but the year keeps the earliest effective date', () => {
    const supplemental = options('initial-claim').lanes.at(-1)!;
    expect(supplemental).toMatchObject({
      lane: 'supplemental-claim',
      form: 'VA Form 20-0995',
      deadline: null,
      keepsEffectiveDateUntil: { deadline: '2026-09-30', daysLeft: 199 },
    });
    expect(supplemental.note).toMatch(/^No deadline/);
    expect(supplemental.note).toContain('Filing by 2026-09-30');
  });

  it('once a window has passed, its note says when it ended', () => {
    const [hlr, , supplemental] = options('initial-claim', '2022-01-10', '2024-04-01').lanes;
    expect(hlr!.deadline!.status).toBe('overdue');
    expect(hlr!.note).toBe('The year to request a Higher-Level Review ended on 2023-01-10.');
    expect(supplemental!.note).toMatch(/^No deadline/);
    expect(supplemental!.note).toContain('ended on 2023-01-10');
  });

  it('moves a deadline that lands on a weekend, with the day it moved from', () => {
    // 2027-01-02 is a Saturday.
    const [hlr] = options('initial-claim', '2026-01-02', '2026-01-05').lanes;
    expect(hlr!.deadline).toMatchObject({
      deadline: '2027-01-04',
      movedFrom: '2027-01-02',
      movedBecause: ['weekend'],
    });
    expect(hlr!.note).toContain('Request by 2027-01-04');
  });

  it('always points to the letter for shorter limits, and flags legacy decisions', () => {
    expect(options('initial-claim', '2019-02-19', '2019-03-01').notes).toHaveLength(1);
    const legacy = options('initial-claim', '2019-02-18', '2019-03-01').notes;
    expect(legacy).toHaveLength(2);
    expect(legacy[1]).toMatch(/legacy appeals system/);
    // va-facts §14: for a Board decision the docket number, not the date, tells the system.
    expect(legacy[1]).toMatch(/Board decision[^.]*docket number, not its date/);
  });

  it('rejects a date that is not YYYY-MM-DD', () => {
    expect(() => options('initial-claim', '03/15/2024')).toThrow(RangeError);
    expect(() => options('initial-claim', '2024-03-15', '2024-02-30')).toThrow(RangeError);
  });
});
