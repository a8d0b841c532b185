/**
 * POST /api/back-pay: an effective date, the ratings and households over time and what VA
 * already paid, answered with the month-by-month ledger (or why it cannot be estimated).
 */
import { z } from 'zod';
import { firstPaidMonth, MONTH_PATTERN } from '../domain/ratings/back-pay';
import { calendarDate } from './case';
import { requiredOr } from './fields';
import { dependentCountSchema, MAX_CHILDREN, MAX_DEPENDENT_PARENTS } from './profile';
import { ratingPercentageSchema } from './ratings';

// More changes than any award has; bounds the work one request can ask for.
const MAX_CHANGES = 60;
// A century of months.
const MAX_PAID_MONTHS = 1200;

const month = (label: string) =>
  z
    .string({ error: requiredOr(`${label} must be a month (YYYY-MM)`) })
    .regex(MONTH_PATTERN, { error: `${label} must be a month (YYYY-MM)` });

const householdSchema = z
  .object({
    spouse: z.boolean({ error: 'Spouse must be yes or no' }).default(false),
    spouseAidAndAttendance: z
      .boolean({ error: 'Spouse needs Aid and Attendance must be yes or no' })
      .default(false),
    childrenUnder18: dependentCountSchema('Children under 18', MAX_CHILDREN).default(0),
    childrenInSchool: dependentCountSchema('Children 18 to 23 in school', MAX_CHILDREN).default(0),
    dependentParents: dependentCountSchema('Dependent parents', MAX_DEPENDENT_PARENTS).default(0),
  })
  .superRefine((household, ctx) => {
    if (household.spouseAidAndAttendance && !household.spouse) {
      ctx.addIssue({
        code: 'custom',
        path: ['spouseAidAndAttendance'],
        message: 'Aid and Attendance for a spouse needs a spouse',
      });
    }
  });

const list = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z
    .array(item, { error: requiredOr(`${label} must be a list`) })
    .max(max, { error: `At most ${max} ${label.toLowerCase()}` });

export const backPayRequestSchema = z
  .object({
    effectiveDate: calendarDate('Effective date'),
    ratings: list(
      z.object({ from: calendarDate('Rating date'), percent: ratingPercentageSchema }),
      'Ratings',
      MAX_CHANGES,
    ).min(1, { error: 'At least one rating is needed' }),
    households: list(
      z.object({ from: calendarDate('Household date'), household: householdSchema }),
      'Households',
      MAX_CHANGES,
    ).default([]),
    alreadyPaid: list(
      z.object({
        month: month('Paid month'),
        cents: z
          .number({ error: 'Amount paid must be a whole number of cents' })
          .int({ error: 'Amount paid must be a whole number of cents' })
          .min(0, { error: 'Amount paid cannot be negative' }),
      }),
      'Paid months',
      MAX_PAID_MONTHS,
    ).default([]),
    through: month('Last month'),
  })
  .superRefine((request, ctx) => {
    if (!request.ratings.some((rating) => rating.from <= request.effectiveDate)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ratings'],
        message: 'One rating must be in effect on the effective date',
      });
    }
    const first = firstPaidMonth(request.effectiveDate);
    request.alreadyPaid.forEach((paid, index) => {
      if (paid.month < first || paid.month > request.through) {
        ctx.addIssue({
          code: 'custom',
          path: ['alreadyPaid', index, 'month'],
          message: `Paid month must be from ${first} through ${request.through}`,
        });
      }
    });
  });

const backPayMonthSchema = z.object({
  month: z.string(),
  percent: z.number(),
  household: z.string(),
  cents: z.number(),
  paidCents: z.number(),
  tableYear: z.number(),
  rule: z.string(),
});

export const backPayResponseSchema = z.discriminatedUnion('estimable', [
  z.object({
    estimable: z.literal(true),
    months: z.array(backPayMonthSchema),
    grossCents: z.number(),
    alreadyPaidCents: z.number(),
    totalCents: z.number(),
  }),
  z.object({ estimable: z.literal(false), reason: z.string() }),
]);

/**
 * GET /api/back-pay/effective-date: the facts that set an original award's effective date.
 * Counted on the server, where the federal holidays are (38 CFR 3.110).
 */
export const effectiveDateQuerySchema = z
  .object({
    claimReceived: calendarDate('Claim received date').optional(),
    intentToFile: calendarDate('Intent to file date').optional(),
    dischargeDate: calendarDate('Discharge date').optional(),
    decisionStatedDate: calendarDate('Effective date on the decision letter').optional(),
  })
  .superRefine((facts, ctx) => {
    if (!facts.claimReceived && !facts.decisionStatedDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['claimReceived'],
        message: 'Claim received date is needed unless the letter states an effective date',
      });
    }
  });

export const effectiveDateResponseSchema = z.object({
  date: z.string(),
  setBy: z.enum(['decision', 'discharge', 'intent-to-file', 'claim']),
  rule: z.string(),
});

export type BackPayRequest = z.output<typeof backPayRequestSchema>;
export type EffectiveDateQuery = z.output<typeof effectiveDateQuerySchema>;
export type EffectiveDateResponse = z.infer<typeof effectiveDateResponseSchema>;
export type BackPayResponse = z.infer<typeof backPayResponseSchema>;
