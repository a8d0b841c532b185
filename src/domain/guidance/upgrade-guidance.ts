/**
 * Upgrade guidance for one rated disability (spec §2 guidance dialog, §3 "Guidance response"):
 * the condition's own levels, what the next one requires, forms, evidence, buddy-letter and
 * doctor tips, and an optimization alert from the what-if and pyramiding checks.
 * Facts: va-facts.md §3 (pyramiding, TDIU, SMC), §4 (forms), §5 (reviews), §6 (service connection).
 */
import { type Side } from '../ratings/bilateral-factor';
import { calculateCombinedRating } from '../ratings/combined-rating';
import {
  checkPyramiding,
  type CombinabilityRule,
  type PyramidingWarning,
} from '../ratings/pyramiding';
import { tdiuSchedularStatus, type TdiuSchedularStatus } from '../ratings/tdiu-schedular-status';
import { whatIf } from '../ratings/what-if';
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
}

/** A disability as the veteran tracks it (the contracts' Disability fits). */
export interface TrackedRating {
  /** Finds this disability in the veteran's list; without ids, the same object or equal fields do. */
  id?: string;
  name: string;
  currentPercentage: number;
  diagnosticCode: string | null;
  side: Side | null;
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
  optimizationAlert: string | null;
  overview: string;
  percentageLevels: Record<string, string>;
  requiredForms: GuidanceForm[];
  documentationNeeded: string[];
  buddyLetterTips: string[];
  doctorGuidance: string[];
  upgradeGuidance: string | null;
  sources: string[];
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
}

/**
 * Builds the guidance object of spec §3. Deterministic: no clock, no I/O. Percentages must be
 * valid ratings (0–100 in steps of 10), as the contracts guarantee.
 */
