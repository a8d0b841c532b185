/**
 * A Turn: one reading of one message of the chat, stored beside it as JSON. What a follow-up
 * continues and where a statement draft stands are read from the earlier Turns, never from the
 * stored text of the replies.
 */
import { z } from 'zod';
import { safetyLevelSchema } from './safety';

const side = z.enum(['left', 'right']);

export const turnPercentageSchema = z.object({
  value: z.number().int().min(0).max(100),
  of: z.enum(['combined', 'condition', 'goal', 'unknown']),
  condition: z.string().optional(),
  side: side.optional(),
  own: z.boolean(),
});

export const REVIEW_LANE_NAMES = [
  'higher-level-review',
  'supplemental-claim',
  'board-appeal',
] as const;
export const OWN_CASE_REFERENCES = ['rating', 'claim', 'condition', 'case'] as const;
export const TURN_NOTICES = ['intent-to-file-ending'] as const;
export const SPOUSE_STATES = ['married', 'separated', 'divorced', 'widowed'] as const;

export const turnEntitiesSchema = z.object({
  percentages: z.array(turnPercentageSchema),
  conditions: z.array(
    z.object({
      name: z.string(),
      diagnosticCode: z.string().nullable(),
      side: side.nullable(),
    }),
  ),
  /** VA form numbers ("21-526EZ"). */
  forms: z.array(z.string()),
  lanes: z.array(z.enum(REVIEW_LANE_NAMES)),
  /** Dates written as YYYY-MM-DD, when the message gives a whole date. */
  dates: z.array(z.iso.date()),
  /** Dollar amounts. */
  money: z.array(z.number().nonnegative()),
  dependants: z.object({
    spouse: z.enum(SPOUSE_STATES).nullable(),
    children: z.number().int().min(0).nullable(),
  }),
});

export const turnSchema = z.object({
  version: z.literal(1),
  safety: safetyLevelSchema,
  /** What the message asks for, with the classifier's score; null below its threshold. */
  intent: z.object({ name: z.string().nullable(), score: z.number().min(0).max(1) }),
  /** The sentences that ask something. */
  asks: z.array(z.string()),
  entities: turnEntitiesSchema,
  /** What of the veteran's own case the message points at: "my 50%", "my claim", "my knee". */
  ownCase: z.array(z.enum(OWN_CASE_REFERENCES)),
  /** What the reply answered: the subject a later follow-up continues. */
  answered: z.object({
    intent: z.string(),
    articleIds: z.array(z.string()),
    /** Whether the message was answered on its own or as a follow-up to an earlier one. */
    readWith: z.enum(['alone', 'subject', 'together']),
  }),
  /** Notices the reply carried once in a chat, so later replies do not repeat them. */
  notices: z.array(z.enum(TURN_NOTICES)),
  /** The statement being drafted after this reply, while Wingman waits for its facts. */
  drafting: z
    .object({
      kind: z.enum(['buddy-letter', 'personal-statement']),
      /** How many times Wingman has asked for the facts, this reply included. */
      asked: z.number().int().min(0),
    })
    .nullable(),
});

export type Turn = z.infer<typeof turnSchema>;
export type TurnEntities = z.infer<typeof turnEntitiesSchema>;
/** What reading a message gives before it is answered. */
export type TurnReading = Omit<Turn, 'answered' | 'drafting' | 'notices'>;
