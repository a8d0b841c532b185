// Every amount a back-pay ledger uses, for every month Wingman can estimate, checked against
// VA's table for that month's year (../shared/data/va-rates; skipped, saying so, when absent).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ratesFile from '../../../../content/rates/compensation-rates.json';
import { compensationRatesFileSchema } from '../../../contracts/ratings';
import { backPayLedger } from '../../../domain/ratings/back-pay';
import { haveVaTables, householdOf, readVaRows, vaFiles, vaRatesDir } from '../../test/va-rates';

const rates = compensationRatesFileSchema.parse(ratesFile).tables;
const basicRows = vaFiles
  .flatMap((file) => readVaRows(path.join(vaRatesDir, file)))
  .filter((row) => row.category === 'Basic');

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
  },
);
