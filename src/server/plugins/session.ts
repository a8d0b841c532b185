import cookie from '@fastify/cookie';
import session from '@fastify/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import type { DatabaseSessionStore } from './session-store';

declare module 'fastify' {
  interface Session {
    userId?: string;
  }
}

export const SESSION_COOKIE = 'wingman.sid';
const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

type SessionOptions = { secret: string; secure: boolean; store: DatabaseSessionStore };

export async function registerSessions(app: FastifyInstance, options: SessionOptions) {
  await app.register(cookie);
  await app.register(session, {
    secret: options.secret,
    cookieName: SESSION_COOKIE,
    store: options.store,
    saveUninitialized: false,
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      path: '/',
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
}

/** The signed-in user's id, or a 401 in the API's error shape. */
export function requireUserId(request: FastifyRequest): string {
  const userId = request.session.userId;
  if (!userId) throw new HttpError(401, 'Please sign in to continue.');
  return userId;
}
