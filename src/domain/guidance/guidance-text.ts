/**
 * The prose of upgrade guidance as content/guidance/upgrade-guidance.json holds it: text blocks
 * with their sources and the day they were last checked, `{placeholder}` templates for what is
 * computed, and a `when` that says in which situation a block applies. The server reads and
 * validates the file; this module only fills the templates it is given.
 */

/** Situations a block can be limited to; guidance works out which ones hold for a disability. */
export const GUIDANCE_SITUATIONS = [
  'knownCondition',
  'unknownCondition',
  'unknownConditionWithCode',
  'unknownConditionWithoutCode',
  'codeToChoose',
  'ratingFormula',
  'noRatingFormula',
  'currentLevel',
  'zeroBelowLowestLevel',
  'currentNotALevel',
  'nextLevel',
  'atHighestLevel',
  'aboveHighestLevel',
  'topOfCode',
  'topOfCodeAtTotal',
  'topOfCodeCombinedTotal',
  'topOfCodeBelowTotal',
  'increaseSuggested',
  'combinedTotal',
  'tdiuMet',
  'tdiuAtRaise',
  'witnessStatementsListed',
  'noWitnessStatementsListed',
  'symptomsKnown',
  'noSymptomsKnown',
] as const;

export type GuidanceSituation = (typeof GUIDANCE_SITUATIONS)[number];

/** Lists from the condition's own content that a block repeats for, once per item as `{item}`. */
export const GUIDANCE_ITEM_LISTS = ['severityEvidence', 'examinerFocus'] as const;

export type GuidanceItemList = (typeof GUIDANCE_ITEM_LISTS)[number];

/** Every placeholder a template may use; guidance fills those that apply to the disability. */
export const GUIDANCE_PLACEHOLDERS = [
  'disability',
  'condition',
  'conditionLower',
  'code',
  'section',
  'formula',
  'current',
  'next',
  'lowest',
  'highest',
  'findings',
  'symptoms',
  'from',
  'to',
  'combinedNow',
  'combinedAfter',
  'pair',
  'rule',
  'item',
] as const;

export type GuidancePlaceholder = (typeof GUIDANCE_PLACEHOLDERS)[number];

export interface GuidanceText {
  /** A sentence or two; `{name}` is replaced by a computed value. */
  text: string;
  /** Where the statement comes from (38 CFR section, form, case). */
  sources: readonly string[];
  /** YYYY-MM-DD: when the text was last compared with its sources. */
  checkedOn: string;
  /** Shown only in this situation. */
  when?: GuidanceSituation;
  /** Repeated for each item of this list of the condition. */
  each?: GuidanceItemList;
}

/** Paragraphs of blocks: blocks of one paragraph join with a space, paragraphs with a blank line. */
export type GuidanceProse = readonly (readonly GuidanceText[])[];

/** What decides one level of a rating formula, written by hand where the criteria are long. */
export interface DecidingFindings {
  /** The rating formula (as content/conditions names it) or the diagnostic codes these apply to. */
  ratingFormula?: string;
  diagnosticCodes?: readonly string[];
  percentage: number;
  findings: readonly string[];
  sources: readonly string[];
  checkedOn: string;
}

/** The shape of content/guidance/upgrade-guidance.json. */
export interface UpgradeGuidanceContent {
  overview: GuidanceProse;
  alerts: {
    combinedStep: GuidanceText;
    combinedStepUnknownLevel: GuidanceText;
    tdiuThreshold: GuidanceText;
    pyramidingSeparate: GuidanceText;
    pyramidingCaution: GuidanceText;
    pyramidingDefaultRule: GuidanceText;
  };
  decidingFindings: readonly DecidingFindings[];
  documentationNeeded: readonly GuidanceText[];
  buddyLetterTips: readonly GuidanceText[];
  doctorGuidance: readonly GuidanceText[];
  upgradeStrategy: GuidanceProse;
}

export type PlaceholderValues = Partial<Record<GuidancePlaceholder, string>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a template uses, for the content check. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
}

/** Fills a template; a placeholder without a value is a content mistake, so it throws. */
export function fillTemplate(template: string, values: PlaceholderValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name as GuidancePlaceholder];
    if (value === undefined) throw new Error(`No value for ${whole} in "${template}"`);
    return value;
  });
}
