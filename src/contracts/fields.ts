import { z } from 'zod';

/** Spec §5: a missing field says "Required"; any other failure uses the given message. */
export const requiredOr =
  (message?: string) =>
  (issue: { input: unknown }): string | undefined =>
    issue.input === undefined ? 'Required' : message;

// RFC 5321 caps an address at 254 characters; longer input is never a real e-mail.
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 128;

export const emailField = (message = 'Please enter a valid email address') =>
  z
    .string({ error: requiredOr() })
    .trim()
    .max(MAX_EMAIL_LENGTH, { error: message })
    .pipe(z.email({ error: message }));

/**
 * A string field whose length rules run only on strings: Zod 4 otherwise applies `min` to an
 * array too and reports a second, confusing message.
 */
export const textField = <T extends z.ZodType<unknown, string>>(rules: T) =>
  z.string({ error: requiredOr() }).pipe(rules);

export const newPasswordField = textField(
  z
    .string()
    .min(8, { error: 'Password must be at least 8 characters' })
    .max(MAX_PASSWORD_LENGTH, { error: 'Password must be less than 128 characters' }),
);

/** Why the server refuses a new password that is long enough but easy to guess. */
export const passwordMessages = {
  common:
    'This password is one of the most common ones, so it is easy to guess. Please choose another, such as a few unrelated words.',
  guessable:
    'This password would be easy to guess: it is built from common words, names, dates or keyboard patterns. Add more unrelated words or make it longer.',
} as const;

export const tokenField = (message: string) =>
  textField(z.string().min(1, { error: message }).max(512, { error: message }));

export const MAX_NAME_LENGTH = 100;

export const optionalNameField = z
  .string()
  .trim()
  .max(MAX_NAME_LENGTH, { error: `Must be at most ${MAX_NAME_LENGTH} characters` })
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));
