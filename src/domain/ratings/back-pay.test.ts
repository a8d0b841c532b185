import { describe, expect, it } from 'vitest';
import ratesFile from '../../../content/rates/compensation-rates.json';
import { compensationRatesFileSchema } from '../../contracts/ratings';
import { backPayLedger, type BackPayInput } from './back-pay';
import { effectiveDateFrom } from './effective-date';
import { VETERAN_ALONE } from './household-compensation';

const rates = compensationRatesFileSchema.parse(ratesFile).tables;
const withSpouse = { ...VETERAN_ALONE, spouse: true };

const ledger = (input: Omit<BackPayInput, 'rates'>) => {
  const result = backPayLedger({ ...input, rates });
  if (!result.estimable) throw new Error(result.reason);
  return result;
};
const amounts = (input: Omit<BackPayInput, 'rates'>) =>
  ledger(input).months.map(({ month, percent, cents, tableYear }) => [
    month,
    percent,
    cents,
    tableYear,
  ]);

// Hand computations from VA's tables (../shared/data/va-rates/rates-YYYY.csv), each month at the
// rate of the table in force that month; 38 CFR 3.31 starts pay the month after each date.
describe('backPayLedger, worked by hand', () => {
  it('crosses 1 December into the next table', () => {
    // 50% alone, effective 2024-09-15: Oct, Nov 2024 at the 2024 table's $1,075.16, then
    // Dec 2024 and Jan 2025 at the 2025 table's $1,102.04 (in force from 1 Dec 2024).
    // 2 × 1,075.16 + 2 × 1,102.04 = 2,150.32 + 2,204.08 = 4,354.40
    const input = {
      effectiveDate: '2024-09-15',
      ratings: [{ from: '2024-09-15', percent: 50 }],
      through: '2025-01',
    };
    expect(amounts(input)).toEqual([
      ['2024-10', 50, 107_516, 2024],
      ['2024-11', 50, 107_516, 2024],
      ['2024-12', 50, 110_204, 2025],
      ['2025-01', 50, 110_204, 2025],
    ]);
    const result = ledger(input);
    expect(result.grossCents).toBe(435_440);
    expect(result.totalCents).toBe(435_440);
    expect(result.months[0]!.rule).toBe(
      '38 CFR 3.31: paid from the first day of the month after the effective date (2024-09-15); 2024 table, in force from Dec 1, 2023',
    );
    expect(result.months[2]!.rule).toBe('2025 table, in force from Dec 1, 2024');
  });

  it('pays a staged rating from the month after the stage begins', () => {
    // 30% from 2023-03-10, 70% from 2023-07-20, all in the 2023 table:
    // Apr–Jul at 30% (4 × 508.05 = 2,032.20), Aug–Sep at 70% (2 × 1,663.06 = 3,326.12);
    // 2,032.20 + 3,326.12 = 5,358.32
    const input = {
      effectiveDate: '2023-03-10',
      ratings: [
        { from: '2023-07-20', percent: 70 },
        { from: '2023-03-10', percent: 30 },
      ],
      through: '2023-09',
    };
    expect(amounts(input)).toEqual([
      ['2023-04', 30, 50_805, 2023],
      ['2023-05', 30, 50_805, 2023],
      ['2023-06', 30, 50_805, 2023],
      ['2023-07', 30, 50_805, 2023],
      ['2023-08', 70, 166_306, 2023],
      ['2023-09', 70, 166_306, 2023],
    ]);
    const result = ledger(input);
    expect(result.grossCents).toBe(535_832);
    expect(result.months[4]!.rule).toContain(
      '38 CFR 3.31: 70% paid from the first day of the month after it took effect (2023-07-20)',
    );
  });

  it('adds a spouse from the month after the marriage', () => {
    // 40%, effective 2022-01-05, married 2022-03-12, 2022 table: Feb, Mar alone at 673.28,
    // Apr, May with a spouse at 747.28; 2 × 673.28 + 2 × 747.28 = 1,346.56 + 1,494.56 = 2,841.12
    const input = {
      effectiveDate: '2022-01-05',
      ratings: [{ from: '2022-01-05', percent: 40 }],
      households: [
        { from: '2022-01-05', household: VETERAN_ALONE },
        { from: '2022-03-12', household: withSpouse },
      ],
      through: '2022-05',
    };
    const result = ledger(input);
    expect(result.months.map((line) => [line.month, line.household, line.cents])).toEqual([
      ['2022-02', 'no dependents', 67_328],
      ['2022-03', 'no dependents', 67_328],
      ['2022-04', 'a spouse', 74_728],
      ['2022-05', 'a spouse', 74_728],
    ]);
    expect(result.grossCents).toBe(284_112);
    expect(result.months[2]!.rule).toContain('the household change of 2022-03-12');
  });

  it('starts the month after an effective date on the last day of a month', () => {
    // 10% effective 2021-01-31: February is the first month paid, not January.
    // Feb, Mar 2021 at the 2021 table's 144.14: 2 × 144.14 = 288.28
    expect(
      amounts({
        effectiveDate: '2021-01-31',
        ratings: [{ from: '2021-01-31', percent: 10 }],
        through: '2021-03',
      }),
    ).toEqual([
      ['2021-02', 10, 14_414, 2021],
      ['2021-03', 10, 14_414, 2021],
    ]);
    // Effective 2021-11-30: the first month paid is December, already the 2022 table (152.64).
    expect(
      amounts({
        effectiveDate: '2021-11-30',
        ratings: [{ from: '2021-11-30', percent: 10 }],
        through: '2021-12',
      }),
    ).toEqual([['2021-12', 10, 15_264, 2022]]);
  });

  it('pays from an intent to file kept by a claim within the year', () => {
    // ITF 2023-05-01, claim 2024-04-15 (within the year), 20%: effective 2023-05-01, so June
    // 2023 is the first month. Jun–Nov at the 2023 table's 327.99 (6 × 327.99 = 1,967.94), Dec
    // at the 2024 table's 338.49: 1,967.94 + 338.49 = 2,306.43
    // No holiday or weekend is near these dates.
    const effective = effectiveDateFrom(
      { intentToFile: '2023-05-01', claimReceived: '2024-04-15' },
      () => null,
    );
    const result = ledger({
      effectiveDate: effective.date,
      ratings: [{ from: effective.date, percent: 20 }],
      through: '2023-12',
    });
    expect(result.months.map((line) => line.month)).toEqual([
      '2023-06',
      '2023-07',
      '2023-08',
      '2023-09',
      '2023-10',
      '2023-11',
      '2023-12',
    ]);
    expect(result.months.map((line) => line.cents)).toEqual([
      ...Array<number>(6).fill(32_799),
      33_849,
    ]);
    expect(result.grossCents).toBe(230_643);
  });

  it('subtracts what VA already paid', () => {
    // 20% effective 2024-01-10, 2024 table 338.49: Feb–Apr = 3 × 338.49 = 1,015.47;
    // VA paid April (338.49): 1,015.47 − 338.49 = 676.98 owed.
    const result = ledger({
      effectiveDate: '2024-01-10',
      ratings: [{ from: '2024-01-10', percent: 20 }],
      alreadyPaid: [{ month: '2024-04', cents: 33_849 }],
      through: '2024-04',
    });
    expect(result.grossCents).toBe(101_547);
    expect(result.alreadyPaidCents).toBe(33_849);
    expect(result.totalCents).toBe(67_698);
    expect(result.months.map((line) => line.paidCents)).toEqual([0, 0, 33_849]);
  });

  it('pays nothing at 0%, and counts dependants only from 30%', () => {
    const months = ledger({
      effectiveDate: '2023-05-02',
      ratings: [
        { from: '2023-05-02', percent: 0 },
        { from: '2023-06-01', percent: 20 },
      ],
      households: [{ from: '2020-01-01', household: withSpouse }],
      through: '2023-07',
    }).months;
    // June at 0%: nothing; July at 20% with a spouse: the same 327.99 as the veteran alone.
    expect(months.map((line) => line.cents)).toEqual([0, 32_799]);
  });

  it('counts nothing when the last month comes before the first paid month', () => {
    const result = ledger({
      effectiveDate: '2024-05-20',
      ratings: [{ from: '2024-05-20', percent: 30 }],
      through: '2024-05',
    });
    expect(result).toMatchObject({ months: [], grossCents: 0, totalCents: 0 });
  });
});

