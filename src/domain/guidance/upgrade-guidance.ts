/**
 * Upgrade guidance for one rated disability (spec §2 guidance dialog, §3 "Guidance response"):
 * the condition's own levels, what decides the next one, forms, evidence, buddy-letter and
 * doctor tips, and an optimization alert from the what-if and pyramiding checks.
 * The words come from content/guidance (passed in as `UpgradeGuidanceContent`); this module
 * decides which of them apply and fills in the numbers.
 * Facts: va-facts.md §3 (pyramiding, TDIU, SMC), §4 (forms), §5 (reviews), §10 (corrections).
 */
import { nameWithSide } from '../conditions/disability-name';
import {
  isSpineCode,
  spineSegmentOfDisability,
  type SpineSegment,
} from '../conditions/spine-segments';
import { type Side } from '../ratings/bilateral-factor';
import { calculateCombinedRating } from '../ratings/combined-rating';
import {
  checkPyramiding,
  type CombinabilityRule,
  type PyramidingWarning,
} from '../ratings/pyramiding';
import { tdiuSchedularStatus, type TdiuSchedularStatus } from '../ratings/tdiu-schedular-status';
import { whatIf } from '../ratings/what-if';
import { regulationCheck, type RuleCheck } from '../regulations/regulation-link';
import {
  fillTemplate,
  type GuidanceItemList,
  type GuidanceProse,
  type GuidanceSituation,
  type GuidanceText,
  type PlaceholderValues,
  type UpgradeGuidanceContent,
} from './guidance-text';
import { findVaForm, VA_FORM, type VaForm, type VaFormNumber } from './va-forms';

export interface PercentageLevel {
  percentage: number;
  criteria: string;
}

/** The fields guidance reads from a condition; the contracts' VaCondition and ConditionDetail fit. */
export interface Condition {
  diagnosticCode: string;
  conditionName: string;
  cfrSection: string | null;
  ratingFormula?: string | null;
  percentageOptions: readonly PercentageLevel[];
  commonSymptoms: readonly string[];
  requiredEvidence: readonly string[];
  examinerFocus: readonly string[];
  notes?: readonly string[] | null;
  sources: readonly string[];
  confidence: string | null;
  /** YYYY-MM-DD: when the criteria were last compared with the regulation. */
  checkedOn?: string | null;
}

/** A disability as the veteran tracks it (the contracts' Disability fits). */
export interface TrackedRating {
  /** Finds this disability in the veteran's list; without ids, the same object or equal fields do. */
  id?: string;
  name: string;
  currentPercentage: number;
  diagnosticCode: string | null;
  side: Side | null;
  /** For a spine code whose name does not say which part of the spine it rates. */
  spineSegment?: SpineSegment | null;
}

export interface UpgradeGuidanceInput {
  disability: TrackedRating;
  /** Matched by the caller on diagnostic code; null when we have no criteria for it. */
  condition: Condition | null;
  /** content/forms/va-forms.json `forms`. */
  forms: readonly VaForm[];
  /** The veteran's whole list, for the what-if and pyramiding checks. */
  allDisabilities: readonly TrackedRating[];
  rules: readonly CombinabilityRule[];
  /** With no code saved, how many conditions the veteran's name for it may mean. */
  conditionsNamed?: number;
}

export interface GuidanceForm {
  number: string;
  title: string;
  purpose: string;
}

/** Structurally the contracts' Guidance (guidanceSchema); domain may not import contracts. */
export interface UpgradeGuidance {
  disabilityName: string;
  diagnosticCode: string | null;
  conditionName: string | null;
  cfrSection: string | null;
  currentPercentage: number;
  /** The code's next level above the current rating; null at the top or when unknown. */
  nextPercentage: number | null;
  optimizationAlert: string | null;
  overview: string;
  /** The one or two findings that decide the next level, in a few words. */
  keyFindings: string[];
  percentageLevels: Record<string, string>;
  /** The condition's notes about its levels (how the formula is read, recent revisions). */
  goodToKnow: string[];
  requiredForms: GuidanceForm[];
  documentationNeeded: string[];
  buddyLetterTips: string[];
  doctorGuidance: string[];
  upgradeGuidance: string | null;
  sources: string[];
  /** Where to read the current rule and when our summary was last compared with it. */
  ruleCheck: RuleCheck | null;
  confidence: string | null;
}

