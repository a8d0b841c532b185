/**
 * VA Form 21-10210, Lay/Witness Statement, written by someone other than the veteran: one form
 * per witness. The claimant is the veteran, so Section II stays empty; Section III holds the
 * statement across two boxes, and Section IV says who the witness is.
 */
import type { FormTemplate } from '../../contracts/va-forms';
import { contactFill, writeIfMapped } from './field-parts';
import type { FormFill, VeteranIdentity } from './form-fill';
import { fieldName } from './form-templates';
import { identityFill } from './identity-fields';

/** Item 19's relationships (check all that apply), besides "Other (specify)". */
export const witnessRelationships = [
  'servedWith',
  'familyOrFriend',
  'coworkerOrSupervisor',
] as const;
export type WitnessRelationship = (typeof witnessRelationships)[number];

export interface Witness {
  /** As the witness signs it: "Maria T. Alvarez". */
  name: string;
  relationships: WitnessRelationship[];
  /** Any other relationship in the witness's words ("neighbor since 2012"). */
  otherRelationship: string | null;
  phone: string | null;
  email: string | null;
}

export interface WitnessStatementInput {
  identity: VeteranIdentity;
  witness: Witness;
  statement: string;
  /** The claimed condition the statement supports, named at its head so VA files it there. */
  condition?: string | null;
}

export function fillWitnessStatement(
  template: FormTemplate,
  input: WitnessStatementInput,
): FormFill {
  const { witness } = input;
  // Pages 2 and 3 repeat the veteran's SSN at the top (statementPage.veteran.ssn.…).
  const identity = identityFill(template, input.identity);
  const values: Record<string, string | boolean> = { ...identity.values };

  const name = nameParts(witness.name);
  writeIfMapped(values, template, 'witness.firstName', name.first);
  writeIfMapped(values, template, 'witness.middleInitial', name.middleInitial);
  writeIfMapped(values, template, 'witness.lastName', name.last);
  for (const relationship of witness.relationships)
    values[fieldName(template, `witness.relationship.${relationship}`)] = true;
  if (witness.otherRelationship) {
    values[fieldName(template, 'witness.relationship.other')] = true;
    values[fieldName(template, 'witness.relationship.otherSpecify')] = witness.otherRelationship;
  }
  const contact = contactFill(template, 'witness', witness, 'Section IV, item 21 (e-mail)');
  Object.assign(values, contact.values);

  return {
    formNumber: template.form,
    values,
    flows: [
      ...identity.flows,
      {
        item: 'Section III, item 17 (statement)',
        fields: [fieldName(template, 'statement.1'), fieldName(template, 'statement.2')],
        text: input.condition
          ? `Regarding the veteran's claim for: ${input.condition}\n\n${input.statement}`
          : input.statement,
      },
      ...contact.flows,
    ],
    continuation: [],
  };
}

/** First name, middle initial and last name from a name written in full. */
function nameParts(name: string): { first: string; middleInitial: string; last: string } {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { first: '', middleInitial: '', last: words[0]! };
  return {
    first: words[0]!,
    middleInitial: words.length > 2 ? words[1]!.charAt(0).toUpperCase() : '',
    last: words.slice(words.length > 2 ? 2 : 1).join(' '),
  };
}
