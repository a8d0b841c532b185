/**
 * VA Form 21-526EZ, Application for Disability Compensation: the veteran's identity (Section I)
 * and the claimed conditions (item 16 and its addendum). Everything else the case does not know
 * is left for the veteran, as are the signatures.
 */
import type { CaseBasis } from '../../contracts/case';
import {
  reportedExposureLabels,
  type ReportedExposure,
  type ServicePeriod,
  type ServicePlace,
} from '../../contracts/service-history';
import type { FormTemplate } from '../../contracts/va-forms';
import {
  type ContinuationEntry,
  type FormFill,
  type TextFlow,
  type VeteranIdentity,
} from './form-fill';
import { dateParts, slashedDate, writeIfMapped } from './field-parts';
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
  /** The service history saved in the profile, each place sorted by the form's lists. */
  service?: ServiceRecord | null;
}

/** Sections IV and VI as the profile knows them. */
export interface ServiceRecord {
  periods: ServicePeriod[];
  /** Each stay, with the list of item 15 it belongs to (15B Gulf War, 15C herbicide). */
  places: (ServicePlace & { hazard: 'gulf-war' | 'herbicide' | null })[];
  exposures: ReportedExposure[];
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
  const values: Record<string, string | boolean> = { ...identity.values };
  // Item 4: a VA file number is VA's record of an earlier claim.
  if (input.identity.vaFileNumber) writeIfMapped(values, template, 'claim.filedBefore', YES);
  if (input.service) {
    serviceFill(values, template, input.service);
    const exposures = exposureFill(template, input.service, input.conditions);
    Object.assign(values, exposures.values);
    flows.push(...exposures.flows);
    continuation.push(...exposures.continuation);
    const periods = input.service.periods;
    if (periods.length > 2)
      continuation.push({
        item: 'Item 20C, additional periods of service',
        text: byEnd(periods)
          .slice(2)
          .map((period) => `${branchLabel[period.branch]}: ${span(period, slashedDate)}`)
          .join('\n'),
      });
  }
  return { formNumber: template.form, values, flows, continuation };
}

// The radio boxes' on-states as VA's field lists give them: the first box is "Yes".
const YES = '0';
const NO = '1';

/** Item 19A's boxes by our branch values (the form's rows: Army, Air Force, NOAA; Navy, …). */
const BRANCH_BOX: Record<ServicePeriod['branch'], string> = {
  army: '0',
  'air-force': '1',
  navy: '3',
  'coast-guard': '4',
  marines: '6',
  'space-force': '7',
};

const branchLabel: Record<ServicePeriod['branch'], string> = {
  army: 'Army',
  'air-force': 'Air Force',
  navy: 'Navy',
  'coast-guard': 'Coast Guard',
  marines: 'Marine Corps',
  'space-force': 'Space Force',
};

/** Latest service first: a period still running counts as the latest. */
const byEnd = (periods: ServicePeriod[]) =>
  [...periods].sort((a, b) => (b.to ?? '9999').localeCompare(a.to ?? '9999'));

const span = (stay: { from: string; to: string | null }, date: (iso: string) => string) =>
  `${date(stay.from)} to ${stay.to ? date(stay.to) : 'present'}`;

/** "1991-01-17" → "01/1991", as item 15 asks (MM-YYYY). */
const monthYear = (iso: string) => {
  const parts = dateParts(iso);
  return parts ? `${parts.month}/${parts.year}` : iso;
};

function writeDate(
  values: Record<string, string | boolean>,
  template: FormTemplate,
  key: string,
  iso: string | null,
) {
  const parts = dateParts(iso);
  if (!parts) return;
  for (const part of ['month', 'day', 'year'] as const)
    writeIfMapped(values, template, `${key}.${part}`, parts[part]);
}

function check(values: Record<string, string | boolean>, template: FormTemplate, key: string) {
  const name = template.fields[key];
  if (name) values[name] = true;
}

/** Section VI: the branch and dates of the most recent service, and the one before it. */
function serviceFill(
  values: Record<string, string | boolean>,
  template: FormTemplate,
  service: ServiceRecord,
) {
  const [latest, earlier] = byEnd(service.periods);
  if (!latest) return;
  writeIfMapped(values, template, 'service.branch', BRANCH_BOX[latest.branch]);
  writeDate(values, template, 'service.entry', latest.from);
  writeDate(values, template, 'service.exit', latest.to);
  if (earlier) {
    writeDate(values, template, 'service.additional.from', earlier.from);
    writeDate(values, template, 'service.additional.to', earlier.to);
  }
}

/**
 * Section IV: whether a condition is claimed for a toxic exposure, the Gulf War and herbicide
 * locations with the span of the stays there, the exposures VA lists, and every stay by place
 * and dates in 15E, so VA sees each one.
 */
function exposureFill(
  template: FormTemplate,
  service: ServiceRecord,
  conditions: ClaimedCondition[],
): Pick<FormFill, 'values' | 'flows' | 'continuation'> {
  const values: Record<string, string | boolean> = {};
  const flows: TextFlow[] = [];
  const hazardous = service.places.filter((place) => place.hazard);
  const claiming =
    conditions.some((condition) => condition.basis === 'presumptive' && condition.exposure) ||
    service.exposures.length > 0 ||
    hazardous.length > 0;
  if (!claiming) return { values, flows, continuation: [] };
  writeIfMapped(values, template, 'exposure.claiming', YES);
  for (const [hazard, key] of [
    ['gulf-war', 'exposure.gulfWar'],
    ['herbicide', 'exposure.herbicide'],
  ] as const) {
    const stays = service.places.filter((place) => place.hazard === hazard);
    writeIfMapped(values, template, `${key}.served`, stays.length > 0 ? YES : NO);
    if (stays.length === 0) continue;
    const from = stays.map((stay) => stay.from).sort()[0]!;
    const to = stays.some((stay) => stay.to === null)
      ? null
      : stays
          .map((stay) => stay.to!)
          .sort()
          .at(-1)!;
    for (const [end, iso] of [
      ['from', from],
      ['to', to],
    ] as const) {
      const parts = dateParts(iso);
      writeIfMapped(values, template, `${key}.${end}.month`, parts?.month);
      writeIfMapped(values, template, `${key}.${end}.year`, parts?.year);
    }
  }
  if (service.exposures.includes('camp-lejeune')) check(values, template, 'exposure.campLejeune');
  if (service.exposures.includes('radiation')) check(values, template, 'exposure.radiation');
  const others = service.exposures.filter(
    (exposure) =>
      !['camp-lejeune', 'radiation'].includes(exposure) &&
      !(exposure === 'burn-pits' && hazardous.some((place) => place.hazard === 'gulf-war')) &&
      !(exposure === 'herbicides' && hazardous.some((place) => place.hazard === 'herbicide')),
  );
  if (others.length > 0) {
    check(values, template, 'exposure.other');
    flows.push({
      item: 'Item 15D, other exposure',
      fields: [fieldName(template, 'exposure.otherSpecify')],
      text: others.map((exposure) => reportedExposureLabels[exposure]).join('; '),
    });
  }
  if (service.places.length > 0)
    flows.push({
      item: 'Item 15E, dates and locations of potential exposure',
      fields: [fieldName(template, 'exposure.additional')],
      text: service.places.map((place) => `${place.place}, ${span(place, monthYear)}`).join('; '),
    });
  return { values, flows, continuation: [] };
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
