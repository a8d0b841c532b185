import { describe, expect, it } from 'vitest';
import rates from '../../../content/rates/compensation-rates.json';
import {
  monthlyCompensationCents,
  previousTableNote,
  ratesForMonth,
  ratesInEffect,
  type MonthlyRatesTable,
} from './monthly-compensation';

const tables: MonthlyRatesTable[] = rates.tables;
const table2025 = tables.find((table) => table.effectiveDate === '2024-12-01')!;
const table2026 = tables.find((table) => table.effectiveDate === '2025-12-01')!;

describe('content/rates/compensation-rates.json: va-facts §8', () => {
  it.each([
    { rating: 10, cents2025: 17_551, cents2026: 18_042 },
    { rating: 20, cents2025: 34_695, cents2026: 35_666 },
    { rating: 30, cents2025: 53_742, cents2026: 55_247 },
    { rating: 40, cents2025: 77_416, cents2026: 79_584 },
    { rating: 50, cents2025: 110_204, cents2026: 113_290 },
    { rating: 60, cents2025: 139_593, cents2026: 143_502 },
    { rating: 70, cents2025: 175_919, cents2026: 180_845 },
    { rating: 80, cents2025: 204_489, cents2026: 210_215 },
    { rating: 90, cents2025: 229_796, cents2026: 236_230 },
    { rating: 100, cents2025: 383_130, cents2026: 393_858 },
  ])('§8 row $rating%', ({ rating, cents2025, cents2026 }) => {
    expect(monthlyCompensationCents(table2025, rating)).toBe(cents2025);
    expect(monthlyCompensationCents(table2026, rating)).toBe(cents2026);
    // §8: each 2026 amount equals the 2025 amount × 1.028, rounded to the cent.
    expect(Math.round((cents2025 * 1028) / 1000)).toBe(cents2026);
  });

  it('every table has a source to show and amounts for 10–100', () => {
    for (const table of tables) {
      expect(table.source.url).toMatch(/^https:\/\/www\.va\.gov\//);
      expect(Object.keys(table.amounts).map(Number)).toEqual([
        10, 20, 30, 40, 50, 60, 70, 80, 90, 100,
      ]);
    }
  });
});

describe('ratesInEffect', () => {
  it.each([
    { date: '2019-11-30', effective: undefined },
    { date: '2024-11-30', effective: '2023-12-01' },
    { date: '2024-12-01', effective: '2024-12-01' },
    { date: '2025-11-30', effective: '2024-12-01' },
    { date: '2025-12-01', effective: '2025-12-01' },
    { date: '2027-06-01', effective: '2025-12-01' },
  ])('on $date the table effective $effective applies', ({ date, effective }) => {
    expect(ratesInEffect(tables, date)?.effectiveDate).toBe(effective);
    expect(ratesInEffect([...tables].reverse(), date)?.effectiveDate).toBe(effective);
  });
});

describe('monthlyCompensationCents', () => {
  it('§3: nothing is paid at 0%', () => {
    expect(monthlyCompensationCents(table2026, 0)).toBe(0);
  });

  it('throws for a rating that is not on the scale or missing from the table', () => {
    expect(() => monthlyCompensationCents(table2026, 65)).toThrow(RangeError);
    expect(() => monthlyCompensationCents({ ...table2026, amounts: { '10': 1 } }, 20)).toThrow(
      RangeError,
    );
  });
});

describe('ratesForMonth: which table pays a month, and whether it is the real one (va-facts §14)', () => {
  it.each([
    { date: '2019-11-30', status: 'none', effective: undefined },
    { date: '2025-12-01', status: 'current', effective: '2025-12-01' },
    { date: '2026-11-30', status: 'current', effective: '2025-12-01' },
    // The 2027 table is in force from 1 Dec 2026 and not loaded: the 2026 table, said as such.
    { date: '2026-12-01', status: 'previous', effective: '2025-12-01' },
    { date: '2026-12-07', status: 'previous', effective: '2025-12-01' },
    { date: '2027-06-01', status: 'previous', effective: '2025-12-01' },
  ])('on $date: $status ($effective)', ({ date, status, effective }) => {
    const choice = ratesForMonth(rates, date);
    expect(choice.status).toBe(status);
    expect(choice.status === 'none' ? undefined : choice.table.effectiveDate).toBe(effective);
  });

  it('names the 2027 table from its effective date in content/rates, not from the clock', () => {
    const choice = ratesForMonth(rates, '2026-12-07');
    expect(choice).toMatchObject({ inForce: { label: '2027 rates', effectiveDate: '2026-12-01' } });
    expect(previousTableNote(choice, rates.previousTable)).toBe(
      "VA's 2027 rates took effect on December 1, 2026 and Wingman has not loaded them yet, so this amount is from the 2026 rates, the previous table; VA's amount is likely a little higher.",
    );
    expect(previousTableNote(ratesForMonth(rates, '2026-11-30'), rates.previousTable)).toBeNull();
  });

  it('once the 2027 table is loaded, December 2026 is paid from it', () => {
    const loaded = {
      ...rates,
      tables: [...tables, { ...table2026, label: '2027 rates', effectiveDate: '2026-12-01' }],
    };
    expect(ratesForMonth(loaded, '2026-12-07')).toMatchObject({
      status: 'current',
      table: { label: '2027 rates' },
    });
  });

  it('without a listing, a table more than a year old is taken as replaced', () => {
    const choice = ratesForMonth({ tables }, '2026-12-01');
    expect(choice).toMatchObject({
      status: 'previous',
      inForce: { label: '2027 rates', effectiveDate: '2026-12-01' },
    });
  });
});
