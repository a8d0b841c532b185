/**
 * Witness links: the veteran asks someone for a statement (POST/GET /api/witness-requests,
 * DELETE /api/witness-requests/:id, POST /api/witness-requests/:id/accept,
 * GET /api/witness-requests/:id/form.pdf), and the witness answers through the private link,
 * signed out (GET/POST /api/witness/:token). The witness's words are kept exactly as written:
 * no field of the answers is trimmed or changed.
 */
import { z } from 'zod';
import { requiredOr } from './fields';
import { safetyNoticeSchema } from './safety';

/** How long a link works after it is made. */
export const WITNESS_LINK_DAYS = 30;

const uuid = z.uuid({ error: 'Not a valid id' });

const veteranText = (label: string, max: number) =>
  z
    .string({ error: requiredOr(`${label} must be text`) })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const witnessRequestInputSchema = z
  .object({
    /** A condition of My Case; its name is what the witness sees. */
    conditionId: uuid.nullish().transform((value) => value ?? null),
    /** The condition in the veteran's words, when it is not (yet) in My Case. */
    conditionName: z
      .string({ error: 'Condition must be text' })
      .trim()
      .max(200, { error: 'Condition must be at most 200 characters' })
      .nullish()
      .transform((value) => value || null),
    witnessName: veteranText('Witness name', 100),
    relationship: veteranText('Relationship', 100),
    /** The veteran's note for the witness; shown to the witness on the link's page. */
    whatTheySaw: z
      .string({ error: 'What they saw must be text' })
      .trim()
      .max(2000, { error: 'What they saw must be at most 2000 characters' })
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((value, context) => {
    if (!value.conditionId && !value.conditionName)
      context.addIssue({
        code: 'custom',
        path: ['conditionName'],
        message: 'Name the condition the statement is about',
      });
  });
export type WitnessRequestInput = z.input<typeof witnessRequestInputSchema>;

/** Item 19 of VA Form 21-10210, besides "Other (specify)". */
export const witnessRelationshipKinds = [
  'servedWith',
  'familyOrFriend',
  'coworkerOrSupervisor',
] as const;
export type WitnessRelationshipKind = (typeof witnessRelationshipKinds)[number];

export const witnessRelationshipLabels: Record<WitnessRelationshipKind, string> = {
  servedWith: 'I served with the veteran',
  familyOrFriend: 'Family member or friend',
  coworkerOrSupervisor: 'Coworker or supervisor',
};

/** The same relationships in words that name them plainly in a statement's heading. */
const relationshipWords: Record<WitnessRelationshipKind, string> = {
  servedWith: 'served with the veteran',
  familyOrFriend: 'family or friend',
  coworkerOrSupervisor: 'coworker or supervisor',
};

export const MAX_OTHER_RELATIONSHIP = 40;

/** Text as the witness wrote it: never trimmed, only checked. */
const writtenText = (label: string, max: number) =>
  z
    .string({ error: requiredOr(`${label} must be text`) })
    .max(max, { error: `${label} must be at most ${max} characters` });

const requiredWritten = (label: string, max: number, empty: string) =>
  writtenText(label, max).refine((value) => value.trim().length > 0, { error: empty });

const optionalWritten = (label: string, max: number) => writtenText(label, max).default('');

export const witnessAnswersSchema = z
  .object({
    fullName: requiredWritten('Your full name', 100, 'Please write your full name'),
    phone: optionalWritten('Phone', 30),
    email: optionalWritten('Email', 254).refine(
      (value) => value.trim() === '' || z.email().safeParse(value.trim()).success,
      { error: 'Please enter a valid email address, or leave it empty' },
    ),
    relationships: z
      .array(z.enum(witnessRelationshipKinds, { error: 'Choose from the listed relationships' }), {
        error: 'Choose from the listed relationships',
      })
      .max(witnessRelationshipKinds.length)
      .default([])
      .transform((kinds) => witnessRelationshipKinds.filter((kind) => kinds.includes(kind))),
    otherRelationship: optionalWritten('Other relationship', MAX_OTHER_RELATIONSHIP),
    howTheyKnow: requiredWritten(
      'How you know the veteran',
      2000,
      'Please say how you know the veteran and for how long',
    ),
    whatTheySaw: requiredWritten('What you saw', 6000, 'Please describe what you saw'),
    whenTheySawIt: requiredWritten(
      'When you saw it',
      500,
      'Please say about when, even roughly (a year or a season is fine)',
    ),
    beforeService: optionalWritten('Before service', 3000),
    afterService: optionalWritten('After service', 3000),
    anythingElse: optionalWritten('Anything else', 3000),
    certified: z.literal(true, {
      error: 'Please confirm that your statement is true and correct to the best of your knowledge',
    }),
  })
  .refine(
    (value) =>
      (value.relationships?.length ?? 0) > 0 ||
      (typeof value.otherRelationship === 'string' && value.otherRelationship.trim() !== ''),
    {
      path: ['relationships'],
      error: 'Choose how you know the veteran, or describe it under Other',
      // Checked even while other answers need another look, so every problem shows at once;
      // only a body that is an object at all has answers to check.
      when: ({ value }) => typeof value === 'object' && value !== null,
    },
  );
export type WitnessAnswers = z.output<typeof witnessAnswersSchema>;
export type WitnessAnswersInput = z.input<typeof witnessAnswersSchema>;

type WrittenAnswer =
  | 'howTheyKnow'
  | 'whatTheySaw'
  | 'whenTheySawIt'
  | 'beforeService'
  | 'afterService'
  | 'anythingElse';

/** The guided questions, in the order the witness answers them and the statement reads. */
export const witnessQuestions: { key: WrittenAnswer; label: string; hint: string }[] = [
  {
    key: 'howTheyKnow',
    label: 'How do you know the veteran, and for how long?',
    hint: 'For example: "We have been married since 2009" or "I was his squad leader from 2004 to 2006."',
  },
  {
    key: 'whatTheySaw',
    label: 'What did you see or hear yourself?',
    hint: 'Describe what you noticed with your own eyes and ears: what happened, how it affects the veteran, what they can no longer do. Your own words are best.',
  },
  {
    key: 'whenTheySawIt',
    label: 'When did you see it?',
    hint: 'Dates, years or seasons, even roughly: "the winter of 2005", "most nights since 2015".',
  },
  {
    key: 'beforeService',
    label: 'If you knew the veteran before service, what were they like then?',
    hint: 'Leave this empty if you did not know them before service.',
  },
  {
    key: 'afterService',
    label: 'What have they been like since service?',
    hint: 'Changes you noticed after they came home, and how things are now.',
  },
  {
    key: 'anythingElse',
    label: 'Is there anything else you want VA to know?',
    hint: 'Optional.',
  },
];

/** Who the witness is, as the statement's heading and the case's witness line name it. */
export function witnessRelationshipText(answers: WitnessAnswers): string {
  return [
    ...answers.relationships.map((kind) => relationshipWords[kind]),
    ...(answers.otherRelationship.trim() ? [answers.otherRelationship] : []),
  ].join(', ');
}

/**
 * The statement as it goes on the form and into My Case: each question the witness answered,
 * followed by their answer exactly as written. Questions left empty are left out.
 */
export function composeWitnessStatement(answers: WitnessAnswers): string {
  return witnessQuestions
    .filter(({ key }) => answers[key].trim() !== '')
    .map(({ key, label }) => `${label}\n${answers[key]}`)
    .join('\n\n');
}

/** What the link's page shows the witness: nothing of the case but the condition's name. */
export const witnessInvitationSchema = z
  .object({
    /** The veteran's display name from Profile & Settings. */
    veteranName: z.string(),
    conditionName: z.string(),
    witnessName: z.string(),
    relationship: z.string(),
    /** The veteran's note for the witness, when they wrote one. */
    whatTheySaw: z.string().nullable(),
    expiresAt: z.string(),
  })
  .strict();
export type WitnessInvitation = z.infer<typeof witnessInvitationSchema>;

export const witnessLinkMessages = {
  notFound:
    'The link may have been withdrawn, or part of its address is missing. Ask the person who sent it for a new link.',
  expired:
    'Links work for a limited time, and this one has run out. Ask the person who sent it for a new one.',
  submitted:
    'A statement has already been sent through this link. Each link works once, so nothing more can be sent with it.',
  thanks:
    'Thank you. Your statement was sent. The veteran will read it and decide whether to add it to their claim.',
} as const;

/** What sending the answers answers: the thanks, and the safety level of what was written. */
export const witnessSentSchema = z.object({ message: z.string(), safety: safetyNoticeSchema });
export type WitnessSent = z.infer<typeof witnessSentSchema>;

export const witnessTokenParamsSchema = z.object({
  token: z.string().max(200),
});

export const witnessRequestStates = ['waiting', 'answered', 'expired', 'added'] as const;
export type WitnessRequestState = (typeof witnessRequestStates)[number];

export const witnessRequestStateLabels: Record<WitnessRequestState, string> = {
  waiting: 'Waiting for answers',
  answered: 'Answered',
  expired: 'Link expired',
  added: 'Added to My Case',
};

/** The answers as stored and sent back: plain values, already checked when the witness sent them. */
const storedWitnessAnswersSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  email: z.string(),
  relationships: z.array(z.enum(witnessRelationshipKinds)),
  otherRelationship: z.string(),
  howTheyKnow: z.string(),
  whatTheySaw: z.string(),
  whenTheySawIt: z.string(),
  beforeService: z.string(),
  afterService: z.string(),
  anythingElse: z.string(),
  certified: z.literal(true),
});

