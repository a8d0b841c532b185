/**
 * My Case: the conditions a veteran claims, the evidence each one needs (the evidence map) and
 * the claim packet. Shared by the server's routes and the client's screens.
 */
import { z } from 'zod';
import { requiredOr } from './fields';
import { notARealDate } from './claims';
import { safetyNoticeSchema } from './safety';
import { CalendarDateError, parseCalendarDate } from '../domain/deadlines/calendar-date';

/** How a condition is tied to service (38 CFR 3.303, 3.306, 3.307–3.320, 3.310) or rated higher. */
export const caseBases = ['direct', 'secondary', 'aggravation', 'presumptive', 'increase'] as const;
export type CaseBasis = (typeof caseBases)[number];

export const caseBasisLabels: Record<CaseBasis, string> = {
  direct: 'Direct service connection',
  secondary: 'Secondary to a service-connected condition',
  aggravation: 'Aggravated by service',
  presumptive: 'Presumptive',
  increase: 'Increase',
};

/** Where a condition in the case came from. */
export const caseConditionOrigins = ['manual', 'decision', 'document', 'disability'] as const;
export type CaseConditionOrigin = (typeof caseConditionOrigins)[number];

/** A decision review the condition goes into instead of a new 21-526EZ claim. */
export const caseReviewLanes = [
  'supplemental-claim',
  'higher-level-review',
  'board-appeal',
] as const;
export type CaseReviewLane = (typeof caseReviewLanes)[number];

/** Each review lane's name and the VA form that asks for it. */
export const caseReviewLaneForms: Record<CaseReviewLane, { title: string; form: string }> = {
  'supplemental-claim': { title: 'Supplemental Claim', form: '20-0995' },
  'higher-level-review': { title: 'Higher-Level Review', form: '20-0996' },
  'board-appeal': { title: 'Board Appeal', form: '10182' },
};

/** "Supplemental Claim (VA Form 20-0995)". */
export const caseReviewLaneLabel = (lane: CaseReviewLane) =>
  `${caseReviewLaneForms[lane].title} (VA Form ${caseReviewLaneForms[lane].form})`;

export const caseSides = ['left', 'right', 'both'] as const;

/** What backs one element of a condition's evidence map. */
export const evidenceStatuses = [
  /** A confirmed document: the document, page and quote. */
  'in-record',
  /** The veteran's own statement (21-4138). */
  'recollection',
  /** A statement from someone who saw it (21-10210). */
  'witness',
  /** The saved service history meets the presumptive rule; VA still needs the records that prove it. */
  'fits-rule',
  'to-get',
  'not-needed',
] as const;
export type EvidenceStatus = (typeof evidenceStatuses)[number];

export const evidenceStatusLabels: Record<EvidenceStatus, string> = {
  'in-record': 'In the record',
  recollection: 'Your statement',
  witness: 'Witness statement',
  'fits-rule': 'Service fits the rule; records still to send',
  'to-get': 'Still to get',
  'not-needed': 'Not needed',
};

/** Whether VA still waits for something to be sent: nothing backs it yet, or only the proof is missing. */
export const stillToSend = (status: EvidenceStatus) =>
  status === 'to-get' || status === 'fits-rule';

/** Proposed by document analysis until the veteran confirms or rejects it. */
export const evidenceItemStates = ['proposed', 'confirmed', 'rejected'] as const;
export type EvidenceItemState = (typeof evidenceItemStates)[number];

export const evidenceItemKinds = [
  'document',
  'personal-statement',
  'witness-statement',
  /** VA's own record of a rated disability (Current Disabilities), e.g. the secondary's cause. */
  'rated-disability',
  /** The veteran's symptom journal for the condition: their recollection, kept in Wingman. */
  'symptom-journal',
  /** The veteran's service history (Profile), where the Finder found it meets the presumptive rule. */
  'service-history',
] as const;
export type EvidenceItemKind = (typeof evidenceItemKinds)[number];

