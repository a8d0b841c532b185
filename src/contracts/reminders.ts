/** POST /api/reminders/unsubscribe: the link in a reminder e-mail, used without signing in. */
import { z } from 'zod';
import { tokenField } from './fields';

const INVALID = 'This unsubscribe link is incomplete. Copy the whole link from the e-mail.';

export const unsubscribeRequestSchema = z.object({ token: tokenField(INVALID) });
/** One-click unsubscribe (RFC 8058): the mail program posts to the link with the token in it. */
export const unsubscribeQuerySchema = z.object({ token: tokenField(INVALID).optional() });

export const UNSUBSCRIBED_MESSAGE =
  'Deadline reminders are off. You can turn them back on in Profile & Settings.';
