/**
 * content/knowledge-rules/feature-starters.json: how the chat opens the exam prep, the symptom
 * journal and the witness link. Every pattern must compile, so a typo stops start-up.
 */
import { z } from 'zod';
import type { FeatureStartersWording } from '../domain/knowledge/knowledge-types';
import { sourcedWording, wordingTemplate } from './sourced-wording';

const pattern = z.string().superRefine((value, ctx) => {
  try {
    new RegExp(value, 'i');
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: `Not a regular expression: ${String(error)}` });
  }
});

export const featureStartersWordingSchema = z
  .object({
    about: z.string().trim().min(1).optional(),
    ...sourcedWording,
    examPrep: z
      .object({
        asks: z.array(pattern).min(1),
        lead: wordingTemplate('condition', 'link'),
        leadNoCondition: wordingTemplate('link'),
        itemsHeading: wordingTemplate('title'),
      })
      .strict(),
    journal: z
      .object({
        asks: z.array(pattern).min(1),
        lead: wordingTemplate('condition', 'link'),
        leadWithDay: wordingTemplate('day', 'condition', 'link'),
        leadNoCondition: wordingTemplate('link'),
      })
      .strict(),
    witness: z
      .object({
        asks: z.array(pattern).min(1),
        people: pattern,
        lead: wordingTemplate('person', 'link'),
      })
      .strict(),
  })
  .strict() satisfies z.ZodType<FeatureStartersWording>;
