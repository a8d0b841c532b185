import { vi } from 'vitest';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = Reply | ((request: Request) => Reply | Promise<Reply>);

/**
 * Replaces `fetch` (the network boundary) with answers keyed by "METHOD /path". Unknown calls
 * fail the test loudly. Returns the requests received, for checking what was sent.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    requests.push(request);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected request: ${key}`);
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    const text = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests, fetch: fetchStub };
}

/** A promise the test settles by hand, to hold a request "in flight". */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export const signedOut: Reply = { status: 401, body: { message: 'Not signed in' } };

export const veteran = {
  id: '7d1f4c52-3a55-4a63-9b8e-0c2f1d9e6a11',
  email: 'jane.doe@example.org',
  firstName: 'Jane',
  lastName: 'Doe',
  profileImageUrl: null,
  emailVerified: true,
  documentConsentGiven: false,
};
