import { z } from 'zod';
import { timeZoneSchema } from './time-zone';
import { CalendarDateError, parseCalendarDate } from '../domain/deadlines/calendar-date';
import { DECISION_TYPES, REVIEW_LANES, type DecisionType } from '../domain/deadlines/review-lanes';
import type { FieldError } from './errors';
import { requiredOr, textField } from './fields';
import { safetyNoticeSchema } from './safety';

export const claimStatuses = [
  'pending',
  'under_review',
  'approved',
  'denied',
  'appealed',
  'closed',
] as const;
export const claimStatusSchema = z.enum(claimStatuses, {
  error: requiredOr(`Status must be one of: ${claimStatuses.join(', ')}`),
});

export const claimStatusLabels: Record<(typeof claimStatuses)[number], string> = {
  pending: 'Pending',
  under_review: 'Under review',
  approved: 'Approved',
  denied: 'Denied',
  appealed: 'Appealed',
  closed: 'Closed',
};

/** A calendar date as YYYY-MM-DD, read by the domain's one parser; empty means not given. */
const calendarDate = (label: string) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string()
      .superRefine((value, context) => {
        try {
          parseCalendarDate(value);
        } catch (error) {
          if (!(error instanceof CalendarDateError)) throw error;
          context.addIssue({
            code: 'custom',
            message:
              error.reason === 'format'
                ? `${label} must be a date (YYYY-MM-DD)`
                : notARealDate(label),
          });
        }
      })
      .nullish()
      .transform((value) => value ?? null),
  );

/** Also shown when a browser's date input holds a day the calendar lacks (02/30/2025). */
export const notARealDate = (label: string) => `${label} is not a real calendar date`;

/** The date fields' names as the veteran reads them, in messages and labels. */
export const CLAIM_DATE_LABELS = {
  submittedDate: 'Submitted date',
  decisionDate: 'Decision date',
  intentToFileDate: 'Intent to file date',
} as const;

/** Longest text the claim's fields accept; the form's inputs stop at the same length. */
export const CLAIM_TEXT_LIMITS = { disabilityName: 200, notes: 2000 } as const;

export { DECISION_TYPES };
export type { DecisionType };
export const decisionTypeLabels: Record<DecisionType, string> = {
  'initial-claim': 'Initial claim',
  'increase-claim': 'Claim for increase',
  'supplemental-claim': 'Supplemental Claim',
  'higher-level-review': 'Higher-Level Review',
  'board-decision': "Board of Veterans' Appeals decision",
};
const decisionTypeSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .enum(DECISION_TYPES, {
      error: `Decision type must be one of: ${DECISION_TYPES.join(', ')}`,
    })
    .nullish()
    .transform((value) => value ?? null),
);

const claimFields = {
  disabilityName: textField(
    z
      .string()
      .trim()
      .min(1, { error: 'Disability name is required' })
      .max(CLAIM_TEXT_LIMITS.disabilityName, {
        error: `Disability name must be at most ${CLAIM_TEXT_LIMITS.disabilityName} characters`,
      }),
  ),
  status: claimStatusSchema,
  submittedDate: calendarDate(CLAIM_DATE_LABELS.submittedDate),
  notes: z
    .string()
    .trim()
    .max(CLAIM_TEXT_LIMITS.notes, {
      error: `Notes must be at most ${CLAIM_TEXT_LIMITS.notes} characters`,
    })
    .nullish()
    .transform((value) => value || null),
  decisionDate: calendarDate(CLAIM_DATE_LABELS.decisionDate),
  decisionType: decisionTypeSchema,
  intentToFileDate: calendarDate(CLAIM_DATE_LABELS.intentToFileDate),
};

const decisionNotBeforeSubmission = (claim: {
  submittedDate?: string | null;
  decisionDate?: string | null;
}) => !claim.submittedDate || !claim.decisionDate || claim.decisionDate >= claim.submittedDate;
export const DECISION_BEFORE_SUBMISSION = 'The decision date cannot be before the submitted date';
const decisionRule = {
  error: DECISION_BEFORE_SUBMISSION,
  path: ['decisionDate'],
};

