import { z } from 'zod';
import { requiredOr } from './fields';

export const sideSchema = z.enum(['left', 'right'], { error: 'Side must be left or right' });

/** A VA rating: a whole percentage from 0 to 100 in steps of 10 (38 CFR 4.25). */
export const ratingPercentageSchema = z
  .number({ error: requiredOr('Rating must be a number') })
  .int({ error: 'Rating must be a whole number' })
  .min(0, { error: 'Rating must be between 0 and 100' })
  .max(100, { error: 'Rating must be between 0 and 100' })
  .multipleOf(10, { error: 'Rating must be a multiple of 10' });

// More ratings than any veteran has; bounds the work one request can ask for.
const MAX_RATINGS = 60;

export const combinedRatingRequestSchema = z.object({
  ratings: z
    .array(z.object({ percentage: ratingPercentageSchema, side: sideSchema.optional() }), {
      error: requiredOr('Ratings must be a list'),
    })
    .max(MAX_RATINGS, { error: `At most ${MAX_RATINGS} ratings` }),
});

const stepSchema = z.object({
  rating: z.number(),
  before: z.number(),
  after: z.number(),
  bilateral: z.literal(true).optional(),
});

export const combinedRatingResponseSchema = z.object({
  combinedValue: z.number(),
  combinedRating: z.number(),
  steps: z.array(stepSchema),
  bilateral: z
    .object({
      ratings: z.array(z.number()),
      combinedValue: z.number(),
      factor: z.number(),
      value: z.number(),
    })
    .optional(),
});

export type CombinedRatingRequest = z.infer<typeof combinedRatingRequestSchema>;
export type CombinedRatingResponse = z.infer<typeof combinedRatingResponseSchema>;

/** content/rates/veteran-alone.json: dated monthly amounts by combined rating, with notes. */
export const compensationRatesFileSchema = z.object({
  notes: z.array(z.string().min(1)),
  tables: z
    .array(
      z.object({
        label: z.string().min(1),
        effectiveDate: z.iso.date(),
        checkedOn: z.iso.date(),
        source: z.object({ title: z.string().min(1), url: z.url() }),
        amounts: z.record(z.string().regex(/^(?:[1-9]0|100)$/), z.number().positive()),
      }),
    )
    .min(1),
});
