/**
 * Deadline reminders as a veteran receives them: on an injected clock, two instances on one
 * database run the hourly job together, and the tests read the mail each wrote to its outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../../contracts/profile';
import {
  addDays,
  daysBetween,
  formatCalendarDate,
  parseCalendarDate,
} from '../../../domain/deadlines/calendar-date';
import { linkFromOutbox, tokenOf } from '../../test/outbox';
import { readOutbox, type SentMail } from '../../test/read-outbox';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';

let clock = new Date('2026-06-01T12:00:00Z');
const now = () => clock;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ now });
  second = await createTestApp({ now, sameDatabaseAs: first });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

/** Both instances run the job at the same moment, as their timers would. */
async function runJobEverywhere() {
  return Promise.all([
    first.app.deadlineReminders.runIfDue(),
    second.app.deadlineReminders.runIfDue(),
  ]);
}

/** The reminders either instance sent to an address, in the order they were sent. */
const remindersTo = async (email: string): Promise<SentMail[]> =>
  (await readOutbox(first.dataDir, second.dataDir)).filter(
    (mail) => mail.to === email && mail.subject.startsWith('Wingman reminder'),
  );

/** Turns "Deadline reminders by email" (e-mail updates) on or off, as the Profile form does. */
async function setEmailUpdates(cookies: Record<string, string>, emailUpdates: boolean) {
  const profile = await callApi(first.app, 'GET', '/api/profile', cookies);
  const saved = await callApi(first.app, 'PUT', '/api/profile', cookies, {
    ...profile.json<Profile>(),
    emailUpdates,
  });
  expect(saved.statusCode).toBe(200);
}

/** A veteran with a verified address who turned e-mail updates on (unless told otherwise). */
async function verifiedVeteran({ emailUpdates = true } = {}) {
  const veteran = await registerUser(first.app);
  if (emailUpdates) await setEmailUpdates(veteran.cookies, true);
  const link = await linkFromOutbox(first.dataDir, veteran.email, 'verify-email');
  const verified = await callApi(first.app, 'POST', '/api/auth/verify-email', undefined, {
    token: tokenOf(link),
  });
  expect(verified.statusCode).toBe(200);
  return veteran;
}

/** Moves the clock to a UTC hour of a day (noon unless told) and runs the job on both instances. */
async function dayOf(date: string, time = '12:00') {
  clock = new Date(`${date}T${time}:00Z`);
  return runJobEverywhere();
}

