/**
 * Which of VA's forms a case fills, and with what: a 21-526EZ for the conditions claimed anew,
 * one decision review form per lane with its issues and decision dates, a 21-4138 per personal
 * statement, a 21-10210 per witness statement, one 21-4142 for the private providers, and a
 * 21-0966 while some new claim still has gaps (it protects the effective date while the veteran
 * gathers the rest) and no intent to file for compensation is already running. Pure: the identity typed for the download passes through and is kept
 * nowhere.
 */
import {
  caseReviewLaneForms,
  caseReviewLanes,
  type CaseCondition,
  type CaseProvider,
  type CaseResponse,
  type CaseStatement,
} from '../../../contracts/case';
import type { ServiceHistory } from '../../../contracts/service-history';
import type { FormTemplate } from '../../../contracts/va-forms';
import type { FormFill, VeteranIdentity } from '../../forms/form-fill';
import { identificationLine } from '../../forms/identity-fields';
import { fillBoardAppeal } from '../../forms/va-10182';
import { fillSupplementalClaim } from '../../forms/va-20-0995';
import { fillHigherLevelReview } from '../../forms/va-20-0996';
import { fillIntentToFile } from '../../forms/va-21-0966';
import { fillWitnessStatement, type WitnessRelationship } from '../../forms/va-21-10210';
import { fillStatementInSupport } from '../../forms/va-21-4138';
import { fillAuthorizationToDisclose } from '../../forms/va-21-4142';
import { fillDisabilityCompensation } from '../../forms/va-21-526ez';

export interface PlannedForm {
  /** The ZIP entry: the form number, with a count where the packet holds several. */
  entryName: string;
  formNumber: string;
  fill(template: FormTemplate): FormFill;
}

export interface PacketFormsInput {
  caseFile: Pick<CaseResponse, 'conditions' | 'statements' | 'providers'>;
  identity: VeteranIdentity;
  /** A presumptive rule's id → its title, for the 21-526EZ's exposure column. */
  presumptiveTitles: ReadonlyMap<string, string>;
  /** An intent to file for compensation whose year still runs; VA keeps one at a time. */
  intentToFileRunning: boolean;
  /** The service history saved in the profile, if any. */
  serviceHistory?: ServiceHistory | null;
  /** Which list of the 21-526EZ's item 15 a place belongs to (15B Gulf War, 15C herbicide). */
  hazardOfPlace?: (place: string) => 'gulf-war' | 'herbicide' | null;
}

/**
 * The case as the packet names it: a condition raised from a rated disability carries the
 * rated name ("Lumbosacral strain"), not the veteran's words ("my back"), on every form, in the
 * evidence index and in the README alike.
 */
export function withRatedNames<Case extends Pick<CaseResponse, 'conditions'>>(
  caseFile: Case,
  ratedDisabilities: readonly { id: string; name: string }[],
): Case {
  return {
    ...caseFile,
    conditions: caseFile.conditions.map((condition) => {
      const rated = ratedDisabilities.find(
        (disability) => disability.id === condition.disabilityId,
      );
      return rated ? { ...condition, name: rated.name } : condition;
    }),
  };
}

export function planPacketForms({
  caseFile,
  identity,
  presumptiveTitles,
  intentToFileRunning,
  serviceHistory = null,
  hazardOfPlace = () => null,
}: PacketFormsInput): PlannedForm[] {
  const { statements, providers, conditions } = caseFile;
  const newClaims = conditions.filter((condition) => condition.reviewLane === null);
  const planned: PlannedForm[] = [];

  if (newClaims.length > 0)
    planned.push({
      entryName: '21-526EZ.pdf',
      formNumber: '21-526EZ',
      fill: (template) =>
        fillDisabilityCompensation(template, {
          identity,
          conditions: newClaims.map((condition) => ({
            name: condition.name,
            side: condition.side,
            basis: condition.basis,
            secondaryTo: condition.secondaryTo,
            approximateStart: condition.approximateStart,
            explanation: condition.explanation,
            exposure: condition.presumptiveRule
              ? (presumptiveTitles.get(condition.presumptiveRule) ?? null)
              : null,
          })),
          service: serviceHistory && {
            periods: serviceHistory.periods,
            places: serviceHistory.places.map((place) => ({
              ...place,
              hazard: hazardOfPlace(place.place),
            })),
            exposures: serviceHistory.exposures,
          },
        }),
    });

  for (const lane of caseReviewLanes) {
    const { form: formNumber } = caseReviewLaneForms[lane];
    const laneConditions = conditions.filter((condition) => condition.reviewLane === lane);
    const issues = laneConditions.map((condition) => ({
      name: issueName(condition),
      decisionDate: condition.decisionDate,
    }));
    if (issues.length === 0) continue;
    planned.push({
      entryName: `${formNumber}.pdf`,
      formNumber,
      fill: (template) => {
        if (lane === 'supplemental-claim')
          return fillSupplementalClaim(template, {
            identity,
            issues,
            // Only the providers that treated this review's own conditions.
            evidence: providers
              .filter((provider) => treatsAny(provider, laneConditions))
              .map((provider) => ({
                place: 'private',
                facility: facilityName(provider),
                treatmentDate: provider.treatmentFrom,
              })),
          });
        if (lane === 'higher-level-review')
          return fillHigherLevelReview(template, { identity, issues, informalConference: null });
        return fillBoardAppeal(template, { identity, issues, docket: null });
      },
    });
  }

  planned.push(...statementForms(statements, identity, conditions));

  if (providers.length > 0)
    planned.push({
      entryName: '21-4142.pdf',
      formNumber: '21-4142',
      fill: (template) =>
        fillAuthorizationToDisclose(template, {
          identity,
          providers: providers.map((provider) => ({
            ...provider,
            conditions: conditions
              .filter((condition) => provider.conditionIds.includes(condition.id))
              .map(issueName),
          })),
        }),
    });

  if (!intentToFileRunning && newClaims.some((condition) => !condition.ready))
    planned.push({
      entryName: '21-0966.pdf',
      formNumber: '21-0966',
      fill: (template) => fillIntentToFile(template, { identity }),
    });

  const identification = identificationLine(identity);
  return planned.map((form) => ({
    ...form,
    fill: (template: FormTemplate) => ({ ...form.fill(template), identification }),
  }));
}

