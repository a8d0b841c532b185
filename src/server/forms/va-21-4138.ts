/** VA Form 21-4138, Statement in Support of Claim: one statement in the veteran's own words. */
import type { FormTemplate } from '../../contracts/va-forms';
import { type FormFill, type VeteranIdentity } from './form-fill';
import { fieldName } from './form-templates';
import { identityFill } from './identity-fields';

export interface StatementInSupportInput {
  identity: VeteranIdentity;
  /** One statement; each statement gets its own 21-4138. */
  statement: string;
}

export function fillStatementInSupport(
  template: FormTemplate,
  input: StatementInSupportInput,
): FormFill {
  const identity = identityFill(template, input.identity);
  return {
    formNumber: template.form,
    values: identity.values,
    flows: [
      ...identity.flows,
      {
        item: 'Section 2, Remarks',
        fields: [fieldName(template, 'remarks.page1'), fieldName(template, 'remarks.page2')],
        text: input.statement,
      },
    ],
    continuation: [],
  };
}
