/**
 * VA Form 21-526EZ, Application for Disability Compensation: the veteran's identity (Section I)
 * and the claimed conditions (item 16 and its addendum). Everything else the case does not know
 * is left for the veteran, as are the signatures.
 */
import type { CaseBasis } from '../../contracts/case';
import type { FormTemplate } from '../../contracts/va-forms';
import {
  type ContinuationEntry,
  type FormFill,
  type TextFlow,
  type VeteranIdentity,
} from './form-fill';
import { slashedDate } from './field-parts';
import { fieldName, mappedRows } from './form-templates';
import { identityFill } from './identity-fields';

export interface ClaimedCondition {
  name: string;
  side: 'left' | 'right' | 'both' | null;
  basis: CaseBasis;
  /** The service-connected condition it follows from (secondary, or aggravated by it). */
  secondaryTo: string | null;
  /** When it began or worsened, as the veteran puts it ("2009", "March 2010", "2010-03-14"). */
  approximateStart: string | null;
  /** How it relates to service, in the veteran's words. */
  explanation: string | null;
  /** The exposure, event or injury it is claimed under ("Agent Orange", "burn pits"). */
  exposure?: string | null;
}

export interface DisabilityCompensationInput {
  identity: VeteranIdentity;
  conditions: ClaimedCondition[];
}

/** Item 16's columns, in the order the form prints them. */
const columns = [
  ['name', 'current disability'],
  ['exposure', 'exposure, event or injury'],
  ['explanation', 'how it relates to service'],
  ['approximateStart', 'approximate date it began or worsened'],
] as const;

export function fillDisabilityCompensation(
  template: FormTemplate,
  input: DisabilityCompensationInput,
): FormFill {
  const identity = identityFill(template, input.identity);
  const flows: TextFlow[] = [...identity.flows];
  const continuation: ContinuationEntry[] = [];
  const rows = mappedRows(template, 'conditions');

  input.conditions.forEach((condition, index) => {
    const cells = conditionCells(condition);
    const item = `Item 16, condition ${index + 1}`;
    if (index >= rows) {
      const lines = columns
        .filter(([column]) => cells[column])
        .map(([column, label]) => `${capitalize(label)}: ${cells[column]}`);
      continuation.push({ item, text: lines.join('\n') });
      return;
    }
    for (const [column, label] of columns) {
      const text = cells[column];
      if (!text) continue;
      // Each cell is its own flow: what a cell cannot show continues on a sheet, never cut.
      const field = fieldName(template, `conditions.${index}.${column}`);
      flows.push({ item: `${item}, ${label}`, fields: [field], text });
    }
  });
  return { formNumber: template.form, values: identity.values, flows, continuation };
}

/** One condition as item 16 reads it, column by column. */
function conditionCells(
  condition: ClaimedCondition,
): Record<(typeof columns)[number][0], string | null> {
  return {
    name: conditionName(condition),
    exposure: condition.exposure?.trim() || null,
    explanation:
      [relation(condition), condition.explanation?.trim()].filter(Boolean).join(' ') || null,
    approximateStart: condition.approximateStart && slashedDate(condition.approximateStart),
  };
}

/** "Left knee strain, secondary to right knee strain", as the form's own example 3 writes it. */
function conditionName({ name, side, basis, secondaryTo }: ClaimedCondition): string {
  const named = side && !/\b(left|right|bilateral|both)\b/i.test(name);
  const sided = named ? `${sideWord[side]} ${lowerFirst(name)}` : name;
  if (!secondaryTo) return sided;
  if (basis === 'secondary') return `${sided}, secondary to ${lowerFirst(secondaryTo)}`;
  if (basis === 'aggravation') return `${sided}, aggravated by ${lowerFirst(secondaryTo)}`;
  return sided;
}

/** What the form has no box for but VA must know: the kind of claim, at the head of the explanation. */
function relation({ basis, secondaryTo }: ClaimedCondition): string | null {
  if (basis === 'increase') return 'Increase: service-connected condition has worsened.';
  if (basis === 'presumptive') return 'Presumptive service connection.';
  if (basis === 'aggravation' && !secondaryTo)
    return 'Existed before service and was aggravated by service.';
  return null;
}

const sideWord = { left: 'Left', right: 'Right', both: 'Bilateral' } as const;

/** "Knee strain" → "knee strain", but "PTSD" stays "PTSD". */
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
