import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens for the unsubscribe link, which works without signing in: the user's id signed with a
 * key derived from the session secret. Nothing is stored, and the token can do one thing only:
 * stop that veteran's reminders.
 */
export function createUnsubscribeTokens(secret: string) {
  const key = createHmac('sha256', secret).update('wingman reminder unsubscribe').digest();
  const signatureOf = (userId: string) => createHmac('sha256', key).update(userId).digest();
  return {
    tokenFor: (userId: string) => `${userId}.${signatureOf(userId).toString('base64url')}`,
    /** The user a token was made for, or null when it was not made here. */
    userOf: (token: string): string | null => {
      const [userId, signature, ...rest] = token.split('.');
      if (!userId || !signature || rest.length > 0) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = signatureOf(userId);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