export const createClaimSchema = z
  .object(claimFields)
  .refine(decisionNotBeforeSubmission, decisionRule);

const FUTURE_DATE_MESSAGES = {
  submittedDate: 'The submitted date cannot be in the future',
  decisionDate: 'The decision date cannot be in the future',
} as const;

/**
 * Dates that have not happened yet cannot be a filing or a decision. The server checks this
 * with its clock after the schema; the form with the veteran's today.
 */
export function futureDateErrors(
  claim: { submittedDate?: string | null; decisionDate?: string | null },
  today: string,
): FieldError[] {
  return (['submittedDate', 'decisionDate'] as const).flatMap((path) => {
    const date = claim[path];
    // ISO dates compare correctly as strings.
    return date && date > today ? [{ path, message: FUTURE_DATE_MESSAGES[path] }] : [];
  });
}

/** The add/edit form's check: the shared schema plus no dates after the veteran's today. */
export const claimFormSchema = (today: string) =>
  createClaimSchema.superRefine((claim, context) => {
    for (const { path, message } of futureDateErrors(claim, today)) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
  });
export const updateClaimSchema = z
  .object(claimFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'Nothing to change' })
  .refine(decisionNotBeforeSubmission, decisionRule);

export const claimSchema = z.object({
  id: z.string(),
  disabilityName: z.string(),
  status: z.string(),
  submittedDate: z.string(),
  notes: z.string().nullable(),
  documents: z.array(z.string()),
  decisionDate: z.string().nullable(),
  decisionType: z.enum(DECISION_TYPES).nullable(),
  intentToFileDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A last day to act, as the server counted it (shared by claims and intents to file). */
export const deadlineSchema = z.object({
  deadline: z.string(),
  daysLeft: z.number().int(),
  status: z.enum(['open', 'due-soon', 'overdue']),
  movedFrom: z.string().nullable(),
  movedBecause: z.array(z.string()),
});
const ruleCheckSchema = z.object({
  label: z.string(),
  url: z.string().nullable(),
  checkedOn: z.string(),
});

/** The dates that follow from a claim, computed by the server from its clock (GET /api/claims). */
export const claimDeadlinesSchema = z.object({
  intentToFile: deadlineSchema
    .extend({
      form: z.string(),
      formTitle: z.string(),
      claimForm: z.object({ form: z.string(), formTitle: z.string() }),
      intentToFileDate: z.string(),
      met: z.boolean(),
      note: z.string(),
    })
    .nullable(),
  review: z
    .object({
      decisionDate: z.string(),
      decisionType: z.enum(DECISION_TYPES).nullable(),
      lanes: z.array(
        z.object({
          lane: z.enum(REVIEW_LANES),
          title: z.string(),
          form: z.string(),
          formTitle: z.string(),
          deadline: deadlineSchema.nullable(),
          keepsEffectiveDateUntil: deadlineSchema.nullable(),
          note: z.string(),
          dependsOnDecisionType: z.boolean(),
          check: ruleCheckSchema,
        }),
      ),
      notes: z.array(z.string()),
    })
    .nullable(),
  mostUrgent: deadlineSchema.nullable(),
  workdayRule: ruleCheckSchema.extend({ summary: z.string() }).nullable(),
});

export const claimWithDeadlinesSchema = claimSchema.extend({ deadlines: claimDeadlinesSchema });

/** The veteran's time zone (IANA name), so "today" is their calendar day on the server's clock. */
export const claimsListQuerySchema = z.object({ timeZone: timeZoneSchema.optional() });

export type CreateClaimInput = z.input<typeof createClaimSchema>;
export type Claim = z.infer<typeof claimSchema>;

/** A claim as a save answers: with the safety level of the notes the veteran wrote. */
export const savedClaimSchema = claimSchema.extend({ safety: safetyNoticeSchema });
export type SavedClaim = z.infer<typeof savedClaimSchema>;
export type ClaimWithDeadlines = z.infer<typeof claimWithDeadlinesSchema>;
export type ClaimDeadlinesView = z.infer<typeof claimDeadlinesSchema>;