/** Where the current rating sits among the levels of the condition's code. */
interface RatingLadder {
  levels: PercentageLevel[];
  current: PercentageLevel | undefined;
  next: PercentageLevel | undefined;
  highest: PercentageLevel;
}

/** What the what-if and pyramiding checks found for this disability. */
interface Findings {
  combinedNow: number;
  tdiuNow: TdiuSchedularStatus;
  raise: RaiseOutcome | undefined;
  pyramiding: PyramidingWarning<PositionedDisability>[];
  position: number;
}

interface RaiseOutcome {
  from: number;
  to: number;
  /** False when the condition is unknown and the target is only the next 10%. */
  toKnownLevel: boolean;
  combinedRating: number;
  tdiu: TdiuSchedularStatus;
}

interface PositionedDisability {
  name: string;
  diagnosticCode: string | null;
  position: number;
  /** A spine disability's part of the spine, when its name or the veteran's choice says. */
  spineSegment: SpineSegment | null;
  side: Side | null;
}

/** Everything the words are chosen and filled from, worked out once. */
interface Assembly {
  content: UpgradeGuidanceContent;
  situations: ReadonlySet<GuidanceSituation>;
  values: PlaceholderValues;
  lists: Record<GuidanceItemList, readonly string[]>;
  /** Sources of every block used, in order of use. */
  sources: string[];
}

/**
 * Builds the guidance object of spec §3. Deterministic: no clock, no I/O. Percentages must be
 * valid ratings (0–100 in steps of 10), as the contracts guarantee.
 */
export function buildUpgradeGuidance(
  input: UpgradeGuidanceInput,
  content: UpgradeGuidanceContent,
): UpgradeGuidance {
  const { disability, condition } = input;
  const ladder = condition ? ratingLadder(condition, disability.currentPercentage) : null;
  const findings = checkRatings(input, ladder);
  const deciding =
    condition && ladder?.next ? decidingFindings(condition, ladder.next, content) : null;
  const assembly: Assembly = {
    content,
    situations: situationsOf(input, ladder, findings),
    values: placeholderValues(input, ladder, findings, deciding?.findings ?? []),
    lists: conditionLists(condition),
    sources: [...(condition?.sources ?? []), ...(deciding?.sources ?? [])],
  };
  const tdiuRelevant = findings.tdiuNow.met || findings.raise?.tdiu.met === true;
  // Each text adds its blocks' sources to the assembly, so the words come before the sources.
  const words = {
    optimizationAlert: buildOptimizationAlert(assembly, findings),
    overview: prose(assembly, content.overview),
    documentationNeeded: texts(assembly, content.documentationNeeded),
    buddyLetterTips: texts(assembly, content.buddyLetterTips),
    doctorGuidance: texts(assembly, content.doctorGuidance),
    upgradeGuidance: prose(assembly, content.upgradeStrategy) || null,
  };

  return {
    disabilityName: nameWithSide(disability),
    diagnosticCode: disability.diagnosticCode ?? condition?.diagnosticCode ?? null,
    conditionName: condition?.conditionName ?? null,
    cfrSection: condition?.cfrSection ?? null,
    currentPercentage: disability.currentPercentage,
    nextPercentage: ladder?.next?.percentage ?? null,
    optimizationAlert: words.optimizationAlert,
    overview: words.overview,
    keyFindings: [...(deciding?.findings ?? [])],
    percentageLevels: ladder ? levelsByPercentage(ladder.levels) : {},
    goodToKnow: (condition?.notes ?? []).filter((note) => !isAboutServiceLink(note)).map(sentence),
    requiredForms: requiredForms(input.forms, tdiuRelevant),
    documentationNeeded: words.documentationNeeded,
    buddyLetterTips: words.buddyLetterTips,
    doctorGuidance: words.doctorGuidance,
    upgradeGuidance: words.upgradeGuidance,
    sources: citations(assembly.sources, condition !== null),
    ruleCheck:
      condition?.cfrSection && condition.checkedOn
        ? regulationCheck(condition.cfrSection, condition.checkedOn)
        : null,
    confidence: condition?.confidence ?? null,
  };
}