// Before the tests below, as the job's clock only moves forward.
describe('one reminder mail a day', () => {
  /** A denied claim, as My Claims records it. */
  async function deniedClaim(
    cookies: Record<string, string>,
    disabilityName: string,
    submittedDate: string,
    decisionDate: string,
  ) {
    const claim = await callApi(first.app, 'POST', '/api/claims', cookies, {
      disabilityName,
      status: 'denied',
      submittedDate,
      decisionDate,
      decisionType: 'initial-claim',
    });
    expect(claim.statusCode).toBe(201);
  }

  /** Each listed deadline's last day (as spelled) and the days the mail says are left. */
  function daysListed(mail: SentMail) {
    const listed =
      /Last day [^:]+: (\w+, \w+ \d+, \d{4}), (in (\d+) days|within \d+ days \((\d+) days from today\)|tomorrow|today)\./g;
    return [...mail.text.matchAll(listed)].map(([, day, words, inDays, fromToday]) => ({
      day: day!,
      days: Number(inDays ?? fromToday ?? (words === 'tomorrow' ? 1 : 0)),
    }));
  }

  it('lists every deadline due that day in one mail, each with its claim and the day it counts from, at the steps the settings promise', async () => {
    clock = new Date('2026-07-06T11:00:00Z');
    const veteran = await verifiedVeteran();
    // Two conditions decided in one letter on 9 September 2025: a Higher-Level Review or a Board
    // Appeal is due by Wednesday 9 September 2026, 65 days after 6 July, so past the 90-day step.
    await deniedClaim(veteran.cookies, 'Tinnitus', '2025-02-01', '2025-09-09');
    await deniedClaim(veteran.cookies, 'Left knee', '2025-02-01', '2025-09-09');
    // Decided 5 August 2025: due by Wednesday 5 August 2026, 30 days after 6 July.
    await deniedClaim(veteran.cookies, 'Lower back', '2025-03-15', '2025-08-05');
    // The year after this intent to file also ends on 5 August 2026.
    const intent = await callApi(first.app, 'POST', '/api/intents-to-file', veteran.cookies, {
      receivedDate: '2025-08-05',
      method: 'online',
    });
    expect(intent.statusCode).toBe(201);

    // Every day's hourly run, on both instances, until the deadlines have passed.
    const mailsByDay = new Map<string, SentMail[]>();
    let seen = 0;
    for (
      let day = parseCalendarDate('2026-07-06');
      formatCalendarDate(day) <= '2026-09-10';
      day = addDays(day, 1)
    ) {
      await dayOf(formatCalendarDate(day));
      const mails = await remindersTo(veteran.email);
      if (mails.length > seen) mailsByDay.set(formatCalendarDate(day), mails.slice(seen));
      seen = mails.length;
    }

    // One mail on each day a step comes due: 30, 7 and 1 days before 5 August; 30, 7 and 1
    // before 9 September; and the late 90-day one on the first day, with the 30-day ones.
    expect([...mailsByDay.keys()]).toEqual([
      '2026-07-06',
      '2026-07-29',
      '2026-08-04',
      '2026-08-10',
      '2026-09-02',
      '2026-09-08',
    ]);
    expect([...mailsByDay.values()].every((mails) => mails.length === 1)).toBe(true);

    const [firstMail] = mailsByDay.get('2026-07-06')!;
    expect(firstMail!.subject).toBe(
      'Wingman reminder: 5 deadlines on My Claims, the first in 30 days (Wednesday, August 5, 2026)',
    );
    for (const entry of [
      'Last day to submit the claim after an intent to file: Wednesday, August 5, 2026, in 30 days. It counts from the day VA received your intent to file, August 5, 2025. To use it, file VA Form 21-526EZ',
      'Last day for a Higher-Level Review: Wednesday, August 5, 2026, in 30 days. It counts from the decision of August 5, 2025 on your claim filed March 15, 2025.',
      'Last day for a Board Appeal: Wednesday, August 5, 2026, in 30 days. It counts from the decision of August 5, 2025 on your claim filed March 15, 2025.',
      // Added with 65 days left: the mail says so rather than claiming a 90-day reminder.
      'Last day for a Higher-Level Review: Wednesday, September 9, 2026, within 90 days (65 days from today). It counts from the decision of September 9, 2025 on your 2 claims filed February 1, 2025.',
      'Last day for a Board Appeal: Wednesday, September 9, 2026, within 90 days (65 days from today). It counts from the decision of September 9, 2025 on your 2 claims filed February 1, 2025.',
    ]) {
      expect(firstMail!.text).toContain(entry);
    }
    // The conditions stay behind the sign-in, never in a mailbox.
    expect(JSON.stringify([...mailsByDay.values()])).not.toMatch(/Tinnitus|knee|back/i);

    // Each step once per deadline, and every count of days true on the day the mail went.
    const deadlineOn = {
      'Wednesday, August 5, 2026': '2026-08-05',
      'Wednesday, September 9, 2026': '2026-09-09',
    } as Record<string, string>;
    const listed = [...mailsByDay].map(([sentOn, [mail]]) => ({
      sentOn,
      entries: daysListed(mail!),
    }));
    expect(listed.map(({ entries }) => entries.map(({ days }) => days))).toEqual([
      [30, 30, 30, 65, 65],
      [7, 7, 7],
      [1, 1, 1],
      [30, 30],
      [7, 7],
      [1, 1],
    ]);
    for (const { sentOn, entries } of listed) {
      for (const { day, days } of entries) {
        expect(daysBetween(parseCalendarDate(sentOn), parseCalendarDate(deadlineOn[day]!))).toBe(
          days,
        );
      }
    }
  });

  it('keeps a deadline added after the day’s mail for the next day’s, with its days counted that day', async () => {
    clock = new Date('2026-09-14T11:00:00Z');
    const veteran = await verifiedVeteran();
    // Decided 14 October 2025: due by Wednesday 14 October 2026, 30 days after 14 September.
    await deniedClaim(veteran.cookies, 'Hearing loss', '2025-04-01', '2025-10-14');
    await dayOf('2026-09-14');
    expect((await remindersTo(veteran.email)).map((mail) => mail.subject)).toEqual([
      'Wingman reminder: 2 deadlines on My Claims, the first in 30 days (Wednesday, October 14, 2026)',
    ]);

    // Decided 5 October 2025: due by Monday 5 October 2026, 21 days away when it is added.
    clock = new Date('2026-09-14T14:00:00Z');
    await deniedClaim(veteran.cookies, 'Sleep apnea', '2025-05-01', '2025-10-05');
    await dayOf('2026-09-14', '15:05');
    expect(await remindersTo(veteran.email)).toHaveLength(1);

    await dayOf('2026-09-15');
    const mails = await remindersTo(veteran.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(
      'Wingman reminder: 2 deadlines on My Claims, the first in 20 days (Monday, October 5, 2026)',
    );
    expect(daysListed(mails[1]!)).toEqual([
      { day: 'Monday, October 5, 2026', days: 20 },
      { day: 'Monday, October 5, 2026', days: 20 },
    ]);
    expect(mails[1]!.text).toContain('within 30 days (20 days from today)');
    // The reminders already sent for 14 October are not sent again.
    expect(mails[1]!.text).not.toContain('October 14, 2026');
  });
});

describe('deadline reminders', () => {
  let veteran: Awaited<ReturnType<typeof verifiedVeteran>>;
  let unverified: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    veteran = await verifiedVeteran();
    unverified = await registerUser(first.app);
    await setEmailUpdates(unverified.cookies, true);
    for (const { cookies } of [veteran, unverified]) {
      // Denied on 1 June 2026: a Higher-Level Review is due by Tuesday 1 June 2027.
      const claim = await callApi(first.app, 'POST', '/api/claims', cookies, {
        disabilityName: 'Post-traumatic stress disorder',
        status: 'denied',
        submittedDate: '2026-01-05',
        decisionDate: '2026-06-01',
        decisionType: 'initial-claim',
      });
      expect(claim.statusCode).toBe(201);
    }
  });

  // These run first, while the clock is still within the sessions' lifetime.
  it("reminds of the Court's 120 days after a Board decision", async () => {
    const appellant = await verifiedVeteran();
    clock = new Date('2026-11-20T12:00:00Z');
    // 120 days after 1 August 2026 is Sunday 29 November; the Court takes Monday the 30th.
    await callApi(first.app, 'POST', '/api/claims', appellant.cookies, {
      disabilityName: 'Left knee',
      status: 'denied',
      submittedDate: '2024-02-01',
      decisionDate: '2026-08-01',
      decisionType: 'board-decision',
    });
    await dayOf('2026-11-23');
    const mails = await remindersTo(appellant.email);
    const court = mails.find((mail) => mail.text.includes('Court of Appeals for Veterans Claims'));
    expect(court?.subject).toBe(
      'Wingman reminder: a deadline on My Claims is in 7 days (Monday, November 30, 2026)',
    );
    expect(court?.text).toContain('To use it, file Notice of Appeal');
  });

  // These run first, while the clock is still within the sessions' lifetime.
  it('the unsubscribe link works without signing in, and the setting then says reminders are off', async () => {
    const other = await verifiedVeteran();
    // The year after 1 December 2025 ends Tuesday 1 December 2026; 24 November is 7 days before.
    await callApi(first.app, 'POST', '/api/intents-to-file', other.cookies, {
      receivedDate: '2025-12-01',
      method: 'phone',
    });
    await dayOf('2026-11-24', '13:05');
    const [mail] = await remindersTo(other.email);
    expect(mail!.subject).toBe(
      'Wingman reminder: a deadline on My Claims is in 7 days (Tuesday, December 1, 2026)',
    );
    const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail!.text)![0];
    const stop = await callApi(first.app, 'POST', '/api/reminders/unsubscribe', undefined, {
      token: new URL(link).searchParams.get('token'),
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().message).toMatch(/reminders are off/);
    const profile = await callApi(second.app, 'GET', '/api/profile', other.cookies);
    expect(profile.json().emailUpdates).toBe(false);

    // Reminders off: the 1-day reminder does not come.
    await dayOf('2026-11-30');
    expect(await remindersTo(other.email)).toHaveLength(1);
  });

  it('takes the one-click unsubscribe a mail program posts to the List-Unsubscribe address', async () => {
    const other = await verifiedVeteran();
    await callApi(first.app, 'POST', '/api/intents-to-file', other.cookies, {
      receivedDate: '2025-12-01',
      method: 'online',
    });
    // The hourly run after the one of the test before.
    await dayOf('2026-11-30', '13:05');
    const [mail] = await remindersTo(other.email);
    expect(mail!.subject).toContain('is tomorrow');
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const address = mail!.headers.get('list-unsubscribe')!.replace(/^<|>$/g, '');
    const url = new URL(address);
    const oneClick = await second.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const profile = await callApi(first.app, 'GET', '/api/profile', other.cookies);
    expect(profile.json().emailUpdates).toBe(false);
  });

  it('sends no reminder e-mail while e-mail updates are off, and sends the next one once they are on', async () => {
    const veteranWithUpdatesOff = await verifiedVeteran({ emailUpdates: false });
    // The year after 8 December 2025 ends Tuesday 8 December 2026.
    await callApi(first.app, 'POST', '/api/intents-to-file', veteranWithUpdatesOff.cookies, {
      receivedDate: '2025-12-08',
      method: 'online',
    });
    await dayOf('2026-12-01');
    expect(await remindersTo(veteranWithUpdatesOff.email)).toEqual([]);

    await setEmailUpdates(veteranWithUpdatesOff.cookies, true);
    await dayOf('2026-12-07');
    const mails = await remindersTo(veteranWithUpdatesOff.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Wingman reminder: a deadline on My Claims is tomorrow (Tuesday, December 8, 2026)',
    ]);
  });

  it('sends each reminder once across two instances, 90, 30, 7 and 1 days before', async () => {
    // 2027-03-03 is 90 days before 2027-06-01.
    const outcomes = await dayOf('2027-03-03');
    // One instance took the run; the other found it taken or already done.
    expect(outcomes.filter((outcome) => outcome === 'ran')).toHaveLength(1);
    let mails = await remindersTo(veteran.email);
    // The Higher-Level Review and the Board Appeal both end on 1 June 2027: one mail names both.
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Wingman reminder: 2 deadlines on My Claims, the first in 90 days (Tuesday, June 1, 2027)',
    ]);
    expect(mails[0]!.text).toContain(
      'Last day for a Higher-Level Review: Tuesday, June 1, 2027, in 90 days. It counts from the decision of June 1, 2026 on your claim filed January 5, 2026. To use it, file VA Form 20-0996',
    );
    expect(mails[0]!.text).toContain(
      'Last day for a Board Appeal: Tuesday, June 1, 2027, in 90 days. It counts from the decision of June 1, 2026 on your claim filed January 5, 2026. To use it, file VA Form 10182',
    );
    // The condition stays behind the sign-in, never in a mailbox.
    expect(JSON.stringify(mails)).not.toContain('stress');

    // The next hour, and the next day, nothing new is due.
    clock = new Date('2027-03-03T13:30:00Z');
    await runJobEverywhere();
    await dayOf('2027-03-04');
    expect(await remindersTo(veteran.email)).toHaveLength(1);

    for (const [date, when] of [
      ['2027-05-02', 'in 30 days'],
      ['2027-05-25', 'in 7 days'],
      ['2027-05-31', 'tomorrow'],
    ] as const) {
      await dayOf(date);
      mails = await remindersTo(veteran.email);
      expect(mails.at(-1)!.subject).toBe(
        `Wingman reminder: 2 deadlines on My Claims, the first ${when} (Tuesday, June 1, 2027)`,
      );
    }
    expect(await remindersTo(veteran.email)).toHaveLength(4);
    // After the day, nothing more.
    await dayOf('2027-06-02');
    expect(await remindersTo(veteran.email)).toHaveLength(4);
  });

  it('never mails an address that was not verified', async () => {
    expect(await remindersTo(unverified.email)).toEqual([]);
  });

  it('refuses a link whose token was not made by Wingman, in the error shape', async () => {
    const forged = await callApi(first.app, 'POST', '/api/reminders/unsubscribe', undefined, {
      token: `${veteran.user.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/not a Wingman unsubscribe link/);
    const unsigned = await callApi(first.app, 'POST', '/api/reminders/unsubscribe', undefined, {
      token: veteran.user.id,
    });
    expect(unsigned.statusCode).toBe(400);
  });
});
