/**
 * VA Form 21-4142 with its 21-4142a, Authorization to Disclose Information to VA: the veteran
 * is the patient, and each private provider VA should ask for records gets a section.
 */
import type { FormTemplate } from '../../contracts/va-forms';
import {
  type ContinuationEntry,
  type FormFill,
  type TextFlow,
  type VeteranIdentity,
} from './form-fill';
import {
  addressLine,
  addressParts,
  dateParts,
  type PostalAddress,
  slashedDate,
} from './field-parts';
import { fieldName, mappedRows } from './form-templates';
import { identityFill } from './identity-fields';

export interface PrivateProvider extends PostalAddress {
  name: string;
  /** YYYY-MM-DD, or null when the veteran does not know. */
  treatmentFrom: string | null;
  treatmentTo: string | null;
  /** The conditions treated there, by name. */
  conditions: string[];
}

export interface AuthorizationToDiscloseInput {
  identity: VeteranIdentity;
  providers: PrivateProvider[];
}

export function fillAuthorizationToDisclose(
  template: FormTemplate,
  input: AuthorizationToDiscloseInput,
): FormFill {
  const identity = identityFill(template, input.identity);
  const values: Record<string, string> = { ...identity.values };
  const flows: TextFlow[] = [...identity.flows];
  const continuation: ContinuationEntry[] = [];
  const sections = mappedRows(template, 'provider');

  input.providers.forEach((provider, index) => {
    const item = `Section 3, provider ${index + 1}`;
    if (index >= sections) {
      continuation.push({ item, text: providerDetails(provider) });
      return;
    }
    const key = (part: string) => fieldName(template, `provider.${index}.${part}`);
    flows.push(
      { item: `${item}, name`, fields: [key('name')], text: provider.name },
      {
        item: `${item}, conditions`,
        fields: [key('conditions')],
        text: provider.conditions.join(', '),
      },
    );
    const parts: Record<string, string | null> = {};
    for (const [part, value] of Object.entries(addressParts(provider)))
      parts[`address.${part}`] = value;
    for (const end of ['treatmentFrom', 'treatmentTo'] as const) {
      const date = dateParts(provider[end]);
      for (const unit of ['month', 'day', 'year'] as const)
        parts[`${end}.${unit}`] = date?.[unit] ?? null;
    }
    for (const [part, value] of Object.entries(parts)) if (value) values[key(part)] = value;
  });
  return { formNumber: template.form, values, flows, continuation };
}

/** A provider the form has no section left for, with every detail a section would hold. */
function providerDetails(provider: PrivateProvider): string {
  const date = (value: string | null) => (value ? slashedDate(value) : 'not given');
  return [
    `Provider or facility name: ${provider.name}`,
    `Conditions treated: ${provider.conditions.join(', ') || 'not given'}`,
    `Dates of treatment: from ${date(provider.treatmentFrom)} to ${date(provider.treatmentTo)}`,
    `Address: ${addressLine(provider) || 'not given'}`,
  ].join('\n');
}
