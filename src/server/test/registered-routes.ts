import type { FastifyInstance } from 'fastify';

export type RegisteredRoute = { method: string; url: string };

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app answers, read from Fastify's own route tree, so a test that must cover
 * every route notices a new one. HEAD is left out: Fastify adds it to each GET.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const parents: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    const url = `${parents[depth - 1] ?? ''}${segment}`;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of methods ? methods.split(', ') : []) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}