/** A raise of this disability that lifts the combined rating, as the alert describes it. */
export interface ProposedRaise {
  from: number;
  to: number;
  combinedNow: number;
  combinedAfter: number;
}

/** The raise guidance proposes when it lifts the combined rating, else null (kept as a record). */
export function proposedRaise(input: UpgradeGuidanceInput): ProposedRaise | null {
  const ladder = input.condition
    ? ratingLadder(input.condition, input.disability.currentPercentage)
    : null;
  const findings = checkRatings(input, ladder);
  if (!findings.raise || !raisesCombinedRating(findings)) return null;
  return {
    from: findings.raise.from,
    to: findings.raise.to,
    combinedNow: findings.combinedNow,
    combinedAfter: findings.raise.combinedRating,
  };
}

function ratingLadder(condition: Condition, currentPercentage: number): RatingLadder {
  const levels = [...condition.percentageOptions].sort((a, b) => a.percentage - b.percentage);
  return {
    levels,
    current: levels.find((level) => level.percentage === currentPercentage),
    next: levels.find((level) => level.percentage > currentPercentage),
    highest: levels[levels.length - 1] as PercentageLevel,
  };
}

function levelsByPercentage(levels: readonly PercentageLevel[]): Record<string, string> {
  return Object.fromEntries(levels.map((level) => [String(level.percentage), level.criteria]));
}

function checkRatings(input: UpgradeGuidanceInput, ladder: RatingLadder | null): Findings {
  const { list, position } = veteransRatings(input.disability, input.allDisabilities);
  const entries = list.map((entry) => ({ percentage: entry.currentPercentage, side: entry.side }));
  const current = whatIf(entries).current;
  const from = input.disability.currentPercentage;
  const to = ladder ? ladder.next?.percentage : from < 100 ? from + 10 : undefined;

  return {
    combinedNow: current.combinedRating,
    tdiuNow: current.tdiu,
    raise:
      to === undefined ? undefined : raiseOutcome(entries, position, from, to, ladder !== null),
    pyramiding: pyramidingWarnings(list, position, input.condition, input.rules),
    position,
  };
}

/** The veteran's list with this disability in it, and where it is. */
function veteransRatings(
  disability: TrackedRating,
  allDisabilities: readonly TrackedRating[],
): { list: readonly TrackedRating[]; position: number } {
  const position = allDisabilities.findIndex((other) => isSameDisability(disability, other));
  if (position >= 0) return { list: allDisabilities, position };
  return { list: [...allDisabilities, disability], position: allDisabilities.length };
}

function isSameDisability(a: TrackedRating, b: TrackedRating): boolean {
  if (a === b) return true;
  if (a.id !== undefined && b.id !== undefined) return a.id === b.id;
  return (
    a.name === b.name &&
    a.currentPercentage === b.currentPercentage &&
    a.diagnosticCode === b.diagnosticCode &&
    a.side === b.side
  );
}

function raiseOutcome(
  entries: readonly { percentage: number; side: Side | null }[],
  position: number,
  from: number,
  to: number,
  toKnownLevel: boolean,
): RaiseOutcome {
  // Keeps the side, so the raise flows through the bilateral factor as VA would apply it.
  const raised = entries.map((entry, index) =>
    index === position ? { ...entry, percentage: to } : entry,
  );
  return {
    from,
    to,
    toKnownLevel,
    combinedRating: calculateCombinedRating(raised).combinedRating,
    tdiu: tdiuSchedularStatus(raised),
  };
}

