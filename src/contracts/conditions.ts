/**
 * VA conditions reference data (content/conditions/*.json) and the pyramiding rules between
 * diagnostic codes. Seeded into va_conditions / va_combinability_rules (spec §3).
 * Facts and their confidence come from va-facts.md §3 and §7.
 */
import { z } from 'zod';
import { parseCalendarDate } from '../domain/deadlines/calendar-date';

const diagnosticCode = z
  .string()
  .regex(/^\d{4}$/, { error: 'A diagnostic code is four digits, e.g. "5237"' });

const text = z.string().trim().min(1);

const isCalendarDate = (value: string) => {
  try {
    parseCalendarDate(value);
    return true;
  } catch {
    return false;
  }
};

/** YYYY-MM-DD: the day the entry's text was last compared with the regulation it cites. */
const checkedOn = z.string().refine(isCalendarDate, {
  error: 'Write the date the entry was checked as YYYY-MM-DD, e.g. "2026-11-23"',
});

/** How far a fact was checked; the tags of va-facts.md ([REG], [OFF], [2ND], [UNVERIFIED]). */
export const confidenceSchema = z.enum(['regulation', 'official', 'secondary', 'unverified']);

/** Body systems, one per section of the rating schedule (38 CFR Part 4, subpart B). */
export const bodySystemSchema = z.enum([
  'ear',
  'mental',
  'musculoskeletal',
  'neurological',
  'cardiovascular',
  'respiratory',
  'digestive',
  'skin',
  'genitourinary',
  'endocrine',
]);

export const bodySystemLabels: Record<BodySystem, string> = {
  ear: 'Ear',
  mental: 'Mental disorders',
  musculoskeletal: 'Musculoskeletal system',
  neurological: 'Neurological conditions',
  cardiovascular: 'Cardiovascular system',
  respiratory: 'Respiratory system (including nose and sinuses)',
  digestive: 'Digestive system',
  skin: 'Skin',
  genitourinary: 'Genitourinary system',
  endocrine: 'Endocrine system',
};

export const percentageOptionSchema = z.object({
  percentage: z.number().int().min(0).max(100).multipleOf(10),
  /** The level's criterion in our own words, with the regulation's numbers exactly. */
  criteria: text,
});

export const vaConditionSchema = z
  .object({
    diagnosticCode,
    conditionName: text,
    /** Abbreviations and everyday names searched by the autocomplete ("PTSD", "back pain"). */
    aliases: z.array(text),
    bodySystem: bodySystemSchema,
    cfrSection: z
      .string()
      .regex(/^38 CFR \d+\.\d+[a-z]?$/, { error: 'Write the section as "38 CFR 4.130"' }),
    /** The shared formula the code is rated under, when there is one. */
    ratingFormula: text.optional(),
    /** Only the levels this code has, ascending (tinnitus: just 10). */
    percentageOptions: z.array(percentageOptionSchema).min(1),
    /**
     * Spine codes only: each segment's own levels, since the neck (cervical) and the mid and low
     * back (thoracolumbar) reach the same level at different degrees. Guidance uses the one the
     * disability's name points to, and percentageOptions when the name does not tell.
     */
    segments: z
      .object({
        cervical: z.array(percentageOptionSchema).min(1),
        thoracolumbar: z.array(percentageOptionSchema).min(1),
      })
      .optional(),
    commonSymptoms: z.array(text).min(1),
    requiredEvidence: z.array(text).min(1),
    /**
     * True when the condition can affect both sides of a paired extremity (arms, legs), so the
     * bilateral factor of 38 CFR 4.26 may come into play. Paired organs rated as one (ears) are false.
     */
    canBeBilateral: z.boolean(),
    /** What the examiner must measure or document for the rater. */
    examinerFocus: z.array(text).min(1),
    notes: z.array(text).optional(),
    /** va-facts sections and/or CFR cites behind the criteria. */
    sources: z.array(text).min(1),
    /** The weakest tag among the facts the criteria rest on. */
    confidence: confidenceSchema,
    checkedOn,
  })
  .superRefine((condition, ctx) => {
    condition.percentageOptions.forEach((option, index) => {
      const previous = condition.percentageOptions[index - 1];
      if (previous && option.percentage <= previous.percentage) {
        ctx.addIssue({
          code: 'custom',
          path: ['percentageOptions', index, 'percentage'],
          message: 'Percentages must be unique and in ascending order',
        });
      }
    });
  });

