/**
 * content/conditions/everyday-words.json: phrases veterans use for a condition ("lower back",
 * "ears ringing") and the diagnostic codes the condition search offers first for them.
 */
import { z } from 'zod';

export const everydayWordsFileSchema = z.object({
  /** What the file is, for whoever edits it. */
  comment: z.string().trim().min(1),
  checkedOn: z.iso.date(),
  phrases: z
    .array(
      z.object({
        phrase: z.string().trim().min(1),
        codes: z.array(z.string().regex(/^\d{4}$/)).min(1),
      }),
    )
    .min(1),
});

export type EverydayWordsFile = z.infer<typeof everydayWordsFileSchema>;
