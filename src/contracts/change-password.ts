import { z } from 'zod';
import { newPasswordField, textField } from './fields';

// Apart from auth.ts, which the signed-out landing bundle loads: only the profile page needs these.

export const passwordChangeMessages = {
  wrongCurrentPassword: 'Current password is incorrect.',
  passwordChanged: 'Your password has been changed. You have been signed out everywhere else.',
} as const;

export const changePasswordSchema = z.object({
  currentPassword: textField(
    z
      .string()
      .min(1, { error: 'Current password is required' })
      // Longer than any password we accept; stops hashing megabytes on every attempt.
      .max(1024, { error: passwordChangeMessages.wrongCurrentPassword }),
  ),
  newPassword: newPasswordField,
});

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
