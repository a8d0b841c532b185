/**
 * VA wording kept as content: every file or part of one names its sources (label and https
 * address) and the day it was last checked, and its `{placeholders}` are checked, so a typo
 * stops start-up (or the screen's code) instead of reaching a veteran.
 */
import { z } from 'zod';
import { placeholdersOf } from '../domain/guidance/guidance-text';
import { confidenceSchema } from './conditions';

const text = z.string().trim().min(1);

export const knowledgeSourceSchema = z.object({
  label: text,
  url: z.url({ protocol: /^https$/, error: 'A source needs an https address' }),
});

/** Where VA wording was checked, and when; doubts are for reviewers, never shown. */
export const sourcedWording = {
  sources: z.array(knowledgeSourceSchema).min(1, { error: 'VA wording needs at least one source' }),
  checkedOn: z.iso.date({ error: 'Write checkedOn as YYYY-MM-DD' }),
  confidence: confidenceSchema,
  doubts: z.array(text).optional(),
};

/** A text whose `{placeholders}` are exactly these. */
export const wordingTemplate = (...names: string[]) =>
  text.superRefine((value, ctx) => {
    const used = new Set(placeholdersOf(value));
    for (const name of names) {
      if (!used.has(name)) ctx.addIssue({ code: 'custom', message: `Use {${name}}` });
    }
    for (const name of used) {
      if (!names.includes(name)) {
        ctx.addIssue({ code: 'custom', message: `Unknown placeholder {${name}}` });
      }
    }
  });
