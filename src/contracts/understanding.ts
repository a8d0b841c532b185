/** content/understanding/intents.json: the paraphrases the intent classifier learns from. */
import { z } from 'zod';
import type { UnderstandingContent } from '../domain/knowledge/intent-classifier';

const pattern = z.string().refine(
  (text) => {
    try {
      new RegExp(text, 'iu');
      return true;
    } catch {
      return false;
    }
  },
  { error: 'is not a valid regular expression' },
);

export const understandingContentSchema = z
  .object({
    about: z.string().optional(),
    checkedOn: z.iso.date(),
    intents: z
      .array(
        z.object({
          intent: z
            .string()
            .regex(/^[a-z]+(?:-[a-z]+)*$/, { error: 'Write the intent in kebab-case' }),
          cue: pattern.optional(),
          mentions: pattern.optional(),
          searchTerms: z.string().trim().min(1).optional(),
          askingWords: z
            .array(z.string().regex(/^[a-z]+$/, { error: 'One lower-case word each' }))
            .optional(),
          // Too few paraphrases and the classifier learns the words, not the question.
          utterances: z.array(z.string().trim().min(1)).min(8),
        }),
      )
      .min(2)
      .refine((intents) => new Set(intents.map(({ intent }) => intent)).size === intents.length, {
        error: 'Each intent is listed once',
      }),
  })
  .strict() satisfies z.ZodType<UnderstandingContent>;
