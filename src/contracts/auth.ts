import { z } from 'zod';
import {
  emailField,
  newPasswordField,
  optionalNameField,
  requiredOr,
  textField,
  tokenField,
} from './fields';

export const registerSchema = z.object({
  email: emailField(),
  password: newPasswordField,
  firstName: optionalNameField,
  lastName: optionalNameField,
});

export const loginSchema = z.object({
  email: emailField(),
  password: textField(
    z
      .string()
      .min(1, { error: 'Password is required' })
      // Longer than any password we accept; stops hashing megabytes on every attempt.
      .max(1024, { error: 'Password must be less than 128 characters' }),
  ),
});

export const forgotPasswordSchema = z.object({ email: emailField() });
export const resendVerificationSchema = z.object({ email: emailField() });

export const resetPasswordSchema = z.object({
  token: tokenField('Reset token is required'),
  password: newPasswordField,
});

export const verifyEmailSchema = z.object({
  token: tokenField('Verification token is required'),
});

export const consentSchema = z.object({
  documentConsentGiven: z.boolean({ error: requiredOr() }),
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  documentConsentGiven: z.boolean(),
});

export const messageSchema = z.object({ message: z.string() });

/** A verification link opened again after it worked is not an error. */
export const verifyEmailResultSchema = messageSchema.extend({ alreadyVerified: z.boolean() });

export type RegisterInput = z.input<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type User = z.infer<typeof userSchema>;

/** Wording shared by server answers and client toasts (spec §8). */
export const authMessages = {
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists. Try signing in instead.',
  resetLinkSent: 'If an account with that email exists, a password reset link has been sent.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'You can now log in with your new password.',
  verificationSent:
    'If that account exists and is not yet verified, a new verification link has been sent.',
  verificationInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Your email address has been verified.',
  alreadyVerified: 'Your email is already verified. You can continue to Wingman.',
  signedOut: 'Signed out.',
} as const;