export function buildUpgradeGuidance(input: UpgradeGuidanceInput): UpgradeGuidance {
  const { disability, condition } = input;
  const ladder = condition ? ratingLadder(condition, disability.currentPercentage) : null;
  const findings = checkRatings(input, ladder);
  const tdiuRelevant = findings.tdiuNow.met || findings.raise?.tdiu.met === true;
  const optimizationAlert = buildOptimizationAlert(disability, findings);

  return {
    disabilityName: disability.name,
    diagnosticCode: disability.diagnosticCode ?? condition?.diagnosticCode ?? null,
    conditionName: condition?.conditionName ?? null,
    cfrSection: condition?.cfrSection ?? null,
    currentPercentage: disability.currentPercentage,
    optimizationAlert,
    overview:
      condition && ladder
        ? knownConditionOverview(disability, condition, ladder, findings.combinedNow)
        : unknownConditionOverview(disability),
    percentageLevels: ladder ? levelsByPercentage(ladder.levels) : {},
    requiredForms: requiredForms(input.forms, tdiuRelevant),
    documentationNeeded: documentationNeeded(condition),
    buddyLetterTips: buddyLetterTips(condition, ladder),
    doctorGuidance: doctorGuidance(condition, ladder),
    upgradeGuidance: upgradeStrategy(disability, ladder, findings),
    sources: guidanceSources(disability, condition, ladder, findings),
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
  const tracked = list.map((entry, index) => ({
    name: entry.name,
    diagnosticCode:
      entry.diagnosticCode ?? (index === position ? (condition?.diagnosticCode ?? null) : null),
    position: index,
  }));
  return checkPyramiding(tracked, rules).warnings.filter((warning) =>
    warning.disabilities.some((entry) => entry.position === position),
  );
}

function buildOptimizationAlert(disability: TrackedRating, findings: Findings): string | null {
  const parts = [
    combinedStepAlert(disability, findings),
    tdiuThresholdAlert(findings),
    ...findings.pyramiding.map((warning) => pyramidingAlert(warning, findings.position)),
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' ') : null;
}

function raisesCombinedRating(findings: Findings): boolean {
  return findings.raise !== undefined && findings.raise.combinedRating > findings.combinedNow;
}

function combinedStepAlert(disability: TrackedRating, findings: Findings): string | null {
  const { raise, combinedNow } = findings;
  if (!raise || !raisesCombinedRating(findings)) return null;
  const caveat = raise.toKnownLevel
    ? ''
    : ` (if the code VA rates it under has a ${raise.to}% level)`;
  return (
    `Raising ${disability.name} from ${raise.from}% to ${raise.to}%${caveat} would take your ` +
    `combined rating from ${combinedNow}% to ${raise.combinedRating}% (38 CFR 4.25).`
  );
}

function tdiuThresholdAlert(findings: Findings): string | null {
  const { raise, tdiuNow } = findings;
  if (!raise?.tdiu.met || tdiuNow.met || tdiuNow.alreadyTotal) return null;
  return (
    `At ${raise.to}%, your ratings would also meet the schedular thresholds for TDIU ` +
    `(38 CFR 4.16(a)); VA still decides whether your service-connected conditions keep you ` +
    `from substantially gainful work.`
  );
}

function pyramidingAlert(
  warning: PyramidingWarning<PositionedDisability>,
  position: number,
): string {
  const [first, second] = warning.disabilities;
  const pair =
    first.position === position
      ? `${first.name} and ${second.name}`
      : `${second.name} and ${first.name}`;
  const rule = withBasis(
    warning.pyramidingRule ?? 'The rating schedule does not allow separate ratings for this pair',
    warning.regulatoryBasis,
  );
  if (warning.severity === 'caution') return `About ${pair}: ${rule}`;
  return (
    `You have ${pair} listed as separate ratings. ${rule} ` +
    `Check your decision letter: if VA rated them as one, list them here as one so your ` +
    `combined rating matches VA's.`
  );
}

function knownConditionOverview(
  disability: TrackedRating,
  condition: Condition,
  ladder: RatingLadder,
  combinedNow: number,
): string {
  const paragraphs = [
    ratedUnder(disability, condition, ladder),
    currentLevelText(disability.currentPercentage, ladder),
    nextLevelText(disability.currentPercentage, ladder, combinedNow),
    condition.notes?.length ? `Good to know: ${condition.notes.map(sentence).join(' ')}` : null,
    `VA decides the rating from all the evidence. These criteria are our plain-language summary; ` +
      `check the current text of ${condition.cfrSection ?? '38 CFR Part 4'} on eCFR.`,
  ];
  return paragraphs.filter((paragraph): paragraph is string => paragraph !== null).join('\n\n');
}

function ratedUnder(disability: TrackedRating, condition: Condition, ladder: RatingLadder): string {
  const section = condition.cfrSection ? `${condition.cfrSection}, ` : '';
  const formula = condition.ratingFormula ? `, using the ${condition.ratingFormula}` : '';
  const percentages = ladder.levels.map((level) => `${level.percentage}%`);
  const levels = percentages.length === 1 ? 'one level' : `${percentages.length} levels`;
  return (
    `${disability.name} is rated under ${section}diagnostic code ${condition.diagnosticCode} ` +
    `(${condition.conditionName})${formula}. This code has ${levels}: ${inWords(percentages)}.`
  );
}

function currentLevelText(currentPercentage: number, ladder: RatingLadder): string {
  if (ladder.current) {
    return `Your current rating is ${currentPercentage}%. At that level: ${quoted(ladder.current.criteria)}`;
  }
  const lowest = ladder.levels[0] as PercentageLevel;
  if (currentPercentage === 0) {
    // 38 CFR 4.31 (va-facts §3): a code without a 0% level still gets 0% below its lowest level.
    return (
      `Your current rating is 0%. This code has no 0% level: VA assigns 0% when the ` +
      `requirements for its lowest level (${lowest.percentage}%) are not met (38 CFR 4.31).`
    );
  }
  return (
    `Your current rating is ${currentPercentage}%, but VA's schedule for this code has no ` +
    `${currentPercentage}% level. Check your decision letter: the rating may be under a ` +
    `different diagnostic code.`
  );
}

function nextLevelText(
  currentPercentage: number,
  ladder: RatingLadder,
  combinedNow: number,
): string {
  if (ladder.next) {
    return `The next higher level is ${ladder.next.percentage}%: ${quoted(ladder.next.criteria)}`;
  }
  const highest = ladder.highest.percentage;
  const atHighest =
    currentPercentage === highest
      ? `${highest}% is the highest level this code has.`
      : `This code's highest level is ${highest}%, so it has no level above your rating.`;
  return `${atHighest} ${beyondTheHighestLevel(highest, combinedNow)}`;
}

/** Where va-facts §3 supports a route past the top of a code: TDIU below 100%, SMC at 100%. */
function beyondTheHighestLevel(highest: number, combinedNow: number): string {
  if (highest === 100) {
    return (
      `A 100% rating is a total rating. Special monthly compensation (SMC, 38 CFR 3.350) can be ` +
      `paid on top of it for particular losses or needs, such as loss of use of a hand or foot ` +
      `or needing another person's aid and attendance; a VSO can check whether any applies to you.`
    );
  }
  if (combinedNow >= 100) {
    return 'Your combined rating is already 100%.';
  }
  return (
    `If your service-connected conditions together keep you from holding a substantially ` +
    `gainful job, a total rating based on individual unemployability (TDIU, 38 CFR 4.16) may ` +
    `be possible even though this code goes no higher.`
  );
}

function unknownConditionOverview(disability: TrackedRating): string {
  const code = disability.diagnosticCode;
  const missing = code
    ? `We do not have the rating criteria for diagnostic code ${code} in Wingman yet`
    : `We do not have the rating criteria for ${disability.name} in Wingman yet`;
  return [
    `${missing}, so we cannot show its levels or say what the next one requires.`,
    `Your current rating is ${disability.currentPercentage}%. Your decision letter names the ` +
      `diagnostic code VA used; the criteria for that code are in VA's rating schedule, ` +
      `38 CFR Part 4, on eCFR.`,
    'The general guidance below applies to any claim for an increase. VA decides the rating ' +
      'from all the evidence.',
  ].join('\n\n');
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

function documentationNeeded(condition: Condition | null): string[] {
  const severityEvidence = (condition?.requiredEvidence ?? []).filter(isSeverityEvidence);
  const hasWitnessStatements = severityEvidence.some((evidence) => evidence.includes('21-10210'));
  return [
    'Your most recent rating decision letter: it names the diagnostic code and the evidence VA used.',
    'Recent treatment records showing how the condition is now and how it has changed since your ' +
      'last rating. VA gets its own records; for private doctors, send copies or sign VA Forms ' +
      '21-4142 and 21-4142a so VA can request them.',
    ...severityEvidence.map(sentence),
    'A list of your current medications and treatments, what they control, and any side effects.',
    'A symptom log kept over several weeks or months: dates, how long each episode or flare-up ' +
      'lasted, and what you could not do.',
    'How the condition affects your work: missed days, changed duties, accommodations, or work ' +
      'you had to stop.',
    hasWitnessStatements
      ? 'Your own statement of how the condition affects you now (VA Form 21-4138).'
      : 'Your own statement of how the condition affects you now (VA Form 21-4138), and statements ' +
        'from people who see its effects (VA Form 21-10210).',
  ];
}

function buddyLetterTips(condition: Condition | null, ladder: RatingLadder | null): string[] {
  return [
    'Ask people who see you often (a spouse or partner, family, friends, coworkers or ' +
      'supervisors, people you served with) to write a statement on VA Form 21-10210 ' +
      '(Lay/Witness Statement).',
    'Each writer should describe only what they have seen or heard themselves, in their own ' +
      'words, and say how they know you, for how long, and how often they see you.',
    observedSymptomsTip(condition),
    'Frequency and duration: how often it happens and how long it lasts, with rough dates ' +
      '(for example, "two or three nights a week since last spring").',
    'Impact on work and daily life: missed work, tasks someone else now does for you, plans ' +
      'cancelled, and how things have changed since your last rating.',
    'A coworker or supervisor can describe effects on the job: time off, mistakes, changed ' +
      'duties or accommodations.',
    ...(ladder?.next
      ? [
          `It helps when what they saw bears on the ${ladder.next.percentage}% criteria ` +
            '(see Rating Levels), but only what they really saw.',
        ]
      : []),
    'Have each writer sign and date the statement.',
    'Accuracy matters more than drama: nobody should exaggerate, guess, or describe what they did ' +
      'not see, and never write a statement for someone else to sign. An honest account of ' +
      'ordinary bad days is what VA needs.',
  ];
}

function observedSymptomsTip(condition: Condition | null): string {
  // "Often no symptoms" (hypertension) is not something a witness can observe.
  const symptoms = (condition?.commonSymptoms ?? [])
    .filter((symptom) => !/no symptoms/i.test(symptom))
    .map(lowerFirst);
  if (!condition || symptoms.length === 0) {
    return 'Useful details are the symptoms they have actually noticed and the things you can no longer do.';
  }
  return (
    `For ${condition.conditionName.toLowerCase()}, useful details are things they have actually ` +
    `noticed, such as: ${symptoms.join('; ')}.`
  );
}

function doctorGuidance(condition: Condition | null, ladder: RatingLadder | null): string[] {
  const focus = condition?.examinerFocus
    .filter((item) => !isAboutServiceLink(item))
    .map((item) => `Ask that the exam report record: ${sentence(item)}`);
  return [
    targetLevelForDoctor(ladder),
    ...(focus ?? [
      'Ask that the exam report record how often symptoms occur, how severe they are and how long ' +
        'they last, flare-ups, and the effect on work and daily activities.',
    ]),
    'Tell the doctor or examiner how the condition is on your typical days and your worst days, ' +
      'how often flare-ups happen and how long they last. Say it plainly; do not exaggerate.',
    'Ask that any medical opinion be based on a review of your records and explain its reasoning: ' +
      'a bare conclusion carries little weight.',
    'If this condition has caused or worsened another condition, ask whether that condition is ' +
      '"at least as likely as not" (a 50% or greater probability) caused or aggravated by this ' +
      'one, with a rationale: that is the standard for a secondary claim (38 CFR 3.310).',
    "Your own doctor may complete VA's public Disability Benefits Questionnaire (DBQ) for this " +
      'condition (search "DBQ" on VA.gov\'s forms page). VA does not pay for it and may check ' +
      'it; send a signed VA Form 21-4142 with it.',
  ];
}

function targetLevelForDoctor(ladder: RatingLadder | null): string {
  if (!ladder) {
    return (
      'Ask your doctor to measure and describe the condition against the criteria for its ' +
      'diagnostic code in 38 CFR Part 4 (your decision letter names the code).'
    );
  }
  if (ladder.next) {
    return (
      `For the ${ladder.next.percentage}% level, the medical evidence needs to show: ` +
      `${quoted(ladder.next.criteria)} Ask your doctor to address each part that applies to you.`
    );
  }
  return (
    'This code has no higher level, so ask your doctor to document any separate symptoms or ' +
    'conditions this one has caused, and how all of them affect your work.'
  );
}

function upgradeStrategy(
  disability: TrackedRating,
  ladder: RatingLadder | null,
  findings: Findings,
): string {
  return [
    increaseRoute(disability, ladder),
    'If you need time to gather evidence, an intent to file (VA Form 21-0966, or by phone at ' +
      '800-827-1000) can protect your effective date; the complete claim must reach VA within ' +
      'one year.',
    gatherFirst(ladder),
    'If this condition has caused or worsened another one, that condition may be claimed as ' +
      'secondary on the same 21-526EZ, with a medical opinion that it is at least as likely as ' +
      'not caused or aggravated by this one (38 CFR 3.310).',
    tdiuRoute(findings),
    'If instead you believe the current rating was wrong when VA decided it, a decision review ' +
      'fits better than an increase claim: a Higher-Level Review (VA Form 20-0996) or Board ' +
      'Appeal (VA Form 10182) within one year of the decision letter, or a Supplemental Claim ' +
      '(VA Form 20-0995) with new and relevant evidence.',
    'VA decides the rating from all the evidence.',
  ]
    .filter((part): part is string => part !== null)
    .join(' ');
}

function increaseRoute(disability: TrackedRating, ladder: RatingLadder | null): string {
  if (!ladder) {
    return (
      `To ask for a higher rating, file VA Form 21-526EZ for ${disability.name} with new ` +
      `evidence that the condition has worsened, measured against the criteria for its ` +
      `diagnostic code.`
    );
  }
  const checkCodeFirst =
    ladder.current || disability.currentPercentage === 0
      ? ''
      : 'First check the diagnostic code on your decision letter. ';
  if (!ladder.next) {
    return (
      `${checkCodeFirst}This code has no level above ${disability.currentPercentage}%, so the ` +
      `routes that remain are separate ratings for symptoms it does not cover, when they do not ` +
      `overlap (38 CFR 4.14), and secondary conditions.`
    );
  }
  return (
    `${checkCodeFirst}To ask for the ${ladder.next.percentage}% level, file VA Form 21-526EZ ` +
    `for ${disability.name} with new evidence that the condition has worsened and now meets ` +
    `that level's criteria.`
  );
}

function gatherFirst(ladder: RatingLadder | null): string {
  const target = ladder?.next
    ? `a doctor's assessment against the ${ladder.next.percentage}% criteria`
    : "a doctor's assessment of the condition as it is now";
  return (
    `Gather first: recent treatment records and a symptom log, then ${target}, then ` +
    `statements from people who see the effects.`
  );
}

function tdiuRoute(findings: Findings): string | null {
  if (findings.tdiuNow.met) {
    return (
      'Your current ratings meet the schedular thresholds for TDIU (38 CFR 4.16(a)): if your ' +
      'service-connected conditions keep you from substantially gainful work, you may claim it ' +
      'on VA Form 21-8940, and VA decides whether they do.'
    );
  }
  if (findings.raise?.tdiu.met && !findings.tdiuNow.alreadyTotal) {
    return (
      `At ${findings.raise.to}% your ratings would meet the schedular thresholds for TDIU ` +
      `(38 CFR 4.16(a)); if work is affected, VA Form 21-8940 is how it is claimed.`
    );
  }
  return null;
}

function guidanceSources(
  disability: TrackedRating,
  condition: Condition | null,
  ladder: RatingLadder | null,
  findings: Findings,
): string[] {
  const zeroBelowLowestLevel = ladder && !ladder.current && disability.currentPercentage === 0;
  const sources = [
    ...(condition ? condition.sources : ['38 CFR Part 4']),
    ...(zeroBelowLowestLevel ? ['38 CFR 4.31'] : []),
    ...(raisesCombinedRating(findings) ? ['38 CFR 4.25'] : []),
    ...(findings.pyramiding.length > 0 ? ['38 CFR 4.14'] : []),
    ...(findings.tdiuNow.met || findings.raise?.tdiu.met ? ['38 CFR 4.16'] : []),
    '38 CFR 3.155(b)',
    '38 CFR 3.310',
  ];
  return [...new Set(sources)];
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]["”]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** "Rule text (38 CFR 4.14)." */
function withBasis(text: string, basis: string): string {
  return `${text.trim().replace(/[.!?]$/, '')} (${basis}).`;
}

function quoted(text: string): string {
  return `“${text.trim()}”`;
}

/** Lower-cases a leading capital unless the word is an abbreviation ("MRI", "PTSD"). */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** "10%, 20% and 40%". */
function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