export const conditionFileSchema = z.array(vaConditionSchema).min(1);

export const combinabilityRuleSchema = z.object({
  condition1Code: diagnosticCode,
  /** May equal condition1Code for a rule within one code (tinnitus in both ears, IVDS methods). */
  condition2Code: diagnosticCode,
  /** Whether the two may carry separate ratings that are then combined (38 CFR 4.25). */
  canCombine: z.boolean(),
  /** The rule in plain words. */
  pyramidingRule: text,
  /** How to rate the pair: what goes under which code, or which single rating to choose. */
  splitStrategy: text,
  /** A real citation: 38 CFR section, General Counsel opinion or court case. */
  regulatoryBasis: text,
  confidence: confidenceSchema,
  checkedOn,
});

export const combinabilityRuleFileSchema = z.array(combinabilityRuleSchema).min(1);

export type Confidence = z.infer<typeof confidenceSchema>;
export type BodySystem = z.infer<typeof bodySystemSchema>;
export type PercentageOption = z.infer<typeof percentageOptionSchema>;
export type VaCondition = z.infer<typeof vaConditionSchema>;
export type CombinabilityRule = z.infer<typeof combinabilityRuleSchema>;

/**
 * Checks that span files, which no single schema sees: unique codes, and rules that name
 * codes we have. Returns one sentence per problem; empty when the content is consistent.
 */
export function conditionContentProblems(
  conditions: readonly VaCondition[],
  rules: readonly CombinabilityRule[],
): string[] {
  const problems: string[] = [];
  const codes = new Set<string>();
  for (const condition of conditions) {
    if (codes.has(condition.diagnosticCode)) {
      problems.push(`Diagnostic code ${condition.diagnosticCode} appears more than once`);
    }
    codes.add(condition.diagnosticCode);
  }
  const pairs = new Set<string>();
  for (const rule of rules) {
    for (const code of [rule.condition1Code, rule.condition2Code]) {
      if (!codes.has(code)) problems.push(`Combinability rule refers to unknown code ${code}`);
    }
    const pair = [rule.condition1Code, rule.condition2Code].sort().join('+');
    if (pairs.has(pair)) problems.push(`More than one combinability rule for ${pair}`);
    pairs.add(pair);
  }
  return problems;
}

export const conditionSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, { error: 'Search text must be at most 100 characters' })
    .default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** What the autocomplete shows for one match. */
export const conditionSummarySchema = z.object({
  diagnosticCode: z.string(),
  conditionName: z.string(),
  bodySystem: z.string(),
  canBeBilateral: z.boolean(),
  /** A spine code, rated on the neck's or the back's own levels (see `segments`). */
  ratesSpineSegments: z.boolean(),
  percentages: z.array(z.number()),
});

export const conditionDetailSchema = z.object({
  diagnosticCode: z.string(),
  conditionName: z.string(),
  aliases: z.array(z.string()),
  bodySystem: z.string(),
  cfrSection: z.string().nullable(),
  ratingFormula: z.string().nullable(),
  percentageOptions: z.array(percentageOptionSchema),
  commonSymptoms: z.array(z.string()),
  requiredEvidence: z.array(z.string()),
  canBeBilateral: z.boolean(),
  ratesSpineSegments: z.boolean(),
  examinerFocus: z.array(z.string()),
  notes: z.array(z.string()),
  sources: z.array(z.string()),
  confidence: z.string().nullable(),
});

export type ConditionSummary = z.infer<typeof conditionSummarySchema>;
export type ConditionDetail = z.infer<typeof conditionDetailSchema>;