describe('backPayLedger, outside the tables Wingman has', () => {
  it.each([
    // The 2020 table is the first, in force from 1 Dec 2019: November 2019 has no table.
    ['2019-10-10', '2020-01', '2019-11'],
    ['2019-10-31', '2019-12', '2019-11'],
  ])('effective %s through %s cannot be estimated (first missing %s)', (date, through, month) => {
    const result = backPayLedger({
      effectiveDate: date,
      ratings: [{ from: date, percent: 50 }],
      through,
      rates,
    });
    expect(result).toEqual({
      estimable: false,
      reason: `Wingman cannot estimate back pay for ${month}: it has VA's rates from Dec 1, 2019 through Nov 30, 2026, and never uses another year's table for a month.`,
    });
  });

  it('from December 2026 says the 2027 table is in force and not loaded, and estimates nothing (va-facts §14)', () => {
    const result = backPayLedger({
      effectiveDate: '2026-10-15',
      ratings: [{ from: '2026-10-15', percent: 50 }],
      through: '2026-12',
      rates,
      notLoaded: ratesFile.notLoaded,
    });
    expect(result).toEqual({
      estimable: false,
      reason:
        "Wingman cannot estimate back pay for 2026-12: VA's 2027 rates took effect on Dec 1, 2026 and Wingman has not loaded them yet, and it never uses another year's table for a month.",
    });
  });

  it('estimates from December 2019, the first month of the first table', () => {
    // Effective 2019-11-15, 10%: December 2019 at the 2020 table's 142.29.
    expect(
      amounts({
        effectiveDate: '2019-11-15',
        ratings: [{ from: '2019-11-15', percent: 10 }],
        through: '2019-12',
      }),
    ).toEqual([['2019-12', 10, 14_229, 2020]]);
  });
});

describe('backPayLedger refuses input it cannot read', () => {
  const base = {
    effectiveDate: '2024-01-10',
    ratings: [{ from: '2024-01-10', percent: 20 }],
    through: '2024-04',
    rates,
  };
  it.each<[string, Partial<BackPayInput>, string]>([
    [
      'a rating that starts after the effective date',
      { ratings: [{ from: '2024-02-01', percent: 20 }] },
      'A rating must be in effect on the effective date',
    ],
    ['no rating', { ratings: [] }, 'A rating must be in effect on the effective date'],
    [
      'a last month that is not a month',
      { through: '2024-13' },
      'The last month must be a month (YYYY-MM)',
    ],
    [
      'a paid month outside the months counted',
      { alreadyPaid: [{ month: '2024-01', cents: 1 }] },
      '2024-01 is paid for outside the months counted',
    ],
    [
      'an effective date not on the calendar',
      { effectiveDate: '2024-02-30' },
      '2024-02-30 is not a date on the calendar',
    ],
  ])('%s', (_, change, message) => {
    expect(() => backPayLedger({ ...base, ...change })).toThrow(message);
  });
});
