// Every amount a back-pay ledger uses, for every month Wingman can estimate, checked against
// VA's table for that month's year (../shared/data/va-rates; skipped, saying so, when absent).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ratesFile from '../../../../content/rates/compensation-rates.json';
import { compensationRatesFileSchema } from '../../../contracts/ratings';
import { backPayLedger } from '../../../domain/ratings/back-pay';
import { haveVaTables, householdOf, readVaRows, vaFiles, vaRatesDir } from '../../test/va-rates';

const rates = compensationRatesFileSchema.parse(ratesFile).tables;
const vaRows = vaFiles.flatMap((file) => readVaRows(path.join(vaRatesDir, file)));
const basicRows = vaRows.filter((row) => row.category === 'Basic');

/** VA's added amount for a year and rating, found by the words of its row. */
const addedCents = (year: number, rating: number, words: RegExp) =>
  vaRows.find(
    (row) =>
      row.category === 'Added' &&
      row.year === year &&
      row.rating === rating &&
      words.test(row.addedItem),
  )!.cents;

const describeWithVaTables = haveVaTables ? describe : describe.skip;

describeWithVaTables(
  haveVaTables
    ? "back-pay ledgers against VA's tables (../shared/data/va-rates)"
    : "SKIPPED: VA's tables are not at ../shared/data/va-rates, so back-pay amounts are not checked",
  () => {
    // From the first month of the first table (Dec 2019) to the last of the latest (Nov 2026).
    const lastYear = Math.max(...basicRows.map((row) => row.year));
    const through = `${lastYear}-11`;

    it.each(basicRows.filter((row) => row.year === lastYear))(
      '$rating% $status: every month is the amount VA lists for its year',
      (row) => {
        const result = backPayLedger({
          effectiveDate: '2019-11-30',
          ratings: [{ from: '2019-11-30', percent: row.rating }],
          households: [{ from: '2019-11-30', household: householdOf(row) }],
          through,
          rates,
        });
        if (!result.estimable) throw new Error(result.reason);
        expect(result.months).toHaveLength(12 * (lastYear - 2019));
        for (const line of result.months) {
          const [year, month] = line.month.split('-').map(Number) as [number, number];
          // A table dated 1 December is the next year's table.
          expect(line.tableYear, line.month).toBe(month === 12 ? year + 1 : year);
          const va = basicRows.find(
            (candidate) =>
              candidate.year === line.tableYear &&
              candidate.rating === row.rating &&
              candidate.status === row.status,
          );
          expect(line.cents, `${line.month} ${row.rating}% ${row.status}`).toBe(va!.cents);
        }
        expect(result.grossCents).toBe(result.months.reduce((sum, line) => sum + line.cents, 0));
      },
    );

    it.each([30, 40, 50, 60, 70, 80, 90, 100])(
      '%i% with every added amount: each month is VA basic rate plus its added amounts',
      (rating) => {
        // A spouse on Aid and Attendance, 3 children under 18 and 1 in school: the spouse-and-
        // child basic rate + 2 further children + 1 in school + Aid and Attendance.
        const household = {
          spouse: true,
          spouseAidAndAttendance: true,
          childrenUnder18: 3,
          childrenInSchool: 1,
          dependentParents: 0,
        };
        const result = backPayLedger({
          effectiveDate: '2019-11-30',
          ratings: [{ from: '2019-11-30', percent: rating }],
          households: [{ from: '2019-11-30', household }],
          through,
          rates,
        });
        if (!result.estimable) throw new Error(result.reason);
        for (const line of result.months) {
          const year = line.tableYear;
          const basic = basicRows.find(
            (row) =>
              row.year === year &&
              row.rating === rating &&
              row.hasSpouse &&
              row.hasChild &&
              row.parentCount === 0,
          )!.cents;
          const expected =
            basic +
            2 * addedCents(year, rating, /under age 18/i) +
            addedCents(year, rating, /school/i) +
            addedCents(year, rating, /aid and attendance/i);
          expect(line.cents, `${line.month} ${rating}%`).toBe(expected);
        }
      },
    );
  },
);
