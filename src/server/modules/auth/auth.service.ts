import type { z } from 'zod';
import type { registerSchema, User } from '../../../contracts/auth';
import { authMessages } from '../../../contracts/auth';
import { passwordChangeMessages } from '../../../contracts/change-password';
import type { BackgroundTasks } from '../../background-tasks';
import type { Database } from '../../db/client';
import { HttpError, isUniqueViolation } from '../../http-error';
import { passwordResetMail, verificationMail } from '../../mail/auth-mails';
import type { Mailer } from '../../mail/mailer';
import { passwordResetTokenStore, verificationTokenStore } from './auth-tokens.repository';
import type { LoginThrottle } from './login-throttle';
import { requireStrongPassword } from '../../password-strength';
import { hashPassword, timingDummyHash, verifyPassword } from '../../passwords';
import { hashToken, newToken } from './tokens';
import type { UserRow, UsersRepository } from './users.repository';

const HOUR_MS = 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = HOUR_MS;
export const VERIFICATION_TOKEN_TTL_MS = 24 * HOUR_MS;

type Deps = {
  db: Database;
  users: UsersRepository;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  background: BackgroundTasks;
  loginThrottle: LoginThrottle;
  /** Ends every stored session of a user (password reset and change). */
  endSessionsOfUser: (userId: string) => Promise<void>;
};

export const toPublicUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  profileImageUrl: row.profileImageUrl,
  emailVerified: row.emailVerified,
  documentConsentGiven: row.documentConsentGiven,
});

export function createAuthService(deps: Deps) {
  const { db, users, mailer, publicUrl, now, background } = deps;

  const link = (page: string, token: string) => `${publicUrl}/${page}?token=${token}`;

  // Mail goes out after the answer is decided, so response time says nothing about the account.
  const sendInBackground = (send: () => Promise<void>) => background.run('mail', send);

  async function issueVerification(tx: Database, user: UserRow) {
    const { token, tokenHash } = newToken();
    const expiresAt = new Date(now().getTime() + VERIFICATION_TOKEN_TTL_MS);
    await verificationTokenStore.issue(tx, user.id, tokenHash, expiresAt);
    return () => mailer.send(verificationMail(user.email, link('verify-email', token)));
  }

  return {
    async register(input: z.output<typeof registerSchema>): Promise<User> {
      await requireStrongPassword(input.password, 'password');
      const passwordHash = await hashPassword(input.password);
      try {
        const { user, sendMail } = await db.transaction(async (tx) => {
          const user = await users.insert(tx, {
            email: input.email.toLowerCase(),
            password: passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
          });
          return { user, sendMail: await issueVerification(tx, user) };
        });
        sendInBackground(sendMail);
        return toPublicUser(user);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, authMessages.emailTaken);
        throw error;
      }
    },

    async login(email: string, password: string): Promise<User> {
      // Known or not, an account under attack answers slowly, so the wait reveals nothing.
      await deps.loginThrottle.waitTurn(email);
      const user = await users.findByEmail(email);
      const valid = user
        ? await verifyPassword(user.password, password)
        : await verifyPassword(await timingDummyHash(), password).then(() => false);
      if (!user || !valid) {
        await deps.loginThrottle.recordFailure(email);
        throw new HttpError(401, authMessages.invalidCredentials);
      }
      await deps.loginThrottle.recordSuccess(email);
      return toPublicUser(user);
    },

    async currentUser(userId: string): Promise<User | undefined> {
      const user = await users.findById(userId);
      return user && toPublicUser(user);
    },

    async requestPasswordReset(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) return;
      const { token, tokenHash } = newToken();
      await passwordResetTokenStore.issue(
        db,
        user.id,
        tokenHash,
        new Date(now().getTime() + RESET_TOKEN_TTL_MS),
      );
      sendInBackground(() =>
        mailer.send(passwordResetMail(user.email, link('reset-password', token))),
      );
    },

    async resetPassword(token: string, password: string): Promise<void> {
      await requireStrongPassword(password, 'password');
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const at = now();
        const userId = await passwordResetTokenStore.consume(tx, hashToken(token), at);
        if (!userId) return undefined;
        await passwordResetTokenStore.revokeAllForUser(tx, userId, at);
        // Following the mailed link proves the address is theirs.
        await users.update(tx, userId, { password: passwordHash, emailVerified: true });
        return userId;
      });
      if (!userId) throw new HttpError(400, authMessages.resetLinkInvalid);
      await deps.endSessionsOfUser(userId);
    },

    /** Replaces the password once the current one is given, and ends every session of the user. */
    async changePassword(userId: string, currentPassword: string, newPassword: string) {
      const user = await users.findById(userId);
      if (!user) throw new HttpError(401, 'Please sign in again.');
      if (!(await verifyPassword(user.password, currentPassword))) {
        throw new HttpError(400, passwordChangeMessages.wrongCurrentPassword, [
          { path: 'currentPassword', message: passwordChangeMessages.wrongCurrentPassword },
        ]);
      }
      await requireStrongPassword(newPassword, 'newPassword');
      await users.update(db, userId, { password: await hashPassword(newPassword) });
      await deps.endSessionsOfUser(userId);
    },

    /** Verifies the address; a link opened again after it worked says so instead of failing. */
    async verifyEmail(token: string): Promise<'verified' | 'already-verified'> {
      const tokenHash = hashToken(token);
      const verified = await db.transaction(async (tx) => {
        const userId = await verificationTokenStore.consume(tx, tokenHash, now());
        if (!userId) return false;
        await users.update(tx, userId, { emailVerified: true });
        return true;
      });
      if (verified) return 'verified';
      const ownerId = await verificationTokenStore.ownerOf(db, tokenHash);
      const owner = ownerId ? await users.findById(ownerId) : undefined;
      if (owner?.emailVerified) return 'already-verified';
      throw new HttpError(400, authMessages.verificationInvalid);
    },
    async resendVerification(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user || user.emailVerified) return;
      sendInBackground(await issueVerification(db, user));
    },

    async setDocumentConsent(userId: string, given: boolean): Promise<User> {
      const user = await users.update(db, userId, { documentConsentGiven: given });
      if (!user) throw new HttpError(401, 'Please sign in again.');
      return toPublicUser(user);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