/** Kinds of evidence a gap can be filled with, best first per element in content/case. */
export const nextEvidenceKinds = [
  'private-records',
  'va-records',
  'service-records',
  'witness-statement',
  'personal-statement',
  'medical-opinion',
  'dbq',
] as const;
export type NextEvidenceKind = (typeof nextEvidenceKinds)[number];

const MAX_CONDITION_NAME = 200;
const MAX_EXPLANATION = 4000;
export const MAX_STATEMENT_LENGTH = 20_000;
const uuid = z.uuid({ error: 'Not a valid id' });

const requiredText = (label: string, max: number) =>
  z
    .string({ error: requiredOr(`${label} must be text`) })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

// Optional fields take null as well as absence, so a body the server itself sent (a condition
// read, edited and sent back) is always accepted.
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

/** A required calendar date (YYYY-MM-DD), read by the domain's one parser. */
export const calendarDate = (label: string) =>
  z.string({ error: `${label} must be a date (YYYY-MM-DD)` }).superRefine((value, context) => {
    try {
      parseCalendarDate(value);
    } catch (error) {
      if (!(error instanceof CalendarDateError)) throw error;
      context.addIssue({
        code: 'custom',
        message:
          // A date box left empty sends ''; the veteran never sees the YYYY-MM-DD behind it.
          value.trim() === ''
            ? `${label}: choose a date`
            : error.reason === 'format'
              ? `${label} must be a date (YYYY-MM-DD)`
              : notARealDate(label),
        // Checks of the whole form read this date, so they wait until it is one.
        continue: false,
      });
    }
  });

/** Adding or changing a claimed condition. */
export const caseConditionInputSchema = z
  .object({
    name: requiredText('Condition', MAX_CONDITION_NAME),
    basis: z.enum(caseBases, {
      error: requiredOr(`Basis must be one of: ${caseBases.join(', ')}`),
    }),
    /** The service-connected condition it follows from (basis "secondary"). */
    secondaryTo: optionalText('Secondary to', MAX_CONDITION_NAME),
    /** The presumptive rule's id from content/case (basis "presumptive"). */
    presumptiveRule: optionalText('Presumptive rule', 60),
    /** The rated disability it raises (basis "increase"). */
    disabilityId: uuid.nullish().transform((value) => value ?? null),
    side: z
      .enum(caseSides)
      .nullish()
      .transform((value) => value ?? null),
    /** When it began, as the veteran puts it on the 21-526EZ ("2009", "March 2010"). */
    approximateStart: optionalText('When it began', 40),
    /** How it relates to service, in the veteran's words (21-526EZ item 15). */
    explanation: optionalText('Explanation', MAX_EXPLANATION),
    reviewLane: z
      .enum(caseReviewLanes)
      .nullish()
      .transform((value) => value ?? null),
    /** The date of the decision a review asks about (required with a review lane). */
    decisionDate: calendarDate('Decision date')
      .nullish()
      .transform((value) => value ?? null),
    origin: z.enum(caseConditionOrigins).default('manual'),
    /** The decision letter or document it was taken from. */
    originDocumentId: uuid.nullish().transform((value) => value ?? null),
  })
  .superRefine((value, context) => {
    if (value.basis === 'secondary' && !value.secondaryTo)
      context.addIssue({
        code: 'custom',
        path: ['secondaryTo'],
        message: 'Name the service-connected condition it is secondary to',
      });
    if (value.basis === 'presumptive' && !value.presumptiveRule)
      context.addIssue({
        code: 'custom',
        path: ['presumptiveRule'],
        message: 'Choose the presumptive rule',
      });
    if (value.reviewLane && !value.decisionDate)
      context.addIssue({
        code: 'custom',
        path: ['decisionDate'],
        message: 'A decision review needs the date of the decision',
      });
  });
export type CaseConditionInput = z.infer<typeof caseConditionInputSchema>;
/** What POST /api/case/conditions accepts, before the schema fills its defaults. */
export type CaseConditionRequest = z.input<typeof caseConditionInputSchema>;

