import { createHash, randomBytes } from 'node:crypto';

/** A random 32-byte token for a mail link, and the only form of it that is stored. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
