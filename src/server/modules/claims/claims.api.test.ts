import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createTestAppWithTwoVeterans,
  type ApiCall,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let alice: Record<string, string>;
let bob: Record<string, string>;
beforeAll(async () => {
  ({ t, alice, bob } = await createTestAppWithTwoVeterans());
});
afterAll(() => t.close());

const call: ApiCall = (...args) => callApi(t.app, ...args);

describe('claims', () => {
  it('records a claim, lists it, updates it and deletes it', async () => {
    const created = await call('POST', '/api/claims', alice, {
      disabilityName: 'Tinnitus',
      status: 'pending',
      submittedDate: '2026-03-02',
      notes: 'Filed online',
      intentToFileDate: '2026-01-15',
    });
    expect(created.statusCode).toBe(201);
    const claim = created.json();
    expect(claim).toMatchObject({
      disabilityName: 'Tinnitus',
      status: 'pending',
      submittedDate: '2026-03-02',
      notes: 'Filed online',
      documents: [],
      decisionDate: null,
      intentToFileDate: '2026-01-15',
    });

    const updated = await call('PATCH', `/api/claims/${claim.id}`, alice, {
      status: 'denied',
      decisionDate: '2026-09-30',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      status: 'denied',
      decisionDate: '2026-09-30',
      notes: 'Filed online',
    });

    expect((await call('GET', '/api/claims', alice)).json()).toEqual([updated.json()]);
    expect((await call('DELETE', `/api/claims/${claim.id}`, alice)).statusCode).toBe(204);
    expect((await call('GET', '/api/claims', alice)).json()).toEqual([]);
  });

  it('defaults the submitted date to today', async () => {
    const claim = (
      await call('POST', '/api/claims', alice, { disabilityName: 'Back', status: 'under_review' })
    ).json();
    expect(claim.submittedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await call('DELETE', `/api/claims/${claim.id}`, alice);
  });

  it('keeps claims private: another user’s id answers 404 and changes nothing', async () => {
    const claim = (
      await call('POST', '/api/claims', alice, { disabilityName: 'Knee', status: 'pending' })
    ).json();
    expect((await call('GET', '/api/claims', bob)).json()).toEqual([]);
    expect(
      (await call('PATCH', `/api/claims/${claim.id}`, bob, { status: 'approved' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/claims/${claim.id}`, bob)).statusCode).toBe(404);
    expect((await call('GET', '/api/claims', alice)).json()[0].status).toBe('pending');
  });

  it.each([
    [{ status: 'pending' }, 'disabilityName', 'Required'],
    [
      { disabilityName: 'Knee', status: 'won' },
      'status',
      expect.stringContaining('Status must be one of'),
    ],
    [
      { disabilityName: 'Knee', status: 'pending', submittedDate: '2026-02-30' },
      'submittedDate',
      'Submitted date is not a real calendar date',
    ],
    [
      { disabilityName: 'Knee', status: 'pending', decisionDate: '03/04/2026' },
      'decisionDate',
      'Decision date must be a date (YYYY-MM-DD)',
    ],
    [
      {
        disabilityName: 'Knee',
        status: 'denied',
        submittedDate: '2026-05-01',
        decisionDate: '2026-04-01',
      },
      'decisionDate',
      'The decision date cannot be before the submitted date',
    ],
  ])('rejects %j with a 400 naming the field', async (payload, path, message) => {
    const response = await call('POST', '/api/claims', bob, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
  });

  it('checks a patched decision date against the stored submitted date', async () => {
    const claim = (
      await call('POST', '/api/claims', bob, {
        disabilityName: 'Knee',
        status: 'pending',
        submittedDate: '2026-05-01',
      })
    ).json();
    const response = await call('PATCH', `/api/claims/${claim.id}`, bob, {
      decisionDate: '2026-01-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'decisionDate', message: 'The decision date cannot be before the submitted date' },
    ]);
    expect((await call('PATCH', `/api/claims/${claim.id}`, bob, {})).statusCode).toBe(400);
  });
});
