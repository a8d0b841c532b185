import type { Server } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export type Draining = { isDraining: () => boolean };

/** Two turns of the event loop, with a poll for sockets between them. */
async function afterPendingIo() {
  await nextTurn();
  await nextTurn();
}

/**
 * Waits until a round of the event loop accepts no connection. Node takes one waiting
 * connection off the listen queue per turn, and closing the listening socket resets those still
 * queued, though their clients have sent a request. A connection accepted in one round has its
 * bytes read in the next, so at the end every connection has read what its client sent.
 */
async function acceptWaitingConnections(server: Server) {
  let accepted = false;
  const onConnection = () => (accepted = true);
  server.on('connection', onConnection);
  do {
    accepted = false;
    await afterPendingIo();
  } while (accepted);
  server.off('connection', onConnection);
}

/**
 * Closing (SIGTERM) drains instead of dropping: from the first moment the health check says
 * draining; the listening socket closes once the connections already made are taken in; every
 * request received is answered, with `connection: close`; connections left idle are closed so
 * the process can exit.
 */
export function drainOnClose(app: FastifyInstance): Draining {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
    // Fastify closes the server right after this hook, and Node's server.close() cuts every
    // connection idle at that moment, including one whose request bytes are not read yet.
    await acceptWaitingConnections(app.server);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    // A response whose head went out before draining kept its connection alive; once it is idle
    // it must close, or it holds the process up for the whole keep-alive timeout. Only after the
    // listening socket has closed: until then a new connection may not have been read yet.
    if (draining && !app.server.listening) {
      void afterPendingIo().then(() => app.server.closeIdleConnections());
    }
  });
  return { isDraining: () => draining };
}