/** The veteran's answer to a proposed item, or their own pick of a quote. */
export const evidenceDecisionInputSchema = z.object({
  elementKey: requiredText('Element', 60),
  documentId: uuid,
  page: z.number({ error: 'Page must be a number' }).int().positive(),
  quote: requiredText('Quote', 2000),
  state: z.enum(['confirmed', 'rejected'], {
    error: requiredOr('State must be confirmed or rejected'),
  }),
});
export type EvidenceDecisionInput = z.infer<typeof evidenceDecisionInputSchema>;

export const statementKinds = ['personal', 'witness'] as const;

/** A personal (21-4138) or witness (21-10210) statement, tied to a condition's element. */
export const statementInputSchema = z
  .object({
    kind: z.enum(statementKinds, { error: requiredOr('Kind must be personal or witness') }),
    conditionId: uuid.nullish().transform((value) => value ?? null),
    elementKey: optionalText('Element', 60),
    text: requiredText('Statement', MAX_STATEMENT_LENGTH),
    witnessName: optionalText('Witness name', 100),
    witnessRelationship: optionalText('Relationship', 100),
  })
  .superRefine((value, context) => {
    if (value.kind === 'witness' && !value.witnessName)
      context.addIssue({ code: 'custom', path: ['witnessName'], message: 'Name the witness' });
  });
export type StatementInput = z.infer<typeof statementInputSchema>;

/** A private provider whose records VA should ask for (21-4142). */
export const providerInputSchema = z.object({
  name: requiredText('Provider', 100),
  street: optionalText('Street', 100),
  city: optionalText('City', 60),
  state: optionalText('State', 30),
  postalCode: optionalText('ZIP code', 10),
  country: optionalText('Country', 60),
  treatmentFrom: calendarDate('Treatment from')
    .nullish()
    .transform((value) => value ?? null),
  treatmentTo: calendarDate('Treatment to')
    .nullish()
    .transform((value) => value ?? null),
  /** Ids of the case's conditions treated there. */
  conditionIds: z.array(uuid).max(50).default([]),
});
export type ProviderInput = z.infer<typeof providerInputSchema>;

/**
 * What the veteran types only for the download: never stored, never logged. Identity fields
 * other than these three are typed here too, so the case keeps no more than it needs.
 */
export const packetRequestSchema = z.object({
  ssn: z
    .string()
    .trim()
    .regex(/^(\d{3}-?\d{2}-?\d{4})?$/, { error: 'Social Security number must have 9 digits' })
    .optional(),
  vaFileNumber: z
    .string()
    .trim()
    .regex(/^(C?\d{7,9})?$/i, { error: 'VA file number must have 7 to 9 digits' })
    .optional(),
  dateOfBirth: calendarDate('Date of birth').or(z.literal('')).optional(),
  firstName: optionalText('First name', 40),
  middleInitial: optionalText('Middle initial', 1),
  lastName: optionalText('Last name', 60),
  street: optionalText('Street', 100),
  city: optionalText('City', 60),
  state: optionalText('State', 30),
  postalCode: optionalText('ZIP code', 10),
  country: optionalText('Country', 60),
  phone: optionalText('Phone', 30),
  email: optionalText('Email', 254),
});
export type PacketRequest = z.infer<typeof packetRequestSchema>;

export const evidenceItemSchema = z.object({
  /** Stable: the same proposal keeps its id between reads. */
  id: z.string(),
  kind: z.enum(evidenceItemKinds),
  state: z.enum(evidenceItemStates),
  documentId: z.string().nullable(),
  documentName: z.string().nullable(),
  page: z.number().int().nullable(),
  /** The document's own words, verbatim. */
  quote: z.string().nullable(),
  statementId: z.string().nullable(),
  disabilityId: z.string().nullable(),
  /** The symptom journal's name for the condition, to open its entries (/journal?condition=). */
  journalCondition: z.string().nullable(),
  /** What the item is, in a few words ("Nexus letter, Dr. Lee"). */
  label: z.string(),
});
export type EvidenceItem = z.infer<typeof evidenceItemSchema>;

