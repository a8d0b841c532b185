/**
 * VA Form 20-0995, Decision Review Request: Supplemental Claim, for disability compensation:
 * the issues with their decision dates (Section IV) and the new and relevant evidence the
 * veteran names for VA to gather (Section V).
 */
import type { FormTemplate } from '../../contracts/va-forms';
import { type DecisionIssue, issueRows } from './decision-issue-rows';
import { dateParts, writeIfMapped } from './field-parts';
import type { FormFill, VeteranIdentity } from './form-fill';
import { fieldName, mappedRows } from './form-templates';
import { identityFill } from './identity-fields';

/** Item 22A's places of treatment, as the field map names them. */
export const treatmentPlaces = [
  'private',
  'vetCenter',
  'communityCare',
  'vaMedicalCenter',
  'militaryFacility',
  'other',
] as const;
export type TreatmentPlace = (typeof treatmentPlaces)[number];

export interface NewEvidence {
  place: TreatmentPlace;
  /** Name and location of the facility ("Fayetteville VA Medical Center, Fayetteville, NC"). */
  facility: string;
  /** YYYY-MM or YYYY-MM-DD, when treatment began; null checks "don't have date". */
  treatmentDate: string | null;
}

export interface SupplementalClaimInput {
  identity: VeteranIdentity;
  issues: DecisionIssue[];
  evidence: NewEvidence[];
}

// Item 1's first choice, COMPENSATION.
const COMPENSATION = '0';
const EVIDENCE_ITEM = 'Section V, item 22';

export function fillSupplementalClaim(
  template: FormTemplate,
  input: SupplementalClaimInput,
): FormFill {
  const rows = issueRows(template, input.issues, {
    item: 'Section IV, item 21',
    issueColumn: '21A. Specific issue',
    dateColumn: '21B. Date of VA decision notice',
  });
  const evidence = evidenceRows(template, input.evidence);
  const identity = identityFill(template, input.identity);
  return {
    formNumber: template.form,
    values: {
      ...identity.values,
      [fieldName(template, 'benefitType')]: COMPENSATION,
      ...rows.values,
      ...evidence.values,
    },
    flows: [...identity.flows, ...rows.flows, ...evidence.flows],
    continuation: [...rows.continuation, ...evidence.continuation],
  };
}

/** Items 22A to 22D: where the veteran was treated, and each facility with its date. */
function evidenceRows(
  template: FormTemplate,
  evidence: NewEvidence[],
): Omit<FormFill, 'formNumber'> {
  const values: Record<string, string | boolean> = {};
  const flows: FormFill['flows'] = [];
  const continuation: FormFill['continuation'] = [];

  for (const place of new Set(evidence.map((record) => record.place)))
    values[fieldName(template, `treatedAt.${place}`)] = true;
  const others = evidence.filter((record) => record.place === 'other');
  if (others.length > 0)
    flows.push({
      item: `${EVIDENCE_ITEM}A, other`,
      fields: [fieldName(template, 'treatedAt.otherSpecify')],
      text: others.map((record) => record.facility).join('; '),
    });

  const rows = mappedRows(template, 'evidence');
  evidence.forEach((record, index) => {
    const row = index + 1;
    const date = dateParts(record.treatmentDate);
    if (row > rows) {
      const when = date ? `${date.month}-${date.year}` : "don't have date";
      continuation.push({
        item: `${EVIDENCE_ITEM}, record ${row}`,
        text: `22B. Name and location of the treatment facility: ${record.facility}\n22C. Date(s) of treatment: ${when}`,
      });
      return;
    }
    const key = `evidence.${row}`;
    flows.push({
      item: `${EVIDENCE_ITEM}B, record ${row}`,
      fields: [fieldName(template, `${key}.facility`)],
      text: record.facility,
    });
    if (date) {
      writeIfMapped(values, template, `${key}.treatmentDate.month`, date.month);
      writeIfMapped(values, template, `${key}.treatmentDate.year`, date.year);
    } else values[fieldName(template, `${key}.noDate`)] = true;
  });
  return { values, flows, continuation };
}
