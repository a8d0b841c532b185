import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let alice: Record<string, string>;
let bob: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  alice = (await registerUser(t.app)).cookies;
  bob = (await registerUser(t.app)).cookies;
});
afterAll(() => t.close());

const request = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookies?: Record<string, string>,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    ...(cookies && { cookies }),
    ...(payload !== undefined && { payload: payload as object }),
  });

describe('disabilities', () => {
  it('adds, lists in order and removes a veteran’s disabilities', async () => {
    const created = await request('POST', '/api/disabilities', alice, {
      name: '  PTSD ',
      currentPercentage: 50,
      diagnosticCode: '9411',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'PTSD',
      currentPercentage: 50,
      diagnosticCode: '9411',
      side: null,
    });
    await request('POST', '/api/disabilities', alice, {
      name: 'Left knee',
      currentPercentage: 10,
      side: 'left',
    });

    const list = (await request('GET', '/api/disabilities', alice)).json();
    expect(list.map((d: { name: string }) => d.name)).toEqual(['PTSD', 'Left knee']);

    const removed = await request('DELETE', `/api/disabilities/${created.json().id}`, alice);
    expect(removed.statusCode).toBe(204);
    expect((await request('GET', '/api/disabilities', alice)).json()).toHaveLength(1);
  });

  it('keeps each veteran’s list private: another user’s id is a 404', async () => {
    const mine = (
      await request('POST', '/api/disabilities', alice, { name: 'Tinnitus', currentPercentage: 10 })
    ).json();
    expect((await request('GET', '/api/disabilities', bob)).json()).toEqual([]);
    expect((await request('DELETE', `/api/disabilities/${mine.id}`, bob)).statusCode).toBe(404);
    const still = (await request('GET', '/api/disabilities', alice)).json();
    expect(still.map((d: { id: string }) => d.id)).toContain(mine.id);
  });

  it.each([
    [{ currentPercentage: 10 }, 'name', 'Required'],
    [{ name: '   ', currentPercentage: 10 }, 'name', 'Disability name is required'],
    [
      { name: 'Back', currentPercentage: 15 },
      'currentPercentage',
      'Rating must be a multiple of 10',
    ],
    [
      { name: 'Back', currentPercentage: 12.5 },
      'currentPercentage',
      'Rating must be a whole number',
    ],
    [
      { name: 'Back', currentPercentage: -10 },
      'currentPercentage',
      'Rating must be between 0 and 100',
    ],
    [{ name: 'Back' }, 'currentPercentage', 'Required'],
    [{ name: 'Back', currentPercentage: '' }, 'currentPercentage', 'Required'],
    [{ name: 'Back', currentPercentage: 10, side: 'up' }, 'side', 'Side must be left or right'],
    [
      { name: 'x'.repeat(201), currentPercentage: 10 },
      'name',
      'Disability name must be at most 200 characters',
    ],
  ])('rejects %j with the field’s message and stores nothing', async (payload, path, message) => {
    const before = (await request('GET', '/api/disabilities', bob)).json().length;
    const response = await request('POST', '/api/disabilities', bob, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect((await request('GET', '/api/disabilities', bob)).json()).toHaveLength(before);
  });

  it('answers 400 for a malformed id and 401 when signed out', async () => {
    expect((await request('DELETE', '/api/disabilities/not-a-uuid', alice)).statusCode).toBe(400);
    expect((await request('GET', '/api/disabilities')).statusCode).toBe(401);
  });
});
