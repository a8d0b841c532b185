import { describe, expect, it } from 'vitest';
import {
  combineRatings,
  combineValues,
  roundCombinedValue,
  tableOneValue,
} from './combine-ratings';

const times = (count: number, rating: number) => Array<number>(count).fill(rating);

describe('combineRatings: va-facts §1.3 vectors', () => {
  // chain = the running Table I value after each step, as va-facts writes "60→72".
  const vectors: {
    source: string;
    input: number[];
    chain: number[];
    value: number;
    rating: number;
  }[] = [
    {
      source: '§1.3 #1 4.25 intro example [REG]',
      input: [60, 30],
      chain: [60, 72],
      value: 72,
      rating: 70,
    },
    {
      source: '§1.3 #2 4.25(a) 65 → 70, 5 goes up [REG]',
      input: [50, 30],
      chain: [50, 65],
      value: 65,
      rating: 70,
    },
    {
      source: '§1.3 #3 4.25(a) example [REG]',
      input: [40, 20],
      chain: [40, 52],
      value: 52,
      rating: 50,
    },
    {
      source: '§1.3 #4 4.25(a) three ratings [2ND]',
      input: [60, 40, 20],
      chain: [60, 76, 81],
      value: 81,
      rating: 80,
    },
    { source: '§1.3 #5 single rating', input: [10], chain: [10], value: 10, rating: 10 },
    { source: '§1.3 #6 no ratings', input: [], chain: [], value: 0, rating: 0 },
    { source: '§1.3 #6 only zeros', input: [0, 0, 0], chain: [], value: 0, rating: 0 },
    {
      source: '§1.3 #7 the zero is ignored',
      input: [30, 0, 20],
      chain: [30, 44],
      value: 44,
      rating: 40,
    },
    { source: '§1.3 #8 100 absorbs', input: [100, 50], chain: [100, 100], value: 100, rating: 100 },
    { source: '§1.3 #9 95 rounds up', input: [90, 50], chain: [90, 95], value: 95, rating: 100 },
    { source: '§1.3 #10', input: [90, 40], chain: [90, 94], value: 94, rating: 90 },
    {
      source: '§1.3 #11 ten × 10',
      input: times(10, 10),
      chain: [10, 19, 27, 34, 41, 47, 52, 57, 61, 65],
      value: 65,
      rating: 70,
    },
    {
      source: '§1.3 #12 4 × 50, 87.5 → 88',
      input: times(4, 50),
      chain: [50, 75, 88, 94],
      value: 94,
      rating: 90,
    },
    {
      source: '§1.3 #13 5 × 50',
      input: times(5, 50),
      chain: [50, 75, 88, 94, 97],
      value: 97,
      rating: 100,
    },
    {
      source: '§1.3 #15 order matters (pitfall 2)',
      input: [30, 20, 10, 10],
      chain: [30, 44, 50, 55],
      value: 55,
      rating: 60,
    },
    {
      source: '§1.3 #15 same, given in the wrong order',
      input: [30, 10, 10, 20],
      chain: [30, 44, 50, 55],
      value: 55,
      rating: 60,
    },
    {
      source: '§1.3 #16 BVA 0834938 [OFF]',
      input: [50, 30, 10, 10],
      chain: [50, 65, 69, 72],
      value: 72,
      rating: 70,
    },
    {
      source: '§1.3 #17 BVA 0914056 [OFF]',
      input: [40, 30, 20, 20, 10],
      chain: [40, 58, 66, 73, 76],
      value: 76,
      rating: 80,
    },
    {
      source: '§1.3 #18 BVA 9900867 [OFF]',
      input: [30, 20],
      chain: [30, 44],
      value: 44,
      rating: 40,
    },
    {
      source: '§1.3 #19 BVA 0639232 [OFF]',
      input: [30, 30, 10],
      chain: [30, 51, 56],
      value: 56,
      rating: 60,
    },
    {
      source: '§1.3 #20 secondary worked example [2ND]',
      input: [30, 20, 10],
      chain: [30, 44, 50],
      value: 50,
      rating: 50,
    },
    {
      source: '§1.3 #21 6 × 20',
      input: times(6, 20),
      chain: [20, 36, 49, 59, 67, 74],
      value: 74,
      rating: 70,
    },
  ];

  it.each(vectors)('$source: $input → $rating', ({ input, chain, value, rating }) => {
    const result = combineRatings(input);
    expect(result.combinedValue).toBe(value);
    expect(result.combinedRating).toBe(rating);
    expect(result.steps.map((step) => step.after)).toEqual(chain);
  });

  it('§1.3 #14 half-up trap: 57 is a running value, not a rating, so it goes through combineValues', () => {
    const result = combineValues([57, 50]);
    expect(result.steps.map((step) => step.after)).toEqual([57, 79]); // banker's rounding gives 78
    expect(result.combinedRating).toBe(80);
  });

  it('§1.3 #1 shows the work: each step is before combined with rating', () => {
    expect(combineRatings([30, 60]).steps).toEqual([
      { rating: 60, before: 0, after: 60 },
      { rating: 30, before: 60, after: 72 },
    ]);
  });
});

