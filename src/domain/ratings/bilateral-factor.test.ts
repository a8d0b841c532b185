import { describe, expect, it } from 'vitest';
import { bilateralFactor, splitBilateralGroup, type RatedDisability } from './bilateral-factor';

describe('bilateralFactor: combined value plus 10%, added not combined', () => {
  it.each([
    {
      source: '§2.1 4.26 example / §2.2 B1: 19 + 1.9 = 20.9',
      ratings: [10, 10],
      combined: 19,
      factor: 1.9,
      value: 21,
    },
    { source: '§2.2 B2: 52 + 5.2 = 57.2', ratings: [40, 20], combined: 52, factor: 5.2, value: 57 },
    {
      source: '§2.2 B3 BVA 1549968: 28 + 2.8 = 30.8',
      ratings: [20, 10],
      combined: 28,
      factor: 2.8,
      value: 31,
    },
    {
      source: '§2.2 B4 BVA 0815809: four extremities 48 + 4.8',
      ratings: [20, 20, 10, 10],
      combined: 48,
      factor: 4.8,
      value: 53,
    },
    {
      source: '§2.2 B5 BVA 0639232: 27 + 2.7 = 29.7',
      ratings: [10, 10, 10],
      combined: 27,
      factor: 2.7,
      value: 30,
    },
    {
      source: '§2.2 B6 after the 4.68 cap by hand: 57 + 5.7',
      ratings: [40, 20, 10],
      combined: 57,
      factor: 5.7,
      value: 63,
    },
    {
      source: '§2.1 open question: 55 + 5.5 = 60.5, half up (unconfirmed)',
      ratings: [50, 10],
      combined: 55,
      factor: 5.5,
      value: 61,
    },
    {
      source: 'own: 100 + 10 is capped at 100',
      ratings: [100, 10],
      combined: 100,
      factor: 10,
      value: 100,
    },
    {
      source: 'own: 93 + 9.3 = 102.3 is capped at 100',
      ratings: [90, 30],
      combined: 93,
      factor: 9.3,
      value: 100,
    },
  ])('$source', ({ ratings, combined, factor, value }) => {
    const result = bilateralFactor(ratings);
    expect(result.combinedValue).toBe(combined);
    expect(result.factor).toBeCloseTo(factor, 10);
    expect(result.value).toBe(value);
  });

  it('lists the compensable paired ratings in the order they were combined', () => {
    expect(bilateralFactor([10, 0, 40, 20]).ratings).toEqual([40, 20, 10]);
  });

  it('rounds every combined value 0–100 half up, on integers', () => {
    for (let tenths = 0; tenths <= 1000; tenths += 10) {
      const combinedValue = tenths / 10;
      const exactTenths = 11 * combinedValue; // combined value × 1.1, in tenths
      const expected = Math.min(
        100,
        Math.floor(exactTenths / 10) + (exactTenths % 10 >= 5 ? 1 : 0),
      );
      expect(Math.min(100, Math.floor((11 * combinedValue + 5) / 10))).toBe(expected);
    }
  });
});

describe('splitBilateralGroup: 4.26(c) both sides compensable', () => {
  const left = (percentage: number): RatedDisability => ({ percentage, side: 'left' });
  const right = (percentage: number): RatedDisability => ({ percentage, side: 'right' });
  const plain = (percentage: number): RatedDisability => ({ percentage });

  it.each([
    {
      source: 'both sides compensable: pair',
      entries: [left(10), right(10), plain(30)],
      paired: 2,
    },
    {
      source: '§2.2 B5: a third sided rating joins the group',
      entries: [right(10), right(10), left(10)],
      paired: 3,
    },
    { source: 'one side only: no factor', entries: [right(10), right(20), plain(30)], paired: 0 },
    {
      source: '4.26(c): the other side is 0%, no factor',
      entries: [left(20), right(0)],
      paired: 0,
    },
    {
      source: 'both sides compensable, a 0% sided entry rides along harmlessly',
      entries: [left(20), right(10), right(0)],
      paired: 3,
    },
    {
      source: 'side null is unsided (nullable database column)',
      entries: [left(20), { percentage: 10, side: null }],
      paired: 0,
    },
  ])('$source', ({ entries, paired }) => {
    const split = splitBilateralGroup(entries);
    expect(split.paired).toHaveLength(paired);
    expect(split.paired.length + split.others.length).toBe(entries.length);
  });
});
