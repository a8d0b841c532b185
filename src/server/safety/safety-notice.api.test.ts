/**
 * The safety check wherever a veteran or a witness writes outside the chat: each save answers
 * with the level of its words, keeps the words unchanged, and never logs them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedStatement } from '../../contracts/case';
import type { SavedClaim } from '../../contracts/claims';
import type { SavedIntentToFile } from '../../contracts/intent-to-file';
import type { ExamRecord, SavedAfterExamRecord } from '../../contracts/exams';
import type { SavedJournalEntry } from '../../contracts/journal';
import type { SafetyNotice } from '../../contracts/safety';
import type {
  CreatedWitnessRequest,
  ReceivedWitnessRequest,
  WitnessAnswersInput,
  WitnessSent,
} from '../../contracts/witness';
import { atLeast, isCrisis } from '../../domain/safety/safety-types';
import { callApi, captureLogs, createTestApp, registerUser, type TestApp } from '../test/test-app';

type Cookies = Record<string, string>;

const TRUCK = 'some nights i sit out in the truck with my 45 in my lap and just think…';
const GOODBYES =
  'gave my dog to my neighbor and wrote letters to my kids… after im gone, how does DIC work';
const NOT_AROUND = 'I dont think ill still be around for the C&P in January';
const PISTOL = 'keep thinking about my pistol in the safe';
const CRISIS_PHRASES = [TRUCK, GOODBYES, NOT_AROUND, PISTOL];
const BURDEN = 'he told me we would all be better off without him';
const LOOK_ALIKES = [
  "I want to use my buddy's suicide as the stressor for my PTSD claim",
  'this claim is killing me',
  'overwhelmed by the paperwork, what form do I need?',
];

const logs = captureLogs();
let t: TestApp;
let veteran: Cookies;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { witnessLinkPerIp: 1000 },
    logStream: logs.stream,
    // The most a log can say: even then it holds none of the words.
    env: { LOG_LEVEL: 'trace' },
  });
  veteran = (await registerUser(t.app)).cookies;
});
afterAll(() => t.close());

const expectCrisis = (safety: SafetyNotice, text: string) =>
  expect(isCrisis(safety.level), `${safety.level} for "${text}"`).toBe(true);
const expectNone = (safety: SafetyNotice, text: string) =>
  expect(safety.level, `for "${text}"`).toBe('none');

const journalEntry = (whatHappened: string, extra: Record<string, unknown> = {}) => ({
  condition: 'PTSD',
  basis: 'mental-health',
  fromDate: '2026-01-10',
  whatHappened,
  fields: {},
  ...extra,
});

async function saveEntry(whatHappened: string, extra: Record<string, unknown> = {}) {
  const reply = await callApi(
    t.app,
    'POST',
    '/api/journal',
    veteran,
    journalEntry(whatHappened, extra),
  );
  expect(reply.statusCode).toBe(201);
  return reply.json<SavedJournalEntry>();
}

async function saveStatement(text: string) {
  const reply = await callApi(t.app, 'POST', '/api/case/statements', veteran, {
    kind: 'personal',
    text,
  });
  expect(reply.statusCode).toBe(201);
  return reply.json<SavedStatement>();
}

async function saveExamNotes(whatITold: string) {
  const exam = await callApi(t.app, 'POST', '/api/exams', veteran, {
    condition: 'PTSD',
    examDate: '2026-01-05',
  });
  expect(exam.statusCode).toBe(201);
  const { id } = exam.json<ExamRecord>();
  const reply = await callApi(t.app, 'PUT', `/api/exams/${id}/after-exam`, veteran, {
    minutes: 20,
    whatITold,
    whatWasMissed: null,
  });
  expect(reply.statusCode).toBe(200);
  return reply.json<SavedAfterExamRecord>();
}

async function saveClaimNotes(notes: string) {
  const reply = await callApi(t.app, 'POST', '/api/claims', veteran, {
    disabilityName: 'PTSD',
    status: 'pending',
    submittedDate: '2026-01-05',
    notes,
  });
  expect(reply.statusCode).toBe(201);
  return reply.json<SavedClaim>();
}

async function saveIntentToFileNotes(notes: string) {
  const reply = await callApi(t.app, 'POST', '/api/intents-to-file', veteran, {
    receivedDate: '2026-01-05',
    method: 'online',
    benefit: 'compensation',
    notes,
  });
  expect(reply.statusCode).toBe(201);
  return reply.json<SavedIntentToFile>();
}

const witnessAnswers = (whatTheySaw: string): WitnessAnswersInput => ({
  fullName: 'Theresa Pruitt',
  relationships: ['familyOrFriend'],
  howTheyKnow: 'We married in 2004.',
  whatTheySaw,
  whenTheySawIt: 'Since the winter of 2023',
  certified: true,
});

/** A link made by the veteran and answered by the witness, signed out. */
async function witnessWrites(whatTheySaw: string) {
  const created = await callApi(t.app, 'POST', '/api/witness-requests', veteran, {
    conditionName: 'PTSD',
    witnessName: 'Theresa',
    relationship: 'spouse',
  });
  expect(created.statusCode).toBe(201);
  const { request, link } = created.json<CreatedWitnessRequest>();
  const token = new URL(link).pathname.split('/').pop()!;
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/witness/${token}`,
    payload: witnessAnswers(whatTheySaw),
  });
  expect(sent.statusCode).toBe(201);
  return { id: request.id, sent: sent.json<WitnessSent>() };
}

async function receivedRequest(id: string) {
  const list = await callApi(t.app, 'GET', '/api/witness-requests', veteran);
  expect(list.statusCode).toBe(200);
  return list.json<ReceivedWitnessRequest[]>().find((each) => each.id === id)!;
}

describe('the safety level of what a veteran writes outside the chat', () => {
  it('reads crisis in journal entries, keeps them as written, and says so again on read', async () => {
    for (const text of CRISIS_PHRASES) {
      const saved = await saveEntry(text);
      expect(saved.whatHappened).toBe(text);
      expectCrisis(saved.safety, text);
      const listed = await callApi(t.app, 'GET', '/api/journal', veteran);
      const entry = listed.json<SavedJournalEntry[]>().find(({ id }) => id === saved.id)!;
      expect(entry.whatHappened).toBe(text);
      expectCrisis(entry.safety, text);
    }
  });

  it('reads a ticked "suicidal ideation" with the notes beside it as crisis', async () => {
    const saved = await saveEntry('Bad week.', {
      fields: { symptoms: ['depressed mood', 'suicidal ideation'], effectOnWork: PISTOL },
    });
    expect(saved.fields).toEqual({
      symptoms: ['depressed mood', 'suicidal ideation'],
      effectOnWork: PISTOL,
    });
    expectCrisis(saved.safety, PISTOL);
  });

  it('reads crisis in an edited entry too', async () => {
    const saved = await saveEntry('Could not sleep again.');
    expectNone(saved.safety, saved.whatHappened);
    const edited = await callApi(
      t.app,
      'PUT',
      `/api/journal/${saved.id}`,
      veteran,
      journalEntry('Could not sleep again.', { stoppedDoing: TRUCK }),
    );
    expect(edited.statusCode).toBe(200);
    const entry = edited.json<SavedJournalEntry>();
    expect(entry.stoppedDoing).toBe(TRUCK);
    expectCrisis(entry.safety, TRUCK);
  });

  it('reads crisis in statements, added or changed', async () => {
    for (const text of CRISIS_PHRASES) {
      const saved = await saveStatement(text);
      expect(saved.text).toBe(text);
      expectCrisis(saved.safety, text);
    }
    const plain = await saveStatement('My knee gave way on the stairs at work in 2019.');
    expectNone(plain.safety, plain.text);
    const changed = await callApi(t.app, 'PATCH', `/api/case/statements/${plain.id}`, veteran, {
      kind: 'personal',
      text: NOT_AROUND,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<SavedStatement>().text).toBe(NOT_AROUND);
    expectCrisis(changed.json<SavedStatement>().safety, NOT_AROUND);
  });

  it('reads crisis in after-exam notes', async () => {
    for (const text of CRISIS_PHRASES) {
      const saved = await saveExamNotes(text);
      expect(saved.afterExam?.whatITold).toBe(text);
      expectCrisis(saved.safety, text);
    }
  });

  it('reads crisis in the notes of a claim, added or changed', async () => {
    for (const text of CRISIS_PHRASES) {
      const saved = await saveClaimNotes(text);
      expect(saved.notes).toBe(text);
      expectCrisis(saved.safety, text);
    }
    const plain = await saveClaimNotes('Filed online; the C&P exam is in January.');
    expectNone(plain.safety, 'plain notes');
    const changed = await callApi(t.app, 'PATCH', `/api/claims/${plain.id}`, veteran, {
      notes: PISTOL,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<SavedClaim>().notes).toBe(PISTOL);
    expectCrisis(changed.json<SavedClaim>().safety, PISTOL);
  });

  it('reads crisis in the notes of an intent to file', async () => {
    for (const text of CRISIS_PHRASES) {
      const saved = await saveIntentToFileNotes(text);
      expect(saved.notes).toBe(text);
      expectCrisis(saved.safety, text);
    }
  });

  it('leaves look-alikes at none wherever they are written', async () => {
    for (const text of LOOK_ALIKES) {
      expectNone((await saveIntentToFileNotes(text)).safety, text);
      expectNone((await saveClaimNotes(text)).safety, text);
      expectNone((await saveEntry(text)).safety, text);
      expectNone((await saveStatement(text)).safety, text);
      expectNone((await saveExamNotes(text)).safety, text);
      const { id, sent } = await witnessWrites(text);
      expectNone(sent.safety, text);
      expectNone((await receivedRequest(id)).safety, text);
    }
  });

  it('reads a burden as a warning sign in the journal and a statement too', async () => {
    for (const safety of [(await saveEntry(BURDEN)).safety, (await saveStatement(BURDEN)).safety]) {
      expect(atLeast(safety.level, 'warning'), safety.level).toBe(true);
    }
  });

  it('tells the witness and the veteran reading it when a witness writes of a burden', async () => {
    const { id, sent } = await witnessWrites(BURDEN);
    expect(atLeast(sent.safety.level, 'warning'), sent.safety.level).toBe(true);
    const received = await receivedRequest(id);
    expect(received.answers?.whatTheySaw).toBe(BURDEN);
    expect(atLeast(received.safety.level, 'warning'), received.safety.level).toBe(true);
    // The answers, read again, say the same.
    expect((await receivedRequest(id)).safety).toEqual(received.safety);
  });

  it('reads crisis a witness writes, and a request not yet answered is none', async () => {
    for (const text of CRISIS_PHRASES) {
      const { id, sent } = await witnessWrites(text);
      expectCrisis(sent.safety, text);
      expectCrisis((await receivedRequest(id)).safety, text);
    }
    const waiting = await callApi(t.app, 'POST', '/api/witness-requests', veteran, {
      conditionName: 'PTSD',
      witnessName: 'Dale',
      relationship: 'brother',
    });
    const { request } = waiting.json<CreatedWitnessRequest>();
    expect((await receivedRequest(request.id)).safety).toEqual({ level: 'none' });
  });

  it('sends back only the level, and logs none of the words', async () => {
    const saved = await saveEntry(TRUCK);
    expect(Object.keys(saved.safety)).toEqual(['level']);
    const logged = logs.text();
    expect(logged.length).toBeGreaterThan(0);
    for (const text of [...CRISIS_PHRASES, PISTOL, BURDEN]) {
      expect(logged).not.toContain(text);
    }
    expect(logged).not.toMatch(/pistol|in my lap|better off without/i);
  });
});