export const nextEvidenceSchema = z.object({
  kind: z.enum(nextEvidenceKinds),
  title: z.string(),
  /** How to get it, in plain words. */
  how: z.string(),
  /** The VA form that gets it, where one does ("21-4142"). */
  form: z.string().nullable(),
});

export const caseElementSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** What VA needs for it, in plain words. */
  need: z.string(),
  citation: z.string(),
  status: z.enum(evidenceStatuses),
  /** Why it is not needed, when it is not. */
  notNeededWhy: z.string().nullable(),
  items: z.array(evidenceItemSchema),
  /** Ranked, best first; empty unless something is still to send (see stillToSend). */
  nextEvidence: z.array(nextEvidenceSchema),
  /**
   * Qualifying service only: what the saved service history says, in plain words, when it does
   * not meet the rule or none is saved. Where it meets the rule, an item says so instead.
   */
  serviceHistoryNote: z.string().nullable(),
});
export type CaseElement = z.infer<typeof caseElementSchema>;

export const caseConditionSchema = z.object({
  id: z.string(),
  name: z.string(),
  basis: z.enum(caseBases),
  secondaryTo: z.string().nullable(),
  presumptiveRule: z.string().nullable(),
  disabilityId: z.string().nullable(),
  side: z.enum(caseSides).nullable(),
  approximateStart: z.string().nullable(),
  explanation: z.string().nullable(),
  reviewLane: z.enum(caseReviewLanes).nullable(),
  decisionDate: z.string().nullable(),
  origin: z.enum(caseConditionOrigins),
  originDocumentId: z.string().nullable(),
  elements: z.array(caseElementSchema),
  /** Every element in the record, backed by a statement, or not needed. */
  ready: z.boolean(),
  readiness: z.object({ done: z.number().int(), total: z.number().int() }),
  createdAt: z.string(),
});
export type CaseCondition = z.infer<typeof caseConditionSchema>;

export const caseStatementSchema = z.object({
  id: z.string(),
  kind: z.enum(statementKinds),
  conditionId: z.string().nullable(),
  elementKey: z.string().nullable(),
  text: z.string(),
  witnessName: z.string().nullable(),
  witnessRelationship: z.string().nullable(),
  createdAt: z.string(),
});
export type CaseStatement = z.infer<typeof caseStatementSchema>;

/** A statement as a save answers: with the safety level of its words. */
export const savedStatementSchema = caseStatementSchema.extend({ safety: safetyNoticeSchema });
export type SavedStatement = z.infer<typeof savedStatementSchema>;

export const caseProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  treatmentFrom: z.string().nullable(),
  treatmentTo: z.string().nullable(),
  conditionIds: z.array(z.string()),
});
export type CaseProvider = z.infer<typeof caseProviderSchema>;

/**
 * A condition the veteran could add, from their own record: an issue a decision denied or
 * rated (to review or increase), a diagnosis in a document, a rated disability (increase).
 * Offered, never added until the veteran adds it.
 */
export const caseSuggestionSchema = z.object({
  name: z.string(),
  basis: z.enum(caseBases).nullable(),
  secondaryTo: z.string().nullable(),
  origin: z.enum(caseConditionOrigins),
  originDocumentId: z.string().nullable(),
  disabilityId: z.string().nullable(),
  decisionDate: z.string().nullable(),
  /** Where it was found, in plain words ("Denied in your decision letter, page 2"). */
  why: z.string(),
  quote: z.object({ page: z.number().int(), text: z.string() }).nullable(),
});
export type CaseSuggestion = z.infer<typeof caseSuggestionSchema>;

/** GET /api/case */
export const caseResponseSchema = z.object({
  conditions: z.array(caseConditionSchema),
  suggestions: z.array(caseSuggestionSchema),
  statements: z.array(caseStatementSchema),
  providers: z.array(caseProviderSchema),
});
export type CaseResponse = z.infer<typeof caseResponseSchema>;