/** A request as the veteran sees it; never the token, which only creating it returns. */
export const witnessRequestSchema = z.object({
  id: z.string(),
  conditionId: z.string().nullable(),
  conditionName: z.string(),
  witnessName: z.string(),
  relationship: z.string(),
  whatTheySaw: z.string().nullable(),
  state: z.enum(witnessRequestStates),
  expiresAt: z.string(),
  submittedAt: z.string().nullable(),
  answers: storedWitnessAnswersSchema.nullable(),
  statementId: z.string().nullable(),
  createdAt: z.string(),
});
export type WitnessRequest = z.infer<typeof witnessRequestSchema>;

/** A request as the veteran's list shows it: with the safety level of the answers, if any. */
export const receivedWitnessRequestSchema = witnessRequestSchema.extend({
  safety: safetyNoticeSchema,
});
export type ReceivedWitnessRequest = z.infer<typeof receivedWitnessRequestSchema>;

export const createdWitnessRequestSchema = z.object({
  request: witnessRequestSchema,
  /** The private link to share; shown this once. */
  link: z.string(),
});
export type CreatedWitnessRequest = z.infer<typeof createdWitnessRequestSchema>;

/** Where in the condition's evidence map the statement goes; the server picks when absent. */
export const witnessAcceptInputSchema = z
  .object({
    elementKey: z
      .string({ error: 'Element must be text' })
      .max(60)
      .nullish()
      .transform((value) => value || null),
  })
  // A POST with no body at all takes the server's choice.
  .nullish()
  .transform((value) => value ?? { elementKey: null });
