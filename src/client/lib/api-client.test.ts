import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError } from './api-client';

const answer = (status: number, text: string | null, statusText = '') =>
  vi.fn(async () => new Response(text, { status, statusText }));

afterEach(() => vi.unstubAllGlobals());

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiRequestError;
  }
  throw new Error('expected the request to fail');
};

describe('api client', () => {
  it('sends JSON with cookies and returns the parsed answer', async () => {
    const fetchStub = answer(201, JSON.stringify({ id: 'd1' }));
    vi.stubGlobal('fetch', fetchStub);

    await expect(api.post('/api/disabilities', { name: 'Tinnitus' })).resolves.toEqual({
      id: 'd1',
    });
    expect(fetchStub).toHaveBeenCalledWith('/api/disabilities', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"name":"Tinnitus"}',
    });
  });

  it('sends no JSON content type when there is no body', async () => {
    const fetchStub = answer(200, '{"message":"Signed out."}');
    vi.stubGlobal('fetch', fetchStub);

    await api.post('/api/auth/logout');
    expect(fetchStub).toHaveBeenCalledWith('/api/auth/logout', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  });

  it('turns a non-OK answer into "status: body text", keeping status and parsed body', async () => {
    const body = '{"message":"Invalid email or password."}';
    vi.stubGlobal('fetch', answer(401, body, 'Unauthorized'));

    const error = await failureOf(api.post('/api/auth/login', {}));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe(`401: ${body}`);
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ message: 'Invalid email or password.' });
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', answer(503, null, 'Service Unavailable'));

    const error = await failureOf(api.get('/api/claims'));
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.body).toBeUndefined();
  });

  it('keeps a text body that is not JSON', async () => {
    vi.stubGlobal('fetch', answer(502, 'Bad gateway from proxy', 'Bad Gateway'));

    const error = await failureOf(api.get('/api/claims'));
    expect(error.message).toBe('502: Bad gateway from proxy');
    expect(error.body).toBe('Bad gateway from proxy');
  });

  it('gives null for 401 only when the read asks for it', async () => {
    vi.stubGlobal('fetch', answer(401, '{"message":"Not signed in"}'));

    await expect(api.get('/api/auth/user', { nullOn401: true })).resolves.toBeNull();
    await expect(api.get('/api/auth/user')).rejects.toThrow('401: {"message":"Not signed in"}');
  });
});
