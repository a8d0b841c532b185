import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCalendar } from '../../test/read-calendar';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';

// The server's clock for every request: 15:00 UTC on Sunday 15 March 2026.
const clock = new Date('2026-03-15T15:00:00Z');
let t: TestApp;
let veteran: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  veteran = (await registerUser(t.app)).cookies;
  other = (await registerUser(t.app)).cookies;
});
afterAll(() => t.close());

const eventsOf = readCalendar;

async function addClaim(claim: Record<string, unknown>) {
  const response = await callApi(t.app, 'POST', '/api/claims', veteran, {
    status: 'denied',
    submittedDate: '2025-06-01',
    ...claim,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

const download = (id: string, cookies = veteran) =>
  callApi(t.app, 'GET', `/api/claims/${id}/calendar.ics`, cookies);

describe('GET /api/claims/:id/calendar.ics', () => {
  it('gives each open deadline an all-day event on the day the server counts, moved off a holiday', async () => {
    const id = await addClaim({
      disabilityName: 'Knee (left)',
      decisionDate: '2025-11-11',
      decisionType: 'higher-level-review',
    });
    const response = await download(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="wingman-knee-left-deadlines.ics"',
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const listed = (await callApi(t.app, 'GET', '/api/claims', veteran))
      .json<
        {
          id: string;
          deadlines: {
            review: { lanes: { lane: string; deadline: { deadline: string } | null }[] };
          };
        }[]
      >()
      .find((claim) => claim.id === id)!;
    expect(listed.deadlines.review.lanes[0]!.deadline!.deadline).toBe('2026-11-12');

    const events = eventsOf(response.body);
    const boardAppeal = events.find((event) => event.uid === `${id}-board-appeal@wingman`)!;
    // One year after Veterans Day 2025 is Veterans Day 2026: the last day is the 12th.
    expect(boardAppeal).toMatchObject({
      start: '2026-11-12',
      allDay: true,
      end: '2026-11-13',
      summary: 'Last day for a Board Appeal: Knee (left)',
    });
    expect(boardAppeal.description).toContain('VA Form 10182');
    expect(boardAppeal.description).toContain('Wingman is educational only');
    expect(boardAppeal.alarms).toEqual(['-PT168H']);
    // Stamped by the server's clock, not the machine's.
    expect(new Set(events.map((event) => event.stamp))).toEqual(new Set(['2026-03-15T15:00:00Z']));
    // The Supplemental Claim has no deadline, so it has no event.
    expect(events.map((event) => event.uid).sort()).toEqual(
      [
        `${id}-board-appeal@wingman`,
        `${id}-board-appeal-30-days-before@wingman`,
        `${id}-board-appeal-7-days-before@wingman`,
      ].sort(),
    );
    expect(events.find((event) => event.uid.endsWith('-30-days-before@wingman'))).toMatchObject({
      start: '2026-10-13',
      summary: '30 days left. Last day for a Board Appeal: Knee (left)',
    });
    expect(events.find((event) => event.uid.endsWith('-7-days-before@wingman'))!.start).toBe(
      '2026-11-05',
    );
  });

  it('keeps every UID across downloads, so a second import updates the events', async () => {
    // One year after Friday 3 October 2025 is a Saturday: both lanes end Monday 5 October 2026.
    const id = await addClaim({
      disabilityName: 'Back',
      decisionDate: '2025-10-03',
      decisionType: 'initial-claim',
    });
    const first = eventsOf((await download(id)).body);
    const second = eventsOf((await download(id)).body);
    expect(first.map((event) => event.uid)).toEqual(second.map((event) => event.uid));
    expect(new Set(first.map((event) => event.uid)).size).toBe(first.length);
    expect(first.filter((event) => !event.uid.includes('-days-before'))).toMatchObject([
      { uid: `${id}-higher-level-review@wingman`, start: '2026-10-05' },
      { uid: `${id}-board-appeal@wingman`, start: '2026-10-05' },
    ]);
  });

  it('adds the year after an intent to file, and no reminder on a day already past', async () => {
    const itf = await addClaim({
      disabilityName: 'Tinnitus',
      status: 'pending',
      submittedDate: '2026-01-10',
      intentToFileDate: '2026-01-15',
    });
    expect(eventsOf((await download(itf)).body)[0]).toMatchObject({
      uid: `${itf}-intent-to-file@wingman`,
      start: '2027-01-15',
      summary: 'Last day to submit the claim after an intent to file: Tinnitus',
    });
    // The day is for the claim itself, not for another intent to file.
    expect(eventsOf((await download(itf)).body)[0]!.description).toContain('VA Form 21-526EZ');

    // Five days left: the reminders 30 and 7 days before have gone by.
    const soon = await addClaim({
      disabilityName: 'Shoulder',
      submittedDate: '2025-01-10',
      decisionDate: '2025-03-20',
      decisionType: 'initial-claim',
    });
    expect(eventsOf((await download(soon)).body)).toMatchObject([
      { uid: `${soon}-higher-level-review@wingman`, start: '2026-03-20' },
      { uid: `${soon}-board-appeal@wingman`, start: '2026-03-20' },
    ]);
  });

  it('answers 404 with a message when nothing is left to add, and for another veteran’s claim', async () => {
    const none = await addClaim({ disabilityName: 'Hearing', status: 'pending' });
    const passed = await addClaim({
      disabilityName: 'Ankle',
      submittedDate: '2024-01-10',
      decisionDate: '2024-03-01',
      decisionType: 'initial-claim',
    });
    for (const id of [none, passed]) {
      const response = await download(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'This claim has no open deadline to add to a calendar.',
      });
    }
    const mine = await addClaim({
      disabilityName: 'Wrist',
      decisionDate: '2025-10-03',
      decisionType: 'initial-claim',
    });
    const theirs = await download(mine, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Claim not found.' });
  });
});
