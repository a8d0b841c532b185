import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SUPPORT_EMAIL_META } from '../../contracts/site';

/** Serves the built client and answers unknown non-API paths with the app, which routes them. */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string,
  settings: { supportEmail: string | null },
) {
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

  // The app shell is re-checked on every visit, so a new deployment shows at once; it is small,
  // so it is read each time and carries this server's settings in its meta tags.
  const sendApp = async (reply: FastifyReply) => {
    const page = await readFile(path.join(clientDir, 'index.html'), 'utf8');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withSupportEmail(page, settings.supportEmail));
  };

  if (hasBuild) app.get('/', (_request, reply) => sendApp(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (isPage && hasBuild && !request.url.startsWith('/assets/')) return sendApp(reply);
    return reply.status(404).send({ message: 'Not found' });
  });
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Writes the configured support address into the page's meta tag; empty when none is set. */
export function withSupportEmail(page: string, supportEmail: string | null): string {
  return page.replace(
    new RegExp(`(<meta name="${SUPPORT_EMAIL_META}" content=")[^"]*(")`),
    `$1${escapeAttribute(supportEmail ?? '')}$2`,
  );
}
