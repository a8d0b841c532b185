/**
 * VA Form 10182, Decision Review Request: Board Appeal (Notice of Disagreement). Part I prints
 * the veteran's name, date of birth, address and phone each in one box; Part III has five issue
 * rows, and more issues go on an attached sheet with box 11C checked.
 */
import type { FormTemplate } from '../../contracts/va-forms';
import { type DecisionIssue, issueRows } from './decision-issue-rows';
import { writeIfMapped } from './field-parts';
import type { FormFill, VeteranIdentity } from './form-fill';
import { fieldName } from './form-templates';
import { identityFill } from './identity-fields';

export type BoardDocket = 'direct' | 'evidence' | 'hearing';

/** Part II's boxes 10A, 10B and 10C, by their on-states in VA's field list. */
const DOCKET_BOXES: Record<BoardDocket, string> = { direct: '0', evidence: '1', hearing: '2' };

export interface BoardAppealInput {
  identity: VeteranIdentity;
  issues: DecisionIssue[];
  /** Only the veteran chooses a review option; null leaves Part II for them to check. */
  docket: BoardDocket | null;
}

export function fillBoardAppeal(template: FormTemplate, input: BoardAppealInput): FormFill {
  const { identity } = input;
  // The Board asks for the veteran's last name and file number on every attached sheet.
  const sheet = sheetLabel(identity);
  const rows = issueRows(template, input.issues, {
    item: sheet ? `Part III, item 11 (${sheet})` : 'Part III, item 11',
    issueColumn: '11A. Specific issue',
    dateColumn: '11B. Date of decision',
  });
  const values: Record<string, string | boolean> = {
    ...rows.values,
    ...identityFill(template, identity).values,
  };
  writeIfMapped(values, template, 'veteran.fileNumber', fileNumber(identity));
  if (input.docket) values[fieldName(template, 'boardReviewOption')] = DOCKET_BOXES[input.docket];
  if (rows.continuation.length > 0) values[fieldName(template, 'additionalIssuesAttached')] = true;
  return {
    formNumber: template.form,
    values,
    flows: rows.flows,
    continuation: rows.continuation,
  };
}

// Item 2 asks for the VA file number, which for most veterans is their Social Security number.
function fileNumber(identity: VeteranIdentity): string | null {
  return identity.vaFileNumber ?? identity.ssn;
}

function sheetLabel(identity: VeteranIdentity): string {
  const number = fileNumber(identity);
  return [identity.lastName, number && `file number ${number}`].filter(Boolean).join(', ');
}
