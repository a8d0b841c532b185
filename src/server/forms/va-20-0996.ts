/** VA Form 20-0996, Decision Review Request: Higher-Level Review, for disability compensation. */
import type { FormTemplate } from '../../contracts/va-forms';
import { type DecisionIssue, issueRows } from './decision-issue-rows';
import type { FormFill, VeteranIdentity } from './form-fill';
import { fieldName } from './form-templates';
import { identityFill } from './identity-fields';

export interface HigherLevelReviewInput {
  identity: VeteranIdentity;
  issues: DecisionIssue[];
  /** Item 16A; null leaves the box for the veteran to decide. */
  informalConference: boolean | null;
}

// Section III's first choice, COMPENSATION.
const COMPENSATION = '0';

export function fillHigherLevelReview(
  template: FormTemplate,
  input: HigherLevelReviewInput,
): FormFill {
  const rows = issueRows(template, input.issues, {
    item: 'Section V, item 18',
    issueColumn: '18A. Specific issue',
    dateColumn: '18B. Date of VA decision',
  });
  const identity = identityFill(template, input.identity);
  const values: Record<string, string | boolean> = {
    ...identity.values,
    ...rows.values,
    [fieldName(template, 'benefitType')]: COMPENSATION,
  };
  if (input.informalConference !== null)
    values[fieldName(template, 'informalConference')] = input.informalConference;
  return {
    formNumber: template.form,
    values,
    flows: [...identity.flows, ...rows.flows],
    continuation: rows.continuation,
  };
}
