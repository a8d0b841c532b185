// Every amount content/rates/compensation-rates.json ships, checked against VA's own tables
// (../shared/data/va-rates/rates-YYYY.csv, beside this repository; see its README). The CSVs are
// reference data and are never copied into the project.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ratesFile from '../../../content/rates/compensation-rates.json';
import { compensationRatesFileSchema } from '../../contracts/ratings';
import {
  householdCompensation,
  VETERAN_ALONE,
  type AddedAmount,
  type CompensationRatesTable,
  type Household,
} from '../../domain/ratings/household-compensation';
import { haveVaTables, householdOf, readVaRows, vaFiles, vaRatesDir } from '../test/va-rates';

const tables: CompensationRatesTable[] = compensationRatesFileSchema.parse(ratesFile).tables;

const tableOf = (year: number) => tables.find((table) => table.label === `${year} rates`);

/** The household one added amount is the difference for, and the household before it. */
function addedHouseholds(item: AddedAmount): [before: Household, after: Household] {
  const spouseAndChild = { ...VETERAN_ALONE, spouse: true, childrenUnder18: 1 };
  switch (item) {
    case 'eachAdditionalChildUnder18':
      return [spouseAndChild, { ...spouseAndChild, childrenUnder18: 2 }];
    case 'eachChildOver18InSchool':
      return [spouseAndChild, { ...spouseAndChild, childrenInSchool: 1 }];
    case 'spouseReceivingAidAndAttendance':
      return [spouseAndChild, { ...spouseAndChild, spouseAidAndAttendance: true }];
  }
}

const addedItemOf = (text: string): AddedAmount => {
  if (/under age 18/i.test(text)) return 'eachAdditionalChildUnder18';
  if (/school/i.test(text)) return 'eachChildOver18InSchool';
  if (/aid and attendance/i.test(text)) return 'spouseReceivingAidAndAttendance';
  throw new Error(`Unknown added amount in VA's table: ${text}`);
};

const describeWithVaTables = haveVaTables ? describe : describe.skip;

describeWithVaTables(
  haveVaTables
    ? "content/rates/compensation-rates.json against VA's tables (../shared/data/va-rates)"
    : "SKIPPED: VA's tables are not at ../shared/data/va-rates, so the shipped amounts are not checked",
  () => {
    it('has a table for each year VA published, and nothing else', () => {
      const years = vaFiles.map((name) => Number(name.slice(6, 10)));
      expect(years.length).toBeGreaterThanOrEqual(7);
      expect(tables.map((table) => table.label)).toEqual(years.map((year) => `${year} rates`));
      for (const table of tables) {
        const year = Number(table.label.slice(0, 4));
        expect(table.effectiveDate).toBe(`${year - 1}-12-01`);
      }
    });

    describe.each(vaFiles)('%s', (file) => {
      const rows = readVaRows(path.join(vaRatesDir, file));
      const year = rows[0]!.year;
      const table = tableOf(year)!;

      it('every basic rate is the one VA lists, read directly and through the household', () => {
        expect(table).toBeDefined();
        const basic = rows.filter((row) => row.category === 'Basic');
        expect(basic).toHaveLength(10 + 8 * 11);
        for (const row of basic) {
          const computed = householdCompensation(table, row.rating, householdOf(row));
          expect(computed.totalCents, `${year} ${row.rating}% ${row.status}`).toBe(row.cents);
          expect(computed.added).toEqual([]);
        }
      });

      it('every added amount is the one VA lists, and adds exactly that to the total', () => {
        const added = rows.filter((row) => row.category === 'Added');
        expect(added.length).toBeGreaterThanOrEqual(8 * 3);
        for (const row of added) {
          const item = addedItemOf(row.addedItem);
          const shipped = table.dependents[String(row.rating)]!.added[item];
          expect(Math.round(shipped * 100), `${year} ${row.rating}% ${row.addedItem}`).toBe(
            row.cents,
          );
          const [before, after] = addedHouseholds(item);
          const difference =
            householdCompensation(table, row.rating, after).totalCents -
            householdCompensation(table, row.rating, before).totalCents;
          expect(difference, `${year} ${row.rating}% ${row.addedItem}`).toBe(row.cents);
        }
      });

      it('ships no amount VA does not list', () => {
        const listed = new Set(rows.map((row) => row.cents));
        const shipped = [
          ...Object.values(table.amounts),
          ...Object.values(table.dependents).flatMap((rates) => [
            ...Object.values(rates.basic),
            ...Object.values(rates.added),
          ]),
        ];
        expect(shipped).toHaveLength(10 + 8 * 14);
        for (const dollars of shipped) expect(listed.has(Math.round(dollars * 100))).toBe(true);
      });
    });
  },
);
