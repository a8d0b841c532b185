import { z } from 'zod';

/** The page's meta tag through which the server tells the client its configured address. */
export const SUPPORT_EMAIL_META = 'wingman:support-email';

/** content/site/disclaimers.json: what Wingman says about itself, screen by screen. */
export const disclaimersSchema = z
  .object({
    about: z.string().min(1),
    checkedOn: z.iso.date(),
    doubts: z.array(z.string().min(1)),
    footer: z.string().min(1),
    signUp: z.string().min(1),
    guidance: z.string().min(1),
    shareReport: z.string().min(1),
    chat: z.string().min(1),
  })
  .strict();
export type Disclaimers = z.infer<typeof disclaimersSchema>;

/** content/site/who-answers.json: what answers in the chat, for the landing page and the FAQ. */
export const whoAnswersSchema = z
  .object({
    about: z.string().min(1),
    checkedOn: z.iso.date(),
    doubts: z.array(z.string().min(1)),
    landing: z.string().min(1),
    title: z.string().min(1),
    help: z.array(z.string().min(1)).min(1),
  })
  .strict();