function pyramidingWarnings(
  list: readonly TrackedRating[],
  position: number,
  condition: Condition | null,
  rules: readonly CombinabilityRule[],
): PyramidingWarning<PositionedDisability>[] {
  const tracked = list.map((entry, index) => {
    const diagnosticCode =
      entry.diagnosticCode ?? (index === position ? (condition?.diagnosticCode ?? null) : null);
    return {
      name: nameWithSide(entry),
      diagnosticCode,
      position: index,
      spineSegment: isSpineCode(diagnosticCode) ? spineSegmentOfDisability(entry) : null,
      side: entry.side,
    };
  });
  return checkPyramiding(tracked, rules).warnings.filter(
    (warning) =>
      warning.disabilities.some((entry) => entry.position === position) &&
      !onDifferentBodyParts(warning.disabilities),
  );
}

const knownAndDifferent = <T>(first: T | null | undefined, second: T | null | undefined) =>
  first != null && second != null && first !== second;

/**
 * Pyramiding is one disability rated twice. Two known to sit on different parts are not: the
 * neck and the mid and low back are rated separately (38 CFR 4.71a, Note 6 of the spine
 * formula), and so are a left and a right limb (a "same joint" rule speaks of one joint).
 */
const onDifferentBodyParts = ([first, second]: readonly PositionedDisability[]) =>
  knownAndDifferent(first?.spineSegment, second?.spineSegment) ||
  knownAndDifferent(first?.side, second?.side);

function raisesCombinedRating(findings: Findings): boolean {
  return findings.raise !== undefined && findings.raise.combinedRating > findings.combinedNow;
}

/** Which blocks of the content apply to this disability. */
function situationsOf(
  input: UpgradeGuidanceInput,
  ladder: RatingLadder | null,
  findings: Findings,
): Set<GuidanceSituation> {
  const { disability, condition } = input;
  const current = disability.currentPercentage;
  const holds = new Map<GuidanceSituation, boolean>();
  const known = condition !== null && ladder !== null;
  holds.set('knownCondition', known);
  holds.set('unknownCondition', !known);
  holds.set('unknownConditionWithCode', !known && disability.diagnosticCode !== null);
  // A name that means several codes ("left knee") is not unknown: the veteran chooses theirs.
  const toChoose = !known && disability.diagnosticCode === null && (input.conditionsNamed ?? 0) > 1;
  holds.set('codeToChoose', toChoose);
  holds.set(
    'unknownConditionWithoutCode',
    !known && disability.diagnosticCode === null && !toChoose,
  );
  if (condition && ladder) {
    const topOfCode = !ladder.next;
    const highest = ladder.highest.percentage;
    holds.set('ratingFormula', Boolean(condition.ratingFormula));
    holds.set('noRatingFormula', !condition.ratingFormula);
    holds.set('currentLevel', ladder.current !== undefined);
    // 38 CFR 4.31 (va-facts §3): a code without a 0% level still gets 0% below its lowest level.
    holds.set('zeroBelowLowestLevel', !ladder.current && current === 0);
    holds.set('currentNotALevel', !ladder.current && current !== 0);
    holds.set('nextLevel', !topOfCode);
    holds.set('topOfCode', topOfCode);
    holds.set('atHighestLevel', topOfCode && current === highest);
    holds.set('aboveHighestLevel', topOfCode && current !== highest);
    // Past the top of a code, va-facts §3 supports SMC at 100% and TDIU below it.
    holds.set('topOfCodeAtTotal', topOfCode && highest === 100);
    holds.set('topOfCodeCombinedTotal', topOfCode && highest < 100 && findings.combinedNow >= 100);
    holds.set('topOfCodeBelowTotal', topOfCode && highest < 100 && findings.combinedNow < 100);
  }
  holds.set('increaseSuggested', !known || ladder?.next !== undefined);
  holds.set('tdiuMet', findings.tdiuNow.met);
  holds.set(
    'tdiuAtRaise',
    !findings.tdiuNow.met && !findings.tdiuNow.alreadyTotal && findings.raise?.tdiu.met === true,
  );
  // va-facts §10 (Bradley v. Peake): a TDIU on one disability can support SMC(s) at 100%.
  holds.set('combinedTotal', findings.tdiuNow.alreadyTotal && current < 100);
  const witnesses = severityEvidence(condition).some((evidence) => evidence.includes('21-10210'));
  holds.set('witnessStatementsListed', witnesses);
  holds.set('noWitnessStatementsListed', !witnesses);
  const symptoms = observableSymptoms(condition).length > 0;
  holds.set('symptomsKnown', symptoms);
  holds.set('noSymptomsKnown', !symptoms);
  return new Set([...holds].filter(([, value]) => value).map(([situation]) => situation));
}

