import { z } from 'zod';
import {
  ADDED_AMOUNTS,
  BASIC_HOUSEHOLDS,
  type CompensationRatesTable,
} from '../domain/ratings/household-compensation';
import type { UnloadedRatesTable } from '../domain/ratings/monthly-compensation';
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

const RATINGS = ['10', '20', '30', '40', '50', '60', '70', '80', '90', '100'] as const;
const dollarsSchema = z.number().positive().multipleOf(0.01);

/** The keys of `record` that are not exactly `expected`, for a message naming what is wrong. */
const keysProblem = (record: object, expected: readonly string[]) => {
  const keys = Object.keys(record);
  const missing = expected.filter((key) => !keys.includes(key));
  const extra = keys.filter((key) => !expected.includes(key));
  return missing.length + extra.length === 0
    ? null
    : `expected ${expected.join(', ')}; missing ${missing.join(', ') || 'none'}, unexpected ${extra.join(', ') || 'none'}`;
};

const dependentRatesSchema = z
  .object({
    basic: z
      .object(
        Object.fromEntries(BASIC_HOUSEHOLDS.map((key) => [key, dollarsSchema])) as Record<
          (typeof BASIC_HOUSEHOLDS)[number],
          typeof dollarsSchema
        >,
      )
      .strict(),
    added: z
      .object(
        Object.fromEntries(ADDED_AMOUNTS.map((key) => [key, dollarsSchema])) as Record<
          (typeof ADDED_AMOUNTS)[number],
          typeof dollarsSchema
        >,
      )
      .strict(),
  })
  .strict();

/**
 * content/rates/compensation-rates.json: for each year VA published, the veteran-alone amounts
 * by combined rating (10–100) and, from 30%, the basic rate of each household and the added
 * amounts, as VA's tables list them.
 */
export const compensationRatesFileSchema = z.object({
  notes: z.array(z.string().min(1)),
  /** Tables VA has put in force that are not loaded yet: amounts from then say they use the previous one. */
  notLoaded: z
    .array(
      z.object({
        label: z.string().min(1),
        effectiveDate: z.iso.date(),
        source: z.object({ title: z.string().min(1), url: z.url() }),
        checkedOn: z.iso.date(),
        note: z.string().min(1),
      }),
    )
    .default([]),
  /** Said beside an amount paid from the previous table: {inForce}, {since}, {table}. */
  previousTable: z.string().min(1),
  tables: z
    .array(
      z
        .object({
          label: z.string().min(1),
          effectiveDate: z.iso.date(),
          checkedOn: z.iso.date(),
          source: z.object({ title: z.string().min(1), url: z.url() }),
          amounts: z.record(z.string(), dollarsSchema),
          dependents: z.record(z.string(), dependentRatesSchema),
        })
        .superRefine((table, ctx) => {
          const amounts = keysProblem(table.amounts, RATINGS);
          if (amounts) ctx.addIssue({ code: 'custom', path: ['amounts'], message: amounts });
          const dependents = keysProblem(table.dependents, RATINGS.slice(2));
          if (dependents) {
            ctx.addIssue({ code: 'custom', path: ['dependents'], message: dependents });
          }
        }),
    )
    .min(1),
}) satisfies z.ZodType<{
  notes: string[];
  notLoaded: UnloadedRatesTable[];
  previousTable: string;
  tables: CompensationRatesTable[];
}>;
