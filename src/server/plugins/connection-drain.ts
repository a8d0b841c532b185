import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing, each response in flight ends its keep-alive connection.
 * Fastify closes connections that are idle at that moment; one still busy would otherwise
 * stay open for the whole keep-alive timeout and hold the process up.
 */
export function closeConnectionsWhenDraining(app: FastifyInstance) {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
