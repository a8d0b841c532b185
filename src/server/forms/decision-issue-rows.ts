/**
 * The issues a decision review names, one a row with the date of VA's decision, as the 0995,
 * 0996 and 10182 print them. Rows the form lacks continue on a continuation sheet with every
 * column, so no issue is dropped.
 */
import type { FormTemplate } from '../../contracts/va-forms';
import type { FormFill } from './form-fill';
import { dateParts, slashedDate, writeIfMapped } from './field-parts';
import { fieldName, mappedRows } from './form-templates';

export interface DecisionIssue {
  /** The issue as the decision notice words it ("Service connection for tinnitus"). */
  name: string;
  /** YYYY-MM-DD, the date of VA's decision notice; null leaves the date boxes empty. */
  decisionDate: string | null;
}

export interface IssueTable {
  /** The item as the printed form names it ("Section IV, item 21"). */
  item: string;
  /** The printed columns, for the continuation sheet ("21A. Specific issue"). */
  issueColumn: string;
  dateColumn: string;
}

/**
 * `issues.N.name` and either `issues.N.decisionDate` (one box, MM/DD/YYYY) or
 * `issues.N.decisionDate.month/.day/.year`, for as many rows as the field map has.
 */
export function issueRows(
  template: FormTemplate,
  issues: DecisionIssue[],
  table: IssueTable,
): Omit<FormFill, 'formNumber'> {
  const values: Record<string, string> = {};
  const flows: FormFill['flows'] = [];
  const continuation: FormFill['continuation'] = [];
  const rows = mappedRows(template, 'issues');
  const rowText = (issue: DecisionIssue) =>
    `${table.issueColumn}: ${issue.name}\n${table.dateColumn}: ${issue.decisionDate ? slashedDate(issue.decisionDate) : 'not given'}`;

  issues.forEach((issue, index) => {
    const row = index + 1;
    const item = `${table.item}, issue ${row}`;
    if (row > rows) {
      continuation.push({ item, text: rowText(issue) });
      return;
    }
    const nameField = fieldName(template, `issues.${row}.name`);
    flows.push({ item, fields: [nameField], text: issue.name });

    if (!issue.decisionDate) return;
    const date = `issues.${row}.decisionDate`;
    writeIfMapped(values, template, date, slashedDate(issue.decisionDate));
    const parts = dateParts(issue.decisionDate);
    writeIfMapped(values, template, `${date}.month`, parts?.month);
    writeIfMapped(values, template, `${date}.day`, parts?.day);
    writeIfMapped(values, template, `${date}.year`, parts?.year);
  });
  return { values, flows, continuation };
}
