/** content/forms/va-forms.json: the VA forms guidance refers to (va-facts.md §4). */
import { z } from 'zod';
import { confidenceSchema } from './conditions';

const text = z.string().trim().min(1);

export const vaFormsFileSchema = z.object({
  title: text,
  basis: text,
  notes: z.array(text),
  forms: z
    .array(
      z.object({
        /** Without the "VA Form" prefix, e.g. "21-526EZ". */
        number: z
          .string()
          .regex(/^[\d-]+[A-Za-z]*$/, { error: 'Write a form number as "21-526EZ"' }),
        title: text,
        purpose: text,
        titleConfidence: confidenceSchema.optional(),
      }),
    )
    .min(1),
});
