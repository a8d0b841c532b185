/**
 * VA's compensation tables, read from ../shared/data/va-rates/rates-YYYY.csv beside this
 * repository (see its README; the CSVs are reference data and never copied into the project).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VETERAN_ALONE, type Household } from '../../domain/ratings/household-compensation';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const vaRatesDir = path.join(root, '../shared/data/va-rates');
export const haveVaTables = existsSync(vaRatesDir);

export interface VaRow {
  year: number;
  rating: number;
  category: 'Basic' | 'Added';
  status: string;
  addedItem: string;
  cents: number;
  hasSpouse: boolean;
  parentCount: number;
  hasChild: boolean;
}

/** One CSV line into cells; quoted cells may hold commas. */
function cells(line: string): string[] {
  const found: string[] = [];
  let cell = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      found.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...found, cell];
}

export function readVaRows(file: string): VaRow[] {
  const [header, ...lines] = readFileSync(file, 'utf8').trim().split(/\r?\n/).map(cells);
  return lines.map((line) => {
    const row = Object.fromEntries(header!.map((name, index) => [name, line[index] ?? '']));
    return {
      year: Number(row.Year),
      rating: Number(row.Rating),
      category: row.Category as VaRow['category'],
      status: row.Dependent_Status!,
      addedItem: row.Added_Item!,
      cents: Math.round(Number(row.Monthly_Rate_USD) * 100),
      hasSpouse: row.Has_Spouse === 'True',
      parentCount: Number(row.Parent_Count || 0),
      hasChild: row.Has_Child === 'True',
    };
  });
}

/** The rates-YYYY.csv files present, oldest first. */
export const vaFiles = haveVaTables
  ? readdirSync(vaRatesDir)
      .filter((name) => /^rates-\d{4}\.csv$/.test(name))
      .sort()
  : [];

/** The household a basic-rate row is for. */
export const householdOf = (row: VaRow): Household => ({
  ...VETERAN_ALONE,
  spouse: row.hasSpouse,
  dependentParents: row.parentCount,
  childrenUnder18: row.hasChild ? 1 : 0,
});
