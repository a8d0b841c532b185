import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Serves the built client and answers unknown non-API paths with the app, which routes them. */
export async function registerClientApp(app: FastifyInstance, clientDir: string) {
  const hasBuild = existsSync(path.join(clientDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      // Hashed asset names never change content, so browsers may keep them for a year.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  // The app shell is re-checked on every visit, so a new deployment shows at once.
  const sendApp = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html')
      .sendFile('index.html', { cacheControl: false });

  if (hasBuild) app.get('/', (_request, reply) => sendApp(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (isPage && hasBuild && !request.url.startsWith('/assets/')) return sendApp(reply);
    return reply.status(404).send({ message: 'Not found' });
  });
}