/** Each statement's file in the packet: "21-4138-1.pdf" and on for the veteran's own. */
export function statementEntryNames(statements: CaseStatement[]): Map<string, string> {
  const counts = { personal: 0, witness: 0 };
  return new Map(
    statements.map((statement) => {
      counts[statement.kind] += 1;
      return [statement.id, `${STATEMENT_FORMS[statement.kind]}-${counts[statement.kind]}.pdf`];
    }),
  );
}

const STATEMENT_FORMS = { personal: '21-4138', witness: '21-10210' } as const;

function statementForms(
  statements: CaseStatement[],
  identity: VeteranIdentity,
  conditions: CaseCondition[],
): PlannedForm[] {
  const entryNames = statementEntryNames(statements);
  // The veteran's own statements first, then the witnesses', as their numbers run.
  const ordered = [...statements].sort((a, b) =>
    a.kind === b.kind ? 0 : a.kind === 'personal' ? -1 : 1,
  );
  return ordered.map((statement) => ({
    entryName: entryNames.get(statement.id)!,
    formNumber: STATEMENT_FORMS[statement.kind],
    fill: (template: FormTemplate) =>
      statement.kind === 'personal'
        ? fillStatementInSupport(template, { identity, statement: statement.text })
        : fillWitnessStatement(template, {
            identity,
            statement: statement.text,
            condition: conditionOf(statement, conditions),
            witness: {
              name: statement.witnessName ?? '',
              ...relationshipBoxes(statement.witnessRelationship),
              phone: null,
              email: null,
            },
          }),
  }));
}

const treatsAny = (provider: CaseProvider, conditions: CaseCondition[]) =>
  conditions.some((condition) => provider.conditionIds.includes(condition.id));

/**
 * The Supplemental Claim issues with nothing new for VA to consider: no document uploaded after
 * the decision (other than the decision letter itself) confirmed as evidence, no statement and no
 * provider for the condition. VA needs new and relevant evidence to take one up (38 CFR 3.2501).
 */
export function supplementalWithoutNewEvidence(
  caseFile: Pick<CaseResponse, 'conditions' | 'statements' | 'providers'>,
  uploadedOn: ReadonlyMap<string, string>,
): string[] {
  return caseFile.conditions
    .filter((condition) => condition.reviewLane === 'supplemental-claim')
    .filter((condition) => {
      const decided = condition.decisionDate ?? '';
      const newDocument = condition.elements.some((element) =>
        element.items.some(
          (item) =>
            item.kind === 'document' &&
            item.state === 'confirmed' &&
            item.documentId !== null &&
            item.documentId !== condition.originDocumentId &&
            (uploadedOn.get(item.documentId) ?? '') > decided,
        ),
      );
      const statement = caseFile.statements.some((each) => each.conditionId === condition.id);
      const provider = caseFile.providers.some((each) => treatsAny(each, [condition]));
      return !newDocument && !statement && !provider;
    })
    .map(issueName);
}

/** The claimed condition a statement supports, as the forms name it. */
function conditionOf(statement: CaseStatement, conditions: CaseCondition[]): string | null {
  const condition = conditions.find((each) => each.id === statement.conditionId);
  return condition ? issueName(condition) : null;
}

/** The condition as a decision or a provider's records name it, with its side. */
function issueName(condition: CaseCondition): string {
  const side = condition.side === 'both' ? 'bilateral' : condition.side;
  return side && !new RegExp(`\\b${side}\\b`, 'i').test(condition.name)
    ? `${condition.name}, ${side}`
    : condition.name;
}

function facilityName(provider: CaseProvider): string {
  return [provider.name, provider.city, provider.state].filter(Boolean).join(', ');
}

const RELATIONSHIP_WORDS: [WitnessRelationship, RegExp][] = [
  ['servedWith', /\b(?:served|unit|platoon|squad|company|ship(?:mate)?|battalion|crew|buddy)\b/i],
  [
    'familyOrFriend',
    /\b(?:wife|husband|spouse|partner|mother|father|mom|dad|parent|son|daughter|child|brother|sister|sibling|cousin|aunt|uncle|grand\w*|friend|neighbou?r|fianc\w*)\b/i,
  ],
  ['coworkerOrSupervisor', /\b(?:co-?worker|colleague|supervisor|boss|manager|employer)\b/i],
];

/** Item 19's boxes from the relationship as the veteran wrote it; the words go in "Other". */
function relationshipBoxes(relationship: string | null) {
  const relationships = RELATIONSHIP_WORDS.filter(([, words]) =>
    words.test(relationship ?? ''),
  ).map(([box]) => box);
  return {
    relationships,
    otherRelationship: relationship && relationships.length === 0 ? relationship : null,
  };
}