describe('tableOneValue: §1.2 Table I cells', () => {
  it.each([
    { source: '§1.2 row 25 × col 30 = 47.5 → 48', row: 25, column: 30, cell: 48 },
    { source: '§1.2 row 57 × col 50 = 78.5 → 79', row: 57, column: 50, cell: 79 },
    { source: '§1.1 60 with 30 = 72 [REG]', row: 60, column: 30, cell: 72 },
    { source: '§1.2 pitfall 3: 100 absorbs', row: 100, column: 90, cell: 100 },
    { source: 'own: 0 with B is B', row: 0, column: 40, cell: 40 },
    { source: 'own: 75 × 50 = 87.5 → 88 (§1.3 #12)', row: 75, column: 50, cell: 88 },
  ])('$source', ({ row, column, cell }) => {
    expect(tableOneValue(row, column)).toBe(cell);
  });

  it('matches the real-valued formula rounded half up for every row 0–100 and column 10–90', () => {
    for (let row = 0; row <= 100; row += 1) {
      for (let column = 10; column <= 90; column += 10) {
        const hundredths = 100 * row + column * (100 - row); // exact, in hundredths
        const expected = Math.floor(hundredths / 100) + (hundredths % 100 >= 50 ? 1 : 0);
        expect(tableOneValue(row, column)).toBe(expected);
      }
    }
  });
});

describe('roundCombinedValue: 4.25(a) nearest 10, 5 up', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 10],
    [44, 40],
    [45, 50],
    [65, 70],
    [94, 90],
    [95, 100],
    [100, 100],
  ])('%i → %i', (value, rating) => {
    expect(roundCombinedValue(value)).toBe(rating);
  });
});

describe('combineRatings: properties', () => {
  const pool = [0, 10, 10, 20, 30, 40, 50, 60, 70, 80, 90];
  // A small deterministic generator, so a failure is reproducible.
  const lists = (() => {
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    return Array.from({ length: 300 }, () =>
      Array.from({ length: 1 + (next() % 8) }, () => pool[next() % pool.length] as number),
    );
  })();

  it('does not depend on the order of the input', () => {
    for (const list of lists) {
      const reversed = combineRatings([...list].reverse());
      const sorted = combineRatings([...list].sort((a, b) => a - b));
      expect(reversed).toEqual(combineRatings(list));
      expect(sorted).toEqual(combineRatings(list));
    }
  });

  it('ignores zeros', () => {
    for (const list of lists) {
      expect(combineRatings([...list, 0, 0])).toEqual(combineRatings(list));
    }
  });

  it('a 100 makes the combined value 100', () => {
    for (const list of lists) {
      const result = combineRatings([...list, 100]);
      expect(result.combinedValue).toBe(100);
      expect(result.combinedRating).toBe(100);
    }
  });

  it('never goes down when one rating increases or a rating is added', () => {
    for (const list of lists) {
      const before = combineRatings(list);
      list.forEach((rating, index) => {
        if (rating === 100) return;
        const raised = list.map((other, i) => (i === index ? other + 10 : other));
        const after = combineRatings(raised);
        expect(after.combinedValue).toBeGreaterThanOrEqual(before.combinedValue);
        expect(after.combinedRating).toBeGreaterThanOrEqual(before.combinedRating);
      });
      expect(combineRatings([...list, 10]).combinedValue).toBeGreaterThanOrEqual(
        before.combinedValue,
      );
    }
  });

  it('stays within 0–100 and the rating is a multiple of 10', () => {
    for (const list of lists) {
      const { combinedValue, combinedRating } = combineRatings(list);
      expect(combinedValue).toBeGreaterThanOrEqual(0);
      expect(combinedValue).toBeLessThanOrEqual(100);
      expect(combinedRating % 10).toBe(0);
    }
  });
});

describe('combineRatings: guards', () => {
  it.each([[-10], [110], [15], [Number.NaN], [10.5], [Number.POSITIVE_INFINITY]])(
    'throws RangeError for %s',
    (bad) => {
      expect(() => combineRatings([30, bad])).toThrow(RangeError);
    },
  );

  it('combineValues accepts whole numbers that are not multiples of 10 (a bilateral value)', () => {
    expect(combineValues([60, 21, 20]).combinedValue).toBe(74);
    expect(() => combineValues([21.5])).toThrow(RangeError);
    expect(() => combineValues([101])).toThrow(RangeError);
  });
});
