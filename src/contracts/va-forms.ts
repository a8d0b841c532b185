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

/**
 * content/forms/templates/<form>.json: one revision of one of VA's fillable PDFs, known by its
 * SHA-256, and the fields Wingman fills in it, named for what they hold. A field's full name
 * is read from the template's tooltip, never guessed; a new revision needs a new map.
 */
export const formTemplateSchema = z.object({
  /** "21-4138". */
  form: z.string().regex(/^\d{2}-\d{3,5}[A-Z]*$|^10182$/),
  /** The file name VA publishes it under. */
  file: z.string().regex(/^[\w-]+\.pdf$/),
  /**
   * The edition printed on the form ("FEB 2023" beside "VA FORM 21-0966"), as veterans and VA
   * name it; never the PDF file's creation date.
   */
  edition: z.string().regex(/^(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC) \d{4}$/, {
    error: 'Write the edition as printed on the form, e.g. "FEB 2023"',
  }),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** VA's own address for the file. */
  url: z.url({ protocol: /^https$/ }),
  /** When the map was last checked against the template. */
  checked: z.iso.date(),
  /** Our name for a field ("veteran.firstName") → its full name in the template. */
  fields: z.record(z.string(), z.string().min(1)),
});
export type FormTemplate = z.infer<typeof formTemplateSchema>;
