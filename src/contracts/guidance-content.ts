/**
 * content/guidance/upgrade-guidance.json: the words of upgrade guidance, each block with its
 * sources and the day it was last checked. The server validates the file once at start-up.
 */
import { z } from 'zod';
import {
  GUIDANCE_ITEM_LISTS,
  GUIDANCE_PLACEHOLDERS,
  GUIDANCE_SITUATIONS,
  placeholdersOf,
  type UpgradeGuidanceContent,
} from '../domain/guidance/guidance-text';

const text = z.string().trim().min(1);

const checkedOn = z.iso.date({ error: 'Write checkedOn as YYYY-MM-DD' });

const knownPlaceholders = new Set<string>(GUIDANCE_PLACEHOLDERS);

/** A template whose placeholders all exist, so a typo fails at start-up instead of on a screen. */
const template = text.superRefine((value, ctx) => {
  for (const name of placeholdersOf(value)) {
    if (!knownPlaceholders.has(name)) {
      ctx.addIssue({ code: 'custom', message: `Unknown placeholder {${name}}` });
    }
  }
});

export const guidanceTextSchema = z
  .object({
    text: template,
    sources: z.array(text).min(1),
    checkedOn,
    when: z.enum(GUIDANCE_SITUATIONS).optional(),
    each: z.enum(GUIDANCE_ITEM_LISTS).optional(),
  })
  .strict()
  .superRefine((block, ctx) => {
    const usesItem = placeholdersOf(block.text).includes('item');
    if (usesItem !== (block.each !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['text'],
        message: 'Use {item} exactly in the blocks that have "each"',
      });
    }
  });

const proseSchema = z.array(z.array(guidanceTextSchema).min(1)).min(1);

const decidingFindingsSchema = z
  .object({
    ratingFormula: text.optional(),
    diagnosticCodes: z.array(z.string().regex(/^\d{4}$/)).optional(),
    percentage: z.number().int().min(0).max(100).multipleOf(10),
    findings: z.array(text).min(1).max(3),
    sources: z.array(text).min(1),
    checkedOn,
  })
  .strict()
  .refine((entry) => entry.ratingFormula !== undefined || entry.diagnosticCodes !== undefined, {
    error: 'Name the ratingFormula or the diagnosticCodes these findings apply to',
  });

export const upgradeGuidanceContentSchema = z.object({
  title: text,
  /** For the people who edit the file: how placeholders and situations work. */
  about: z.array(text),
  overview: proseSchema,
  alerts: z
    .object({
      combinedStep: guidanceTextSchema,
      combinedStepUnknownLevel: guidanceTextSchema,
      tdiuThreshold: guidanceTextSchema,
      pyramidingSeparate: guidanceTextSchema,
      pyramidingCaution: guidanceTextSchema,
      pyramidingDefaultRule: guidanceTextSchema,
    })
    .strict(),
  decidingFindings: z.array(decidingFindingsSchema),
  documentationNeeded: z.array(guidanceTextSchema).min(1),
  buddyLetterTips: z.array(guidanceTextSchema).min(1),
  doctorGuidance: z.array(guidanceTextSchema).min(1),
  upgradeStrategy: proseSchema,
}) satisfies z.ZodType<UpgradeGuidanceContent>;

export type UpgradeGuidanceContentFile = z.infer<typeof upgradeGuidanceContentSchema>;
