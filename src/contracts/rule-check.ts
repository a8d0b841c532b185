import { z } from 'zod';
import type { RuleCheck } from '../domain/regulations/regulation-link';

/** Where to read a rule we summarize, and when we last compared our summary with it. */
export const ruleCheckSchema = z.object({
  label: z.string(),
  url: z.string().nullable(),
  checkedOn: z.iso.date(),
}) satisfies z.ZodType<RuleCheck>;
