/**
 * The help pages' words: content/help/faq.json, prompts.json and resources.json. The client
 * reads them through these schemas, and the content tests check them against the spec.
 */
import { z } from 'zod';
import { confidenceSchema } from './conditions';

const text = z.string().trim().min(1);
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Write the id in kebab-case' });
const checkedOn = z.iso.date({ error: 'Write checkedOn as YYYY-MM-DD' });
const httpsUrl = z.url({ protocol: /^https$/, error: 'A link needs an https address' });

const sourceSchema = z.object({ label: text, url: httpsUrl }).strict();

/** What a VA fact stands on: where it was read, how far it was checked, and when. */
const sourced = {
  sources: z.array(sourceSchema).min(1, { error: 'A VA fact needs at least one source' }),
  confidence: confidenceSchema,
  checkedOn,
  /** What could not be confirmed, for the people who edit the file. */
  doubts: z.array(text).optional(),
};

// ---- content/help/faq.json ------------------------------------------------------------------

/** An answer is plain text: paragraphs, and bullet lists where steps or choices read better. */
const answerBlockSchema = z.union([text, z.object({ list: z.array(text).min(2) }).strict()]);

export const faqQuestionSchema = z
  .object({
    id: slug,
    question: text,
    answer: z.array(answerBlockSchema).min(1),
    ...sourced,
  })
  .strict();

export const faqContentSchema = z
  .object({
    title: text,
    intro: text,
    categories: z
      .array(
        z.object({ id: slug, title: text, questions: z.array(faqQuestionSchema).min(1) }).strict(),
      )
      .min(1),
  })
  .strict();

// ---- content/help/prompts.json --------------------------------------------------------------

export const helpfulPromptSchema = z
  .object({
    id: slug,
    title: text,
    /** The question with [placeholders] the veteran fills in. */
    template: text.regex(/\[[^\]]+\]/, { error: 'A template needs at least one [placeholder]' }),
    /** A filled-in question, ready to send as it is. */
    example: text.refine((value) => !/[[\]]/.test(value), {
      error: 'An example has no [placeholders] left',
    }),
  })
  .strict();

export const promptsContentSchema = z
  .object({
    title: text,
    intro: text,
    categories: z
      .array(
        z.object({ id: slug, title: text, prompts: z.array(helpfulPromptSchema).min(1) }).strict(),
      )
      .min(1),
    proTips: z.array(z.object({ title: text, text }).strict()).min(1),
  })
  .strict();

// ---- content/help/resources.json ------------------------------------------------------------

/** Ten-digit US numbers as 800-827-1000, or a short code such as 988. */
const phoneNumber = z.string().regex(/^(?:\d{3}|\d{3}-\d{3}-\d{4})$/, {
  error: 'Write the number as 800-827-1000 or as a short code such as 988',
});

export const phoneLineSchema = z
  .object({
    id: slug,
    name: text,
    description: text,
    call: phoneNumber,
    /** The key to press once the call connects, when the line asks for one. */
    pressAfterCalling: z.string().regex(/^\d$/).optional(),
    /** A number that takes text messages. */
    text: z
      .string()
      .regex(/^\d{5,6}$/)
      .optional(),
    ...sourced,
  })
  .strict();

export const resourceTypeSchema = z.enum(['Official', 'Form', 'Nonprofit', 'Tool', 'Guide', 'Law']);

export const resourceLinkSchema = z
  .object({
    id: slug,
    name: text,
    description: text,
    type: resourceTypeSchema,
    url: httpsUrl,
  })
  .strict();

export const resourcesContentSchema = z
  .object({
    title: text,
    intro: text,
    contact: z
      .object({ title: text, intro: text, lines: z.array(phoneLineSchema).min(1) })
      .strict(),
    categories: z
      .array(
        z.object({ id: slug, title: text, links: z.array(resourceLinkSchema).min(1) }).strict(),
      )
      .min(1),
    disclaimer: text,
  })
  .strict();

export type FaqContent = z.infer<typeof faqContentSchema>;
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;
export type FaqAnswerBlock = z.infer<typeof answerBlockSchema>;
export type PromptsContent = z.infer<typeof promptsContentSchema>;
export type HelpfulPrompt = z.infer<typeof helpfulPromptSchema>;
export type ResourcesContent = z.infer<typeof resourcesContentSchema>;
export type PhoneLine = z.infer<typeof phoneLineSchema>;
export type ResourceLink = z.infer<typeof resourceLinkSchema>;
