import { z } from 'zod';
import { requiredOr, textField } from './fields';

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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** A calendar date as YYYY-MM-DD; empty means not given. */
const calendarDate = (label: string) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string()
      .regex(ISO_DATE, { error: `${label} must be a date (YYYY-MM-DD)` })
      .refine(isRealDate, { error: `${label} is not a real calendar date` })
      .nullish()
      .transform((value) => value ?? null),
  );

const claimFields = {
  disabilityName: textField(
    z
      .string()
      .trim()
      .min(1, { error: 'Disability name is required' })
      .max(200, { error: 'Disability name must be at most 200 characters' }),
  ),
  status: claimStatusSchema,
  submittedDate: calendarDate('Submitted date'),
  notes: z
    .string()
    .trim()
    .max(2000, { error: 'Notes must be at most 2000 characters' })
    .nullish()
    .transform((value) => value || null),
  decisionDate: calendarDate('Decision date'),
  intentToFileDate: calendarDate('Intent to file date'),
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
  intentToFileDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type CreateClaimInput = z.input<typeof createClaimSchema>;
export type Claim = z.infer<typeof claimSchema>;
