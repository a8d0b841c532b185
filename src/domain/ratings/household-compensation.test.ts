import { describe, expect, it } from 'vitest';
import ratesFile from '../../../content/rates/compensation-rates.json';
import { compensationRatesFileSchema } from '../../contracts/ratings';
import {
  basicHousehold,
  householdCompensation,
  householdMonthlyCents,
  VETERAN_ALONE,
  type CompensationRatesTable,
  type Household,
} from './household-compensation';
import { computationLines, describeHousehold } from './household-words';

const tables = compensationRatesFileSchema.parse(ratesFile).tables;
const table = (year: number): CompensationRatesTable =>
  tables.find((candidate) => candidate.label === `${year} rates`)!;

const household = (changes: Partial<Household>): Household => ({ ...VETERAN_ALONE, ...changes });

// Worked by hand from VA's tables for the year (basic rate for the household + added amounts).
describe('householdMonthlyCents: hand-checked examples', () => {
  it.each([
    {
      case: '2026, 70%, spouse and 2 children under 18: $2,074.45 + $76.00',
      year: 2026,
      rating: 70,
      household: household({ spouse: true, childrenUnder18: 2 }),
      cents: 215_045,
    },
    {
      case: '2026, 100%, spouse on Aid and Attendance, 3 under 18, 1 in school: $4,318.99 + 2 × $109.11 + $352.45 + $201.41',
      year: 2026,
      rating: 100,
      household: household({
        spouse: true,
        spouseAidAndAttendance: true,
        childrenUnder18: 3,
        childrenInSchool: 1,
      }),
      cents: 509_107,
    },
    {
      case: '2026, 30%, one child 18–23 in school only: veteran alone $552.47 + $105.00',
      year: 2026,
      rating: 30,
      household: household({ childrenInSchool: 1 }),
      cents: 65_747,
    },
    {
      case: '2026, 50%, 2 parents and a child: the basic rate alone',
      year: 2026,
      rating: 50,
      household: household({ dependentParents: 2, childrenUnder18: 1 }),
      cents: 138_190,
    },
    {
      case: '2026, 60%, spouse and 1 parent',
      year: 2026,
      rating: 60,
      household: household({ spouse: true, dependentParents: 1 }),
      cents: 167_102,
    },
    {
      case: '2025, 70%, spouse and 2 children under 18: $2,018.19 + $74.00',
      year: 2025,
      rating: 70,
      household: household({ spouse: true, childrenUnder18: 2 }),
      cents: 209_219,
    },
    {
      case: '2020, 40%, a child under 18 and 2 in school: $673.61 + 2 × $111.00',
      year: 2020,
      rating: 40,
      household: household({ childrenUnder18: 1, childrenInSchool: 2 }),
      cents: 89_561,
    },
  ])('$case', ({ year, rating, household: dependents, cents }) => {
    expect(householdMonthlyCents(table(year), rating, dependents)).toBe(cents);
  });

  it('10% and 20% are flat: dependents do not change the amount', () => {
    const family = household({ spouse: true, childrenUnder18: 4, dependentParents: 2 });
    for (const rating of [10, 20]) {
      const computed = householdCompensation(table(2026), rating, family);
      expect(computed.totalCents).toBe(householdMonthlyCents(table(2026), rating, VETERAN_ALONE));
      expect(computed.dependentsCounted).toBe(false);
      expect(computed.added).toEqual([]);
    }
    expect(householdMonthlyCents(table(2026), 20, family)).toBe(35_666);
  });

  it('0% pays nothing to any household', () => {
    expect(householdMonthlyCents(table(2026), 0, household({ spouse: true }))).toBe(0);
  });

  it('shows the computation: the basic rate for the household, then each added amount', () => {
    const computed = householdCompensation(
      table(2026),
      70,
      household({ spouse: true, childrenUnder18: 3, childrenInSchool: 1 }),
    );
    expect(computationLines(computed)).toEqual([
      'Basic rate, veteran with a spouse and a child: $2,074.45',
      '2 more children under 18 × $76.00: $152.00',
      '1 child 18 to 23 in school × $246.00: $246.00',
      'Total: $2,472.45',
    ]);
  });
});

describe('basicHousehold', () => {
  it.each([
    [VETERAN_ALONE, 'alone'],
    [household({ spouse: true }), 'withSpouse'],
    [household({ dependentParents: 1 }), 'withOneParent'],
    [household({ spouse: true, dependentParents: 2 }), 'withSpouseAndTwoParents'],
    [household({ childrenUnder18: 3 }), 'withChild'],
    [household({ spouse: true, childrenUnder18: 1 }), 'withSpouseAndChild'],
    [
      household({ spouse: true, dependentParents: 1, childrenUnder18: 2 }),
      'withSpouseOneParentAndChild',
    ],
    [household({ dependentParents: 2, childrenUnder18: 1 }), 'withTwoParentsAndChild'],
    // A child 18–23 in school has an added amount of its own, not the with-child row.
    [household({ childrenInSchool: 2 }), 'alone'],
  ])('%o reads the %s row', (dependents, row) => {
    expect(basicHousehold(dependents)).toBe(row);
  });
});

describe('describeHousehold', () => {
  it.each([
    [VETERAN_ALONE, 'no dependents'],
    [household({ spouse: true, childrenUnder18: 2 }), 'a spouse and 2 children under 18'],
    [
      household({
        spouse: true,
        spouseAidAndAttendance: true,
        childrenInSchool: 1,
        dependentParents: 1,
      }),
      'a spouse who receives Aid and Attendance, 1 child 18 to 23 in school and 1 dependent parent',
    ],
  ])('%o is "%s"', (dependents, words) => {
    expect(describeHousehold(dependents)).toBe(words);
  });
});

describe('a household VA would not count', () => {
  it.each([
    household({ spouseAidAndAttendance: true }),
    household({ dependentParents: 3 }),
    household({ childrenUnder18: -1 }),
    household({ childrenInSchool: 1.5 }),
  ])('%o is refused', (dependents) => {
    expect(() => householdCompensation(table(2026), 70, dependents)).toThrow(RangeError);
  });
});
