/** VA Form 21-0966, Intent to File a Claim: the veteran's identity and the benefit, compensation. */
import type { FormTemplate } from '../../contracts/va-forms';
import { type FormFill, type VeteranIdentity } from './form-fill';
import { fieldName } from './form-templates';
import { identityFill } from './identity-fields';

export interface IntentToFileInput {
  identity: VeteranIdentity;
}

export function fillIntentToFile(template: FormTemplate, input: IntentToFileInput): FormFill {
  const identity = identityFill(template, input.identity);
  return {
    formNumber: template.form,
    values: { ...identity.values, [fieldName(template, 'benefit.compensation')]: true },
    flows: identity.flows,
    continuation: [],
  };
}