function placeholderValues(
  input: UpgradeGuidanceInput,
  ladder: RatingLadder | null,
  findings: Findings,
  deciding: readonly string[],
): PlaceholderValues {
  const { disability, condition } = input;
  const percent = (value: number | undefined) => (value === undefined ? undefined : String(value));
  return {
    disability: nameWithSide(disability),
    condition: condition?.conditionName,
    conditionLower: condition?.conditionName.toLowerCase(),
    code: condition?.diagnosticCode ?? disability.diagnosticCode ?? undefined,
    section: condition ? (condition.cfrSection ?? '38 CFR Part 4') : undefined,
    formula: condition?.ratingFormula ?? undefined,
    current: String(disability.currentPercentage),
    next: percent(ladder?.next?.percentage),
    lowest: percent(ladder?.levels[0]?.percentage),
    highest: percent(ladder?.highest.percentage),
    findings: deciding.length ? deciding.map(lowerFirst).join('; ') : undefined,
    symptoms: observableSymptoms(condition).map(lowerFirst).join('; ') || undefined,
    from: percent(findings.raise?.from),
    to: percent(findings.raise?.to),
    combinedNow: String(findings.combinedNow),
    combinedAfter: percent(findings.raise?.combinedRating),
  };
}

function conditionLists(condition: Condition | null): Record<GuidanceItemList, readonly string[]> {
  return {
    severityEvidence: severityEvidence(condition).map(sentence),
    examinerFocus: (condition?.examinerFocus ?? [])
      .filter((item) => !isAboutServiceLink(item))
      .map((item) => sentence(lowerFirst(item))),
  };
}

/** The blocks that apply, filled in; a block with `each` gives one text per item. */
function texts(assembly: Assembly, blocks: readonly GuidanceText[]): string[] {
  return blocks.flatMap((block) => {
    if (block.when && !assembly.situations.has(block.when)) return [];
    const items = block.each ? assembly.lists[block.each] : [undefined];
    if (items.length === 0) return [];
    assembly.sources.push(...block.sources);
    return items.map((item) => fillTemplate(block.text, { ...assembly.values, item }));
  });
}

function prose(assembly: Assembly, paragraphs: GuidanceProse): string {
  return paragraphs
    .map((blocks) => texts(assembly, blocks).join(' '))
    .filter((paragraph) => paragraph.length > 0)
    .join('\n\n');
}

function filled(assembly: Assembly, block: GuidanceText, values: PlaceholderValues = {}): string {
  assembly.sources.push(...block.sources);
  return fillTemplate(block.text, { ...assembly.values, ...values });
}

