import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authMessages,
  consentSchema,
  forgotPasswordSchema,
  loginSchema,
  messageSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  userSchema,
  verifyEmailResultSchema,
  verifyEmailSchema,
} from '../../../contracts/auth';
import { changePasswordSchema, passwordChangeMessages } from '../../../contracts/change-password';
import { apiErrorSchema } from '../../../contracts/errors';
import type { RateLimits } from '../../config';
import { HttpError } from '../../http-error';
import { limitRequests } from '../../plugins/rate-limit';
import { requireUserId } from '../../plugins/session';
import type { AuthService } from './auth.service';

type Options = { auth: AuthService; limits: RateLimits };

// One limit per address however it is capitalised; the parsed body (emailField) is trimmed.
const emailKey = (request: { body: unknown }) =>
  (request.body as { email?: string } | undefined)?.email?.toLowerCase();

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, limits }) => {
  const byIp = (max: number) => ({ max, windowMs: limits.windowMs, key: () => undefined });
  const byAccount = (max: number) => ({ max, windowMs: limits.windowMs, key: emailKey });
  // Per account, sign-in slows down in the service rather than refusing (decision 005).
  const loginLimit = limitRequests(app, 'login', [byIp(limits.loginPerIp)]);
  const registerLimit = limitRequests(app, 'register', [byIp(limits.registerPerIp)]);
  const mailLimit = (name: string) =>
    limitRequests(app, name, [byIp(limits.mailPerIp), byAccount(limits.mailPerAccount)]);
  // A stolen session must not be able to guess the current password endlessly.
  const passwordChangeLimit = limitRequests(app, 'password-change', [
    { max: limits.passwordChangePerUser, windowMs: limits.windowMs, key: requireUserId },
  ]);

  const errors = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    409: apiErrorSchema,
    429: apiErrorSchema,
  };

  app.post(
    '/register',
    {
      schema: { body: registerSchema, response: { 201: userSchema, ...errors } },
      preHandler: registerLimit,
    },
    async (request, reply) => {
      const user = await auth.register(request.body);
      await request.session.regenerate();
      request.session.userId = user.id;
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/login',
    {
      schema: { body: loginSchema, response: { 200: userSchema, ...errors } },
      preHandler: loginLimit,
    },
    async (request) => {
      const user = await auth.login(request.body.email, request.body.password);
      // A new id at sign-in, so a session id planted before login is worthless.
      await request.session.regenerate();
      request.session.userId = user.id;
      return user;
    },
  );

  app.post('/logout', { schema: { response: { 200: messageSchema } } }, async (request) => {
    await request.session.destroy();
    return { message: authMessages.signedOut };
  });

  app.get(
    '/user',
    { schema: { response: { 200: userSchema, 401: apiErrorSchema } } },
    async (request) => {
      const user = await auth.currentUser(requireUserId(request));
      if (!user) {
        await request.session.destroy();
        throw new HttpError(401, 'Please sign in to continue.');
      }
      return user;
    },
  );

  app.patch(
    '/user/consent',
    { schema: { body: consentSchema, response: { 200: userSchema, ...errors } } },
    async (request) =>
      auth.setDocumentConsent(requireUserId(request), request.body.documentConsentGiven),
  );

  app.post(
    '/change-password',
    {
      schema: { body: changePasswordSchema, response: { 200: messageSchema, ...errors } },
      preHandler: passwordChangeLimit,
    },
    async (request) => {
      const userId = requireUserId(request);
      await auth.changePassword(userId, request.body.currentPassword, request.body.newPassword);
      // Every session ended with the change; this one carries on under a new id.
      await request.session.regenerate();
      request.session.userId = userId;
      return { message: passwordChangeMessages.passwordChanged };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: { body: forgotPasswordSchema, response: { 200: messageSchema, ...errors } },
      preHandler: mailLimit('forgot'),
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email);
      return { message: authMessages.resetLinkSent };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: { body: resetPasswordSchema, response: { 200: messageSchema, ...errors } },
      preHandler: limitRequests(app, 'reset', [byIp(limits.mailPerIp)]),
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { message: authMessages.passwordReset };
    },
  );

  app.post(
    '/verify-email',
    {
      schema: { body: verifyEmailSchema, response: { 200: verifyEmailResultSchema, ...errors } },
      preHandler: limitRequests(app, 'verify', [byIp(limits.mailPerIp)]),
    },
    async (request) => {
      const outcome = await auth.verifyEmail(request.body.token);
      return outcome === 'verified'
        ? { message: authMessages.emailVerified, alreadyVerified: false }
        : { message: authMessages.alreadyVerified, alreadyVerified: true };
    },
  );

  app.post(
    '/resend-verification',
    {
      schema: { body: resendVerificationSchema, response: { 200: messageSchema, ...errors } },
      preHandler: mailLimit('resend'),
    },
    async (request) => {
      await auth.resendVerification(request.body.email);
      return { message: authMessages.verificationSent };
    },
  );
};
