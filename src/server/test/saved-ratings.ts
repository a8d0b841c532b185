import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { callApi } from './test-app';

/** Saves each rating on Current Disabilities through the real endpoint. */
export async function saveDisabilities(
  app: FastifyInstance,
  cookies: Record<string, string>,
  disabilities: readonly Record<string, unknown>[],
) {
  for (const disability of disabilities) {
    expect((await callApi(app, 'POST', '/api/disabilities', cookies, disability)).statusCode).toBe(
      201,
    );
  }
}
