import { describe, expect, it } from 'vitest';
import rates from '../../../content/rates/compensation-rates.json';
import { type RatedDisability } from './bilateral-factor';
import { calculateCombinedRating } from './combined-rating';
import { ratesInEffect } from './monthly-compensation';
import { higherLevels, whatIf } from './what-if';

const plain = (percentage: number): RatedDisability => ({ percentage });

describe('whatIf: the next rounded step', () => {
  it('§1.3 #2 50 + 30 = 65 → 70: what reaches 80 (needs 75)', () => {
    const result = whatIf([plain(50), plain(30)]);
    expect(result.current).toMatchObject({ combinedValue: 65, combinedRating: 70 });
    expect(result.nextStep).toBe(80);
    expect(result.combinedValueNeeded).toBe(75);
    expect(result.increases.map((c) => [c.from, c.to, c.combinedValue, c.reachesNextStep])).toEqual(
      [
        [50, 60, 72, false],
        [30, 40, 70, false],
      ],
    );
    // 65 with 10 = 68.5 → 69; with 20 = 72; with 30 = 75.5 → 76.
    expect(result.newRatings.slice(0, 3).map((c) => [c.percentage, c.combinedValue])).toEqual([
      [10, 69],
      [20, 72],
      [30, 76],
    ]);
    expect(result.smallestNewRating).toMatchObject({ percentage: 30, combinedRating: 80 });
    // Both need a raise of 20; 50 → 70 lands at 79, 30 → 50 at 75.
    expect(result.smallestIncrease).toMatchObject({
      entryIndex: 0,
      from: 50,
      to: 70,
      raise: 20,
      combinedValue: 79,
    });
  });

  it('own: 20 + 20 = 36 → 40, a raise of 10 is not enough for 50', () => {
    const result = whatIf([plain(20), plain(20)]);
    expect(result.increases.every((c) => !c.reachesNextStep)).toBe(true);
    expect(result.smallestIncrease).toMatchObject({
      from: 20,
      to: 40,
      raise: 20,
      combinedValue: 52,
    });
    expect(result.smallestNewRating).toMatchObject({ percentage: 20, combinedValue: 49 });
  });

  it('own: no ratings yet, any new rating reaches 10%', () => {
    const result = whatIf([]);
    expect(result.nextStep).toBe(10);
    expect(result.increases).toEqual([]);
    expect(result.smallestIncrease).toBeUndefined();
    expect(result.smallestNewRating).toMatchObject({ percentage: 10, combinedRating: 10 });
  });

  it('§1.3 #9 at 100% there is no next step', () => {
    const result = whatIf([plain(90), plain(50)]);
    expect(result).toMatchObject({
      nextStep: null,
      combinedValueNeeded: null,
      increases: [],
      newRatings: [],
    });
    expect(result.current.tdiu.alreadyTotal).toBe(true);
  });

  it('§2.1 raising a 0% right side to 10% brings in the bilateral factor', () => {
    const entries: RatedDisability[] = [
      { percentage: 10, side: 'left' },
      { percentage: 0, side: 'right' },
      plain(30),
    ];
    const result = whatIf(entries);
    expect(result.current).toMatchObject({ combinedValue: 37, combinedRating: 40 });
    // 10 + 10 → 19 + 1.9 → 21; 30 with 21 = 44.7 → 45 → 50.
    expect(result.increases[1]).toMatchObject({
      from: 0,
      to: 10,
      combinedValue: 45,
      reachesNextStep: true,
    });
    expect(result.increases[1]?.entry).toBe(entries[1]);
  });

  it('§3 shows how each change stands against TDIU: 40, 30, 10 plus a new 20 reaches 70', () => {
    const result = whatIf([plain(40), plain(30), plain(10)]);
    expect(result.current.tdiu.met).toBe(false);
    const newTwenty = result.newRatings.find((c) => c.percentage === 20);
    expect(newTwenty).toMatchObject({ combinedRating: 70, tdiu: { met: true } });
  });

  it('keeps the caller’s entries, so the UI can name the disability', () => {
    const entries = [
      { id: 'a', name: 'PTSD', percentage: 50 },
      { id: 'b', name: 'Tinnitus', percentage: 10 },
    ];
    expect(whatIf(entries).increases.map((c) => c.entry.name)).toEqual(['PTSD', 'Tinnitus']);
  });

  it('no candidate lowers the combined value', () => {
    for (const list of [
      [10],
      [30, 20, 10, 10],
      [60, 40, 20],
      [50, 50, 50],
      [20, 20, 20, 20, 20, 20],
    ]) {
      const entries = list.map(plain);
      const { combinedValue } = calculateCombinedRating(entries);
      const result = whatIf(entries);
      for (const candidate of [...result.increases, ...result.newRatings]) {
        expect(candidate.combinedValue).toBeGreaterThanOrEqual(combinedValue);
      }
    }
  });
});

describe('whatIf: monthly amounts for a veteran alone (va-facts §8)', () => {
  const table = ratesInEffect(rates.tables, '2026-01-15')!;

  it('2026 table: 70% → 80% is $1,808.45 → $2,102.15', () => {
    const result = whatIf([plain(50), plain(30)], { rates: table });
    expect(result.current.monthlyCents).toBe(180_845);
    expect(result.smallestNewRating?.monthly).toEqual({
      beforeCents: 180_845,
      afterCents: 210_215,
      changeCents: 29_370,
    });
    expect(result.rates).toEqual({
      label: '2026 rates',
      effectiveDate: '2025-12-01',
      source: table.source,
      checkedOn: table.checkedOn,
    });
  });

  it('from no rating: $0 → $180.42 at 10%', () => {
    const result = whatIf([], { rates: table });
    expect(result.smallestNewRating?.monthly).toEqual({
      beforeCents: 0,
      afterCents: 18_042,
      changeCents: 18_042,
    });
  });

  it('without a table, no amounts', () => {
    const result = whatIf([plain(50)]);
    expect(result.current.monthlyCents).toBeUndefined();
    expect(result.rates).toBeUndefined();
    expect(result.increases[0]?.monthly).toBeUndefined();
  });
});

describe('what-if with the levels of each rating’s code', () => {
  it('raises PTSD from 50% to its next level, 70%, never to a 60% the formula does not have', () => {
    const ptsd = { percentage: 50, levels: [0, 10, 30, 50, 70, 100] };
    const result = whatIf([
      ptsd,
      { percentage: 20 },
      { percentage: 10 },
      { percentage: 10 },
      { percentage: 10 },
    ]);
    const raised = result.increases.find((candidate) => candidate.entry === ptsd);
    expect(raised).toMatchObject({ from: 50, to: 70, raise: 20 });
    expect(result.smallestIncrease?.to).not.toBe(60);
  });

  it('offers no raise for a rating already at its code’s highest level', () => {
    const tinnitus = { percentage: 10, levels: [10] };
    const result = whatIf([tinnitus, { percentage: 30 }]);
    expect(result.increases.map((candidate) => candidate.entry)).not.toContain(tinnitus);
    expect(higherLevels(tinnitus)).toEqual([]);
  });

  it('falls back to every 10% when the levels are unknown', () => {
    expect(higherLevels({ percentage: 70 })).toEqual([80, 90, 100]);
    expect(higherLevels({ percentage: 70, levels: null })).toEqual([80, 90, 100]);
  });
});
