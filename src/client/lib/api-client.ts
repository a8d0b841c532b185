/** A non-OK answer from our API; `message` is "status: body" (spec §8). */
export class ApiRequestError extends Error {
  readonly status: number;
  /** The body parsed as JSON when it is JSON, otherwise its text. */
  readonly body: unknown;

  constructor(status: number, statusText: string, text: string, body: unknown) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

type RequestOptions = {
  /** Spec §7: some reads treat 401 as "nobody signed in" rather than a failure. */
  nullOn401?: boolean;
};

const parseBody = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

function send(method: string, path: string, payload?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'include', headers };
  // A JSON content type with an empty body is rejected by the server, so only send it with a body.
  if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(payload);
  }
  return fetch(path, init);
}

async function failureOf(response: Response): Promise<ApiRequestError> {
  const text = await response.text();
  return new ApiRequestError(response.status, response.statusText, text, parseBody(text));
}

async function request<T>(
  method: string,
  path: string,
  payload?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, payload);
  if (options.nullOn401 && response.status === 401) return null as T;
  if (!response.ok) throw await failureOf(response);
  return parseBody(await response.text()) as T;
}

/** The name the server gave a file to save (Content-Disposition), if it gave one. */
const suggestedName = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;

/**
 * A file to save, kept as the browser's Blob and never parsed: an export can be far larger than
 * what a page should hold as JavaScript objects. With a payload it is POSTed, for files built
 * from what the veteran typed.
 */
async function download(
  path: string,
  payload?: unknown,
): Promise<{ file: Blob; name: string | null }> {
  const response = await send(payload === undefined ? 'GET' : 'POST', path, payload);
  if (!response.ok) throw await failureOf(response);
  return { file: await response.blob(), name: suggestedName(response) };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, payload?: unknown) => request<T>('POST', path, payload),
  patch: <T>(path: string, payload?: unknown) => request<T>('PATCH', path, payload),
  put: <T>(path: string, payload?: unknown) => request<T>('PUT', path, payload),
  delete: <T>(path: string, payload?: unknown) => request<T>('DELETE', path, payload),
  download,
};
