import { z } from 'zod';
import { requiredOr, textField } from './fields';
import { SPINE_SEGMENTS, type SpineSegment } from '../domain/conditions/spine-segments';
import { ratingPercentageSchema, sideSchema } from './ratings';
import { ruleCheckSchema } from './rule-check';

export const MAX_DISABILITY_NAME_LENGTH = 200;

/** Which part of the spine a spine code rates: the neck, or the mid and low back. */
export const spineSegmentSchema = z.enum(SPINE_SEGMENTS, {
  error: 'Part of the spine must be cervical (neck) or thoracolumbar (mid or low back)',
});

/** The parts of the spine in a veteran's words, with the schedule's name after them. */
export const spineSegmentLabels = {
  cervical: 'Neck (cervical spine)',
  thoracolumbar: 'Mid or low back (thoracolumbar spine)',
} as const satisfies Record<SpineSegment, string>;

/** The fields a veteran fills in for a disability; the server supplies the rest. */
const disabilityFields = {
  name: textField(
    z
      .string()
      .trim()
      .min(1, { error: 'Disability name is required' })
      .max(MAX_DISABILITY_NAME_LENGTH, {
        error: `Disability name must be at most ${MAX_DISABILITY_NAME_LENGTH} characters`,
      }),
  ),
  currentPercentage: z.preprocess(
    // An emptied number input arrives as "" or null: that is "unset", i.e. Required.
    (value) => (value === '' || value === null ? undefined : value),
    ratingPercentageSchema,
  ),
  diagnosticCode: z
    .string()
    .regex(/^\d{4}$/, { error: 'A diagnostic code is four digits' })
    .nullish()
    .transform((value) => value ?? null),
  side: sideSchema.nullish().transform((value) => value ?? null),
  /** Only for a spine code whose name does not say; the name's own word wins. */
  spineSegment: spineSegmentSchema.nullish().transform((value) => value ?? null),
};

/**
 * The veteran confirms a rating VA's schedule does not have for the code ("my letter says 20%"):
 * without it, such a rating is named back to them (409) instead of saved.
 */
const offScheduleConfirmed = z.boolean().optional();

export const createDisabilitySchema = z.object({ ...disabilityFields, offScheduleConfirmed });

/** PATCH: any of the fields, checked the same way; null clears the code, side or segment. */
export const updateDisabilitySchema = z
  .object(disabilityFields)
  .partial()
  .extend({ offScheduleConfirmed })
  .refine((patch) => Object.keys(patch).some((key) => key !== 'offScheduleConfirmed'), {
    error: 'Nothing to change',
  });

/** A saved rating that is not one of the levels VA's schedule has for its code. */
export const isOffSchedule = ({
  currentPercentage,
  ratingLevels,
}: Pick<Disability, 'currentPercentage' | 'ratingLevels'>) =>
  ratingLevels !== null && !ratingLevels.includes(currentPercentage);

/** "0%, 10%, 20% or 30%". */
export const levelsInWords = (levels: readonly number[]) => {
  const words = levels.map((level) => `${level}%`);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words[0];
};

/** What the veteran is told before a rating the schedule does not have is saved. */
export const offScheduleMessage = (name: string, code: string, levels: readonly number[]) =>
  `VA's schedule for ${name} (code ${code}) has only ${levelsInWords(levels)}; check your decision letter.`;

export const disabilitySchema = z.object({
  id: z.string(),
  name: z.string(),
  currentPercentage: z.number(),
  diagnosticCode: z.string().nullable(),
  side: sideSchema.nullable(),
  spineSegment: spineSegmentSchema.nullable(),
  /** The VA code whose levels apply: the saved code, or the one the name matches exactly. */
  ratedUnderCode: z.string().nullable(),
  /** The percentages the diagnostic code allows (PTSD: 0, 10, 30, 50, 70, 100); null if unknown. */
  ratingLevels: z.array(z.number()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const idParamsSchema = z.object({
  id: z.uuid({ error: requiredOr('Not a valid id') }),
});

export const formSchema = z.object({ number: z.string(), title: z.string(), purpose: z.string() });

/** Spec §3 "Guidance response", with levels and forms spelled out. */
export const guidanceSchema = z.object({
  disabilityName: z.string(),
  diagnosticCode: z.string().nullable(),
  conditionName: z.string().nullable(),
  cfrSection: z.string().nullable(),
  currentPercentage: z.number(),
  /** The code's next level above the current rating; null at the top or when unknown. */
  nextPercentage: z.number().nullable(),
  /**
   * A spine code's part of the spine whose levels are shown; 'not-chosen' when neither the name
   * nor the veteran's choice says, and the levels cover both; null for any other code.
   */
  spineSegment: z.enum([...SPINE_SEGMENTS, 'not-chosen']).nullable(),
  optimizationAlert: z.string().nullable(),
  overview: z.string(),
  /** The one or two findings that decide the next level. */
  keyFindings: z.array(z.string()),
  percentageLevels: z.record(z.string(), z.string()),
  /** Notes on how the condition's levels are read. */
  goodToKnow: z.array(z.string()),
  requiredForms: z.array(formSchema),
  documentationNeeded: z.array(z.string()),
  buddyLetterTips: z.array(z.string()),
  doctorGuidance: z.array(z.string()),
  upgradeGuidance: z.string().nullable(),
  sources: z.array(z.string()),
  ruleCheck: ruleCheckSchema.nullable(),
  confidence: z.string().nullable(),
  /**
   * With no code saved, the conditions the veteran's name for it may mean ("left knee": each of
   * the knee's codes), for them to choose theirs; empty otherwise.
   */
  codeChoices: z.array(z.object({ diagnosticCode: z.string(), conditionName: z.string() })),
  /** Whether the condition was found from the veteran's own name, not a code they chose. */
  codeFromName: z.boolean(),
});

export type CreateDisabilityInput = z.input<typeof createDisabilitySchema>;
export type NewDisability = z.output<typeof createDisabilitySchema>;
export type DisabilityChanges = z.output<typeof updateDisabilitySchema>;
export type Disability = z.infer<typeof disabilitySchema>;
export type Guidance = z.infer<typeof guidanceSchema>;
export type VaForm = z.infer<typeof formSchema>;
