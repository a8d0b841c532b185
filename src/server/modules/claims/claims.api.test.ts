import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimWithDeadlines } from '../../../contracts/claims';
import {
  callApi,
  createTestApp,
  registerUser,
  type ApiCall,
  type TestApp,
} from '../../test/test-app';

// The server's clock for every request: 15:00 UTC on Sunday 15 March 2026.
let clock = new Date('2026-03-15T15:00:00Z');
let t: TestApp;
let alice: Record<string, string>;
let bob: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  alice = (await registerUser(t.app)).cookies;
  bob = (await registerUser(t.app)).cookies;
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
      decisionType: null,
      intentToFileDate: '2026-01-15',
    });

    const updated = await call('PATCH', `/api/claims/${claim.id}`, alice, {
      status: 'denied',
      decisionDate: '2026-03-10',
      decisionType: 'initial-claim',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      status: 'denied',
      decisionDate: '2026-03-10',
      decisionType: 'initial-claim',
      notes: 'Filed online',
      safety: { level: 'none' },
    });

    const [listed] = (await call('GET', '/api/claims', alice)).json();
    const { safety: _notesRead, ...saved } = updated.json();
    expect(listed).toMatchObject(saved);
    expect(listed.deadlines.review.lanes.map((lane: { lane: string }) => lane.lane)).toEqual([
      'higher-level-review',
      'board-appeal',
      'supplemental-claim',
    ]);
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
      { disabilityName: 'Knee', status: 'denied', decisionType: 'appeal' },
      'decisionType',
      expect.stringContaining('Decision type must be one of: initial-claim'),
    ],
    [
      { disabilityName: 'Knee', status: 'pending', notes: 'x'.repeat(2001) },
      'notes',
      'Notes must be at most 2000 characters',
    ],
    [
      {
        disabilityName: 'Knee',
        status: 'denied',
        submittedDate: '2026-02-01',
        decisionDate: '2026-01-01',
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
        submittedDate: '2026-02-01',
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

describe('dates that have not happened yet', () => {
  // 15:00 UTC on 15 March is already 16 March east of UTC+9: only 17 March is future everywhere.
  it.each([
    [
      { submittedDate: '2026-03-17' },
      'submittedDate',
      'The submitted date cannot be in the future',
    ],
    [
      { submittedDate: '2026-03-01', decisionDate: '2026-03-17' },
      'decisionDate',
      'The decision date cannot be in the future',
    ],
  ])('refuses %j', async (dates, path, message) => {
    const response = await call('POST', '/api/claims', alice, {
      disabilityName: 'Knee',
      status: 'pending',
      ...dates,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ path, message }] });
  });

  it('accepts today, as the veteran’s own calendar may already show it, and refuses a patch into the future', async () => {
    const claim = (
      await call('POST', '/api/claims', alice, {
        disabilityName: 'Knee',
        status: 'denied',
        submittedDate: '2026-03-01',
        decisionDate: '2026-03-16',
      })
    ).json();
    expect(claim.decisionDate).toBe('2026-03-16');
    const response = await call('PATCH', `/api/claims/${claim.id}`, alice, {
      decisionDate: '2026-04-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'decisionDate', message: 'The decision date cannot be in the future' },
    ]);
    await call('DELETE', `/api/claims/${claim.id}`, alice);
  });
});

describe('deadlines computed by the server from its clock', () => {
  let veteran: Record<string, string>;
  beforeAll(async () => {
    veteran = (await registerUser(t.app)).cookies;
  });
  afterEach(() => {
    clock = new Date('2026-03-15T15:00:00Z');
  });

  const add = async (claim: Record<string, unknown>) => {
    const response = await call('POST', '/api/claims', veteran, { status: 'denied', ...claim });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const list = async (query = '') => {
    const response = await call('GET', `/api/claims${query}`, veteran);
    expect(response.statusCode).toBe(200);
    return response.json<ClaimWithDeadlines[]>();
  };
  const deadlinesOf = async (id: string, query = '') =>
    (await list(query)).find((claim) => claim.id === id)!.deadlines;

  it('counts the review lanes of an initial claim from today', async () => {
    const id = await add({
      disabilityName: 'Tinnitus',
      submittedDate: '2025-05-01',
      decisionDate: '2025-09-30',
      decisionType: 'initial-claim',
    });
    const { review, mostUrgent, workdayRule } = await deadlinesOf(id);
    expect(review!.lanes[0]).toMatchObject({
      lane: 'higher-level-review',
      form: 'VA Form 20-0996',
      deadline: { deadline: '2026-09-30', daysLeft: 199, status: 'open', movedFrom: null },
    });
    expect(review!.lanes[2]).toMatchObject({
      lane: 'supplemental-claim',
      deadline: null,
      keepsEffectiveDateUntil: { deadline: '2026-09-30' },
    });
    expect(mostUrgent).toMatchObject({ deadline: '2026-09-30', daysLeft: 199 });
    expect(workdayRule).toBeNull();
  });

  it('after a Board decision: a Supplemental Claim or the Court within 120 days', async () => {
    const id = await add({
      disabilityName: 'Back',
      submittedDate: '2024-01-10',
      decisionDate: '2026-01-20',
      decisionType: 'board-decision',
    });
    const { review } = await deadlinesOf(id);
    expect(review!.lanes.map((lane) => lane.lane)).toEqual(['court-appeal', 'supplemental-claim']);
    expect(review!.lanes[0]!.deadline).toMatchObject({ deadline: '2026-05-20', daysLeft: 66 });
  });

  it('moves a deadline off Veterans Day with the real federal calendar, and says so', async () => {
    const id = await add({
      disabilityName: 'Knee',
      submittedDate: '2025-06-01',
      decisionDate: '2025-11-11',
      decisionType: 'higher-level-review',
    });
    const { review, workdayRule } = await deadlinesOf(id);
    expect(review!.lanes[0]).toMatchObject({
      lane: 'board-appeal',
      deadline: {
        deadline: '2026-11-12',
        movedFrom: '2026-11-11',
        movedBecause: ['Veterans Day'],
      },
    });
    expect(workdayRule).toMatchObject({ label: '38 CFR 3.110', checkedOn: '2026-11-25' });
  });

  it('counts from the veteran’s own day, and from the clock of each request', async () => {
    const id = await add({
      disabilityName: 'Shoulder',
      submittedDate: '2025-05-01',
      decisionDate: '2025-09-30',
      decisionType: 'supplemental-claim',
    });
    clock = new Date('2026-03-15T03:00:00Z');
    // Still 14 March in California.
    expect((await deadlinesOf(id, '?timeZone=America/Los_Angeles')).mostUrgent!.daysLeft).toBe(200);
    expect((await deadlinesOf(id)).mostUrgent!.daysLeft).toBe(199);
    clock = new Date('2026-09-30T12:00:00Z');
    expect((await deadlinesOf(id)).mostUrgent).toMatchObject({ daysLeft: 0, status: 'due-soon' });
  });

  it('refuses a time zone that does not exist', async () => {
    const response = await call('GET', '/api/claims?timeZone=Mars/Olympus', veteran);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('timeZone');
  });
});
