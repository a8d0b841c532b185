import { describe, expect, it } from 'vitest';
import {
  entryDatesInWords,
  journalSummary,
  type JournalBasisLevel,
  type JournalEntryFacts,
} from './journal-summary';

// DC 8100's lines, abridged; the mapping as in content/journal/condition-fields.json.
const criteria = [
  { percentage: 0, criteria: 'Less frequent attacks.' },
  { percentage: 10, criteria: 'Prostrating attacks averaging one in 2 months.' },
  { percentage: 30, criteria: 'Prostrating attacks averaging once a month.' },
  { percentage: 50, criteria: 'Very frequent, completely prostrating and prolonged attacks.' },
];
const levels: JournalBasisLevel[] = [
  { percentage: 0, speaksWhen: [{ field: 'prostrating', equals: false }] },
  { percentage: 10, speaksWhen: [{ field: 'prostrating', equals: true }] },
  { percentage: 30, speaksWhen: [{ field: 'prostrating', equals: true }] },
  {
    percentage: 50,
    speaksWhen: [
      { field: 'completelyProstrating', equals: true },
      { field: 'hoursLong', atLeast: 24 },
    ],
    allOf: true,
  },
];

const entry = (over: Partial<JournalEntryFacts>): JournalEntryFacts => ({
  id: over.fromDate ?? 'x',
  fromDate: '2026-01-01',
  toDate: null,
  whatHappened: 'A headache',
  stoppedDoing: null,
  workLost: null,
  whoSawIt: null,
  fields: {},
  ...over,
});

describe('journalSummary', () => {
  it('lists each line highest first with the entries that speak to it, oldest first', () => {
    const summary = journalSummary(criteria, levels, [
      entry({ fromDate: '2026-03-02', fields: { prostrating: true } }),
      entry({ fromDate: '2026-01-10', fields: { prostrating: false } }),
      entry({
        fromDate: '2026-02-05',
        toDate: '2026-02-06',
        fields: { prostrating: true, completelyProstrating: true, hoursLong: 30 },
      }),
      entry({ fromDate: '2026-02-20', fields: { completelyProstrating: true, hoursLong: 3 } }),
    ]);
    expect(
      summary.map(({ percentage, entryCount, dates }) => [percentage, entryCount, dates]),
    ).toEqual([
      [50, 1, ['2026-02-05 to 2026-02-06']],
      [30, 2, ['2026-02-05 to 2026-02-06', '2026-03-02']],
      [10, 2, ['2026-02-05 to 2026-02-06', '2026-03-02']],
      [0, 1, ['2026-01-10']],
    ]);
    expect(summary[0]!.criteria).toBe(criteria[3]!.criteria);
  });

  it('keeps a line the content maps nothing to, with no entries', () => {
    expect(journalSummary(criteria, [], [entry({ fields: { prostrating: true } })])).toEqual(
      criteria.toReversed().map((line) => ({ ...line, entryCount: 0, dates: [] })),
    );
  });

  it('counts a multi-choice answer that includes the named symptom', () => {
    const [line] = journalSummary(
      [{ percentage: 70, criteria: 'Examples: suicidal ideation.' }],
      [{ percentage: 70, speaksWhen: [{ field: 'symptoms', includes: 'suicidal ideation' }] }],
      [
        entry({ fromDate: '2026-04-01', fields: { symptoms: ['anxiety', 'suicidal ideation'] } }),
        entry({ fromDate: '2026-04-02', fields: { symptoms: ['anxiety'] } }),
      ],
    );
    expect(line).toMatchObject({ entryCount: 1, dates: ['2026-04-01'] });
  });
});

describe('an entry’s dates in a statement', () => {
  it.each([
    ['2026-03-03', null, 'March 3, 2026'],
    ['2026-03-03', '2026-03-03', 'March 3, 2026'],
    ['2026-06-10', '2026-06-11', 'June 10–11, 2026'],
    ['2026-06-30', '2026-07-02', 'June 30 – July 2, 2026'],
    ['2025-12-30', '2026-01-02', 'December 30, 2025 – January 2, 2026'],
  ])('%s to %s reads "%s"', (fromDate, toDate, words) => {
    expect(entryDatesInWords({ fromDate, toDate })).toBe(words);
  });
});
