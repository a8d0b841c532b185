import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntentToFile } from '../../../contracts/intent-to-file';
import { readCalendar } from '../../test/read-calendar';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';

// The server's clock: noon UTC on Tuesday 1 December 2026.
const clock = new Date('2026-12-01T12:00:00Z');
let t: TestApp;
let veteran: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  veteran = (await registerUser(t.app)).cookies;
  other = (await registerUser(t.app)).cookies;
});
afterAll(() => t.close());

const record = (payload: Record<string, unknown>, cookies = veteran) =>
  callApi(t.app, 'POST', '/api/intents-to-file', cookies, payload);
const list = async (cookies = veteran) =>
  (await callApi(t.app, 'GET', '/api/intents-to-file', cookies)).json<IntentToFile[]>();

describe('intents to file on My Claims', () => {
  it('ends a year after VA received it, moved off the holiday and weekend, and protects the claims within it', async () => {
    // The year after 1 January 2026 ends on New Year's Day 2027, a Friday, so it runs to Monday.
    const created = await record({ receivedDate: '2026-01-01', method: 'phone' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      receivedDate: '2026-01-01',
      method: 'phone',
      benefit: 'compensation',
      notes: null,
      end: { deadline: '2027-01-04', movedFrom: '2027-01-01', daysLeft: 34, status: 'open' },
      protects: [],
      state: 'open',
    });

    const claim = await callApi(t.app, 'POST', '/api/claims', veteran, {
      disabilityName: 'Tinnitus',
      status: 'pending',
      submittedDate: '2026-11-30',
    });
    expect(claim.statusCode).toBe(201);
    const [listed] = await list();
    expect(listed).toMatchObject({
      state: 'used',
      protects: [{ id: claim.json().id, disabilityName: 'Tinnitus', submittedDate: '2026-11-30' }],
    });
    // Another veteran sees none of it.
    expect(await list(other)).toEqual([]);
  });

  it('says when a year ended unused', async () => {
    const { cookies } = await registerUser(t.app);
    await record({ receivedDate: '2025-10-01', method: 'online' }, cookies);
    expect((await list(cookies))[0]).toMatchObject({ state: 'lapsed', end: { status: 'overdue' } });
  });

  it('refuses a date not yet come, a method it does not know and a notes field too long, in the error shape', async () => {
    const future = await record({ receivedDate: '2026-12-05', method: 'online' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({
      message: 'The date VA received it cannot be in the future',
      errors: [
        { path: 'receivedDate', message: 'The date VA received it cannot be in the future' },
      ],
    });
    const badMethod = await record({ receivedDate: '2026-11-02', method: 'carrier pigeon' });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json().errors[0].path).toBe('method');
    const badDate = await record({ receivedDate: '2026-02-30', method: 'online' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors[0]).toEqual({
      path: 'receivedDate',
      message: 'Date VA received it is not a real calendar date',
    });
  });

  it('changes and deletes only the veteran’s own', async () => {
    const { cookies } = await registerUser(t.app);
    const { id } = (await record({ receivedDate: '2026-03-02', method: 'form' }, cookies)).json();
    const changed = await callApi(t.app, 'PUT', `/api/intents-to-file/${id}`, cookies, {
      receivedDate: '2026-03-03',
      method: 'in-person',
      notes: 'Through the DAV office',
    });
    expect(changed.json()).toMatchObject({
      receivedDate: '2026-03-03',
      notes: 'Through the DAV office',
    });
    const theirs = await callApi(t.app, 'DELETE', `/api/intents-to-file/${id}`, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Intent to file not found.' });
    expect((await callApi(t.app, 'DELETE', `/api/intents-to-file/${id}`, cookies)).statusCode).toBe(
      204,
    );
    expect(await list(cookies)).toEqual([]);
  });

  it('downloads its last day as an all-day event for the claim form, with a stable id', async () => {
    const { cookies } = await registerUser(t.app);
    const { id } = (await record({ receivedDate: '2026-02-13', method: 'online' }, cookies)).json();
    const download = () =>
      callApi(t.app, 'GET', `/api/intents-to-file/${id}/calendar.ics`, cookies);
    const first = await download();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = readCalendar(first.body);
    // 13 February 2027 is a Saturday, and Monday the 15th is Washington's Birthday.
    expect(events[0]).toMatchObject({
      uid: `${id}-intent-to-file@wingman`,
      start: '2027-02-16',
      allDay: true,
      end: '2027-02-17',
    });
    expect(events[0]!.description).toContain('VA Form 21-526EZ');
    expect(events.map((event) => event.start)).toContain('2027-01-17');
    expect(readCalendar((await download()).body).map((event) => event.uid)).toEqual(
      events.map((event) => event.uid),
    );
    const forOther = await callApi(t.app, 'GET', `/api/intents-to-file/${id}/calendar.ics`, other);
    expect(forOther.statusCode).toBe(404);
  });

  it('signed out, every call answers 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/intents-to-file'],
      ['POST', '/api/intents-to-file'],
    ] as const) {
      expect((await callApi(t.app, method, url)).statusCode).toBe(401);
    }
  });
});
