import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { HttpError } from '../http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Helmet headers with a CSP the built client satisfies, and an origin check against CSRF. */
export async function registerSecurity(app: FastifyInstance, publicUrl: string) {
  const secure = publicUrl.startsWith('https://');
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a style tag at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(secure ? { upgradeInsecureRequests: [] } : { upgradeInsecureRequests: null }),
      },
    },
    hsts: secure,
    crossOriginEmbedderPolicy: false,
  });
  // On every response, errors and 404s included.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // Scheme, host and port as a whole; never the request's Host header, which a look-alike
  // name pointed at this server (DNS rebinding) would make match.
  const ownOrigins = originsOf(publicUrl);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = requestOrigin(request);
    // Browsers always send Origin on cross-site writes; clients without one are not browsers.
    if (origin === undefined) return;
    if (!ownOrigins.has(origin)) {
      throw new HttpError(403, 'This request did not come from Wingman.');
    }
  });
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * PUBLIC_URL's origin. On this computer (a loopback name), the same scheme and port under its
 * other loopback names too: a veteran who runs Wingman and opens http://localhost:3000 is the
 * same site as http://127.0.0.1:3000, and no other computer can be reached by those names.
 */
function originsOf(publicUrl: string): Set<string> {
  const own = new URL(publicUrl);
  if (!LOOPBACK_NAMES.includes(own.hostname)) return new Set([own.origin]);
  return new Set(
    LOOPBACK_NAMES.map((name) => {
      const url = new URL(own.origin);
      url.hostname = name;
      return url.origin;
    }),
  );
}

/**
 * Helmet's headers, worked out once: with this configuration they do not depend on the request.
 * Helmet's Fastify plugin rebuilt them (parsing the CSP) on every request (decision record 010).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}