function buildOptimizationAlert(assembly: Assembly, findings: Findings): string | null {
  const { alerts } = assembly.content;
  const { raise, tdiuNow } = findings;
  const parts: string[] = [];
  if (raise && raisesCombinedRating(findings)) {
    parts.push(
      filled(assembly, raise.toKnownLevel ? alerts.combinedStep : alerts.combinedStepUnknownLevel),
    );
  }
  if (raise?.tdiu.met && !tdiuNow.met && !tdiuNow.alreadyTotal) {
    parts.push(filled(assembly, alerts.tdiuThreshold));
  }
  for (const warning of findings.pyramiding) {
    parts.push(pyramidingAlert(assembly, warning, findings.position));
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

function pyramidingAlert(
  assembly: Assembly,
  warning: PyramidingWarning<PositionedDisability>,
  position: number,
): string {
  const { alerts } = assembly.content;
  const [first, second] = warning.disabilities;
  const pair =
    first.position === position
      ? `${first.name} and ${second.name}`
      : `${second.name} and ${first.name}`;
  const rule = withBasis(
    warning.pyramidingRule ?? filled(assembly, alerts.pyramidingDefaultRule),
    warning.regulatoryBasis,
  );
  const block =
    warning.severity === 'caution' ? alerts.pyramidingCaution : alerts.pyramidingSeparate;
  return filled(assembly, block, { pair, rule });
}

/**
 * What decides the next level: the hand-written findings for the code or its formula, else the
 * level's criteria up to its examples, as one or two alternatives.
 */
function decidingFindings(
  condition: Condition,
  level: PercentageLevel,
  content: UpgradeGuidanceContent,
): { findings: readonly string[]; sources: readonly string[] } {
  const written = content.decidingFindings.find(
    (entry) =>
      entry.percentage === level.percentage &&
      (entry.diagnosticCodes?.includes(condition.diagnosticCode) ||
        (entry.ratingFormula !== undefined && entry.ratingFormula === condition.ratingFormula)),
  );
  if (written) return written;
  const headline = level.criteria.split(/\s+Examples?:/)[0]!.split(/\.\s+(?=[A-Z])/)[0]!;
  const findings = headline
    .replace(/[.;:]\s*$/, '')
    .split(/;\s+(?=or\b)/)
    .slice(0, 2)
    .map((part) => part.trim());
  return { findings, sources: [] };
}

function requiredForms(forms: readonly VaForm[], tdiuRelevant: boolean): GuidanceForm[] {
  const numbers: VaFormNumber[] = [
    VA_FORM.claim,
    VA_FORM.intentToFile,
    VA_FORM.privateRecordsAuthorization,
    VA_FORM.privateProviderRelease,
    VA_FORM.layWitnessStatement,
    VA_FORM.statementInSupport,
    ...(tdiuRelevant ? [VA_FORM.unemployability] : []),
  ];
  return numbers.flatMap((number) => {
    const form = findVaForm(forms, number);
    return form ? [{ number: form.number, title: form.title, purpose: form.purpose }] : [];
  });
}

// A rated disability is already service connected: an increase turns on how severe it is now,
// so evidence and exam points about the link to service are left out.
const SERVICE_LINK = [
  /in-service|onset in service|service treatment records|service audiograms/i,
  /\blink|related to service|to service\b|service connection|presumptive|stressor|noise exposure/i,
];
const DIAGNOSIS_ONLY = /^an? (current )?([\w-]+ )?diagnosis\b/i;

const isAboutServiceLink = (text: string) => SERVICE_LINK.some((pattern) => pattern.test(text));

const isSeverityEvidence = (evidence: string) =>
  !isAboutServiceLink(evidence) && !DIAGNOSIS_ONLY.test(evidence);

function severityEvidence(condition: Condition | null): string[] {
  return (condition?.requiredEvidence ?? []).filter(isSeverityEvidence);
}

/** Symptoms a witness can see; "often no symptoms" (hypertension) is not one. */
function observableSymptoms(condition: Condition | null): string[] {
  return (condition?.commonSymptoms ?? []).filter((symptom) => !/no symptoms/i.test(symptom));
}

/**
 * The response's sources, each once. Forms are listed under Required Forms; a bare section adds
 * nothing beside the same section with its formula named, nor Part 4 beside the condition's own.
 */
function citations(sources: readonly string[], knownCondition: boolean): string[] {
  const unique = [...new Set(sources.filter((source) => !/^VA Form /.test(source)))];
  return unique.filter(
    (source) =>
      !unique.some((other) => other.startsWith(`${source},`)) &&
      !(knownCondition && source === '38 CFR Part 4'),
  );
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]["”]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** "Rule text (38 CFR 4.14)." */
function withBasis(text: string, basis: string): string {
  return `${text.trim().replace(/[.!?]$/, '')} (${basis}).`;
}

/** Lower-cases a leading capital unless the word is an abbreviation ("MRI", "PTSD"). */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
