/**
 * content/ratings/combined-rating-explained.json: the words of the Combined Rating panel (how
 * VA combines ratings, what the amounts cover, the TDIU thresholds), each part with its sources
 * and the day it was last checked. The client checks the file once, when the screen's code loads.
 */
import { z } from 'zod';
import type { TdiuWording } from '../domain/ratings/tdiu-schedular-status';
import { sourcedWording, wordingTemplate } from './sourced-wording';

const text = z.string().trim().min(1);

export const tdiuWordingSchema = z
  .object({
    ...sourcedWording,
    metByOneAt60: wordingTemplate(),
    metByTwoWithCombined70: wordingTemplate(),
    notYet: wordingTemplate('lacks'),
    needsOneAt40: wordingTemplate('highest'),
    needsCombined70: wordingTemplate('combined'),
    orOneAt60: wordingTemplate('highest'),
    alreadyTotal: wordingTemplate(),
    notes: z.array(wordingTemplate()).min(1),
    assumptions: z.array(wordingTemplate()).min(1),
  })
  .strict() satisfies z.ZodType<TdiuWording>;

export const combinedRatingExplainedSchema = z
  .object({
    about: text,
    combining: z
      .object({
        ...sourcedWording,
        exactValue: wordingTemplate('combinedValue'),
        highest: wordingTemplate(),
        onlyZero: wordingTemplate(),
        howItWorks: wordingTemplate(),
        firstStep: wordingTemplate('rating', 'after'),
        nextStep: wordingTemplate('rating', 'remaining', 'after'),
        bilateralRating: wordingTemplate('rating'),
        bilateralFactor: wordingTemplate('ratings', 'combinedValue', 'factor', 'value'),
        rounding: wordingTemplate('combinedValue', 'combinedRating'),
      })
      .strict(),
    pay: z
      .object({
        ...sourcedWording,
        forVeteranAlone: wordingTemplate('rating', 'table'),
        forVeteranAloneAtZero: wordingTemplate('table'),
        forHousehold: wordingTemplate('rating', 'household', 'table'),
        householdUnknown: wordingTemplate(),
        sameForEveryHousehold: wordingTemplate(),
        howItAddsUp: wordingTemplate(),
        dependents: wordingTemplate(),
      })
      .strict(),
    tdiu: tdiuWordingSchema,
    regulations: z
      .object({
        ...sourcedWording,
        list: z.array(z.object({ citation: text, subject: text }).strict()).min(1),
      })
      .strict(),
  })
  .strict();

export type CombinedRatingExplained = z.infer<typeof combinedRatingExplainedSchema>;
