// Veterans as the benchmarks drive them: a browser with its own address and session cookie,
// signing up, in and out and uploading as the screens do, against Wingman in its own process.
import { performance } from 'node:perf_hooks';
import { startServer, type RunningServer } from './servers/start-server';

const SIGN_UPS_AT_ONCE = 8;
const PASSWORD = 'bench password';

/** Runs work against Wingman in its own process: on PostgreSQL at databaseUrl, else PGlite. */
export async function withWingman<T>(
  databaseUrl: string | undefined,
  work: (server: RunningServer) => Promise<T>,
) {
  const server = await startServer('wingman.ts', { BENCH_DATABASE_URL: databaseUrl ?? '' });
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

export type Account = { email: string; address: string };
export type Upload = { name: string; bytes: Uint8Array };
export type Timing = { route: string; ms: number; ok: boolean; problem?: string };

/**
 * A veteran's browser: its address (X-Forwarded-For, which the bench server trusts) and
 * session cookie. Every request is timed under its route's name and passed to `record`; an
 * answer other than 2xx/3xx, or a network failure, then throws.
 */
export function browserOf(
  base: string,
  account: Account,
  record: (timing: Timing) => void = () => {},
) {
  let cookie = '';

  async function send(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { 'x-forwarded-for': account.address };
    if (cookie) headers.cookie = cookie;
    const json = body !== undefined && !(body instanceof FormData);
    if (json) headers['content-type'] = 'application/json';
    const route = `${method} ${path}`;
    const started = performance.now();
    const finish = (ok: boolean, problem?: string) =>
      record({ route, ms: performance.now() - started, ok, problem });
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: json ? JSON.stringify(body) : (body as FormData | undefined),
      });
      text = await response.text();
    } catch (error) {
      finish(false, String(error));
      throw error;
    }
    const ok = response.status < 400;
    finish(ok, ok ? undefined : `${response.status} ${text}`);
    if (!ok) throw new Error(`${route} answered ${response.status}`);
    const session = response.headers.getSetCookie().find((c) => c.startsWith('wingman.sid='));
    if (session) cookie = session.split(';')[0]!;
    return text;
  }

  return {
    send,
    async register() {
      await send('POST', '/api/auth/register', { email: account.email, password: PASSWORD });
      await send('PATCH', '/api/auth/user/consent', { documentConsentGiven: true });
    },
    signIn: () => send('POST', '/api/auth/login', { email: account.email, password: PASSWORD }),
    signOut: () => send('POST', '/api/auth/logout'),
    /** As the Documents page sends them: one file to the single upload, several to a batch. */
    upload(files: Upload[]) {
      const form = new FormData();
      const field = files.length === 1 ? 'file' : 'files';
      for (const file of files)
        form.append(field, new Blob([new Uint8Array(file.bytes)]), file.name);
      return send('POST', `/api/documents/${files.length === 1 ? 'upload' : 'upload-batch'}`, form);
    },
  };
}

/** Signs up `count` veterans with upload consent, a few at a time, each from 10.0.x.y of its own. */
export async function signUpVeterans(base: string, count: number): Promise<Account[]> {
  const accounts = Array.from({ length: count }, (_, index) => ({
    email: `veteran${index}@bench.example`,
    address: `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`,
  }));
  for (let start = 0; start < count; start += SIGN_UPS_AT_ONCE) {
    await Promise.all(
      accounts.slice(start, start + SIGN_UPS_AT_ONCE).map(async (account) => {
        const browser = browserOf(base, account);
        await browser.register();
        await browser.signOut();
      }),
    );
  }
  return accounts;
}
