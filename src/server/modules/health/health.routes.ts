import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { Draining } from '../../plugins/draining';

export const healthRoutes: FastifyPluginAsync<{ db: Database; draining: Draining }> = async (
  app,
  { db, draining },
) => {
  app.get('/health', async (_request, reply) => {
    // A load balancer sends no more requests here once it sees this.
    if (draining.isDraining()) return reply.code(503).send({ status: 'draining' });
    await db.execute(sql`select 1`);
    return { status: 'ok' };
  });
};
