/**
 * The account export as a PDF a veteran can read: everything of theirs, set out in words, and
 * nothing of anyone else's.
 */
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto } from '../../../contracts/documents';
import { loadExamPrepContent } from '../../reference/exam-prep-content';
import { journalContent } from '../../reference/journal-content';
import { analysisFixture, giveConsent, uploadOne } from '../../test/document-requests';
import { seedVeteran, type SeededVeteran } from '../../test/seed-veteran';
import {
  callApi,
  captureLogs,
  createTestApp,
  registerUser,
  type TestApp,
} from '../../test/test-app';
import { exportPdfSections } from './export-pdf';

type Cookies = Record<string, string>;

const clock = new Date('2026-06-01T12:00:00Z');
const logs = captureLogs();
let t: TestApp;
let alice: Cookies;
let bob: Cookies;
let aliceEmail: string;
let document: DocumentDto;
// Long enough to run over several pages: none of it may be cut.
const LONG_MESSAGE = `${'My knee gives way on the stairs at work and at home. '.repeat(140)}Last words of a long message.`;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, logStream: logs.stream, env: { LOG_LEVEL: 'info' } });
  const first = await registerUser(t.app);
  alice = first.cookies;
  aliceEmail = first.email;
  bob = (await registerUser(t.app)).cookies;
  const call = (url: string, payload: unknown, cookies = alice) =>
    callApi(t.app, 'POST', url, cookies, payload);

  await call('/api/disabilities', { name: 'Lower back strain', currentPercentage: 40 });
  await call('/api/disabilities', {
    name: 'Tinnitus',
    currentPercentage: 10,
    diagnosticCode: '6260',
  });
  // Denied on 1 June 2026: a Higher-Level Review is due by Tuesday 1 June 2027.
  await call('/api/claims', {
    disabilityName: 'Post-traumatic stress disorder',
    status: 'denied',
    submittedDate: '2026-01-05',
    decisionDate: '2026-06-01',
    decisionType: 'initial-claim',
  });
  await giveConsent(t.app, alice);
  document = await uploadOne(t.app, alice, await analysisFixture('str-sick-call.txt'));
  const chat = (await call('/api/chat/sessions', { title: 'Knee questions' })).json<{
    id: string;
  }>();
  const sent = await call('/api/chat/message', { sessionId: chat.id, content: LONG_MESSAGE });
  expect(sent.statusCode).toBe(201);

  await call('/api/disabilities', { name: 'Bobs private migraine', currentPercentage: 50 }, bob);
});
afterAll(() => t.close());

const exportPdf = (cookies: Cookies, format = 'pdf') =>
  callApi(t.app, 'GET', `/api/account/export?format=${format}`, cookies);

/** The PDF's text, page by page, as a reader (or a screen reader) gets it. */
async function pagesOf(bytes: Buffer) {
  return (await extractText(new Uint8Array(bytes))).text;
}

describe('the account export as a PDF', () => {
  it('downloads as a dated PDF file, and reads back with everything of the veteran', async () => {
    const response = await exportPdf(alice);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="wingman-export-2026-06-01.pdf"',
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const pages = await pagesOf(response.rawPayload);
    const text = pages.join('\n');
    expect(text).toContain(`Sign-in email: ${aliceEmail}`);
    expect(text).toContain('Privacy level: Enhanced');
    expect(text).toContain('Lower back strain: 40%');
    expect(text).toContain('Tinnitus: 10%, diagnostic code 6260');
    // 40% and 10% combine to 46, which VA rounds to 50.
    expect(text).toContain('Combined rating: 50%');
    expect(text).toContain('Post-traumatic stress disorder');
    expect(text).toContain('Last day for a Higher-Level Review: June 1, 2027');
    expect(text).toContain('str-sick-call.txt');
    for (const section of document.analysis!.sections) expect(text).toContain(section.title);
    expect(text).toContain('Knee questions');
    expect(text).toContain('My knee gives way on the stairs at work and at home.');
    // The long message runs over pages to its end; every page is numbered.
    expect(text).toContain('Last words of a long message.');
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);

    // Wingman's answer reads as text, without its Markdown marks.
    expect(text).not.toContain('**');
    expect(text).not.toContain('Bobs private migraine');
    expect(logs.text()).not.toContain('My knee gives way');
  });

  it('gives another veteran only their own data', async () => {
    const text = (await pagesOf((await exportPdf(bob)).rawPayload)).join('\n');
    expect(text).toContain('Bobs private migraine: 50%');
    expect(text).not.toContain('Lower back strain');
    expect(text).not.toContain('Knee questions');
    expect(text).not.toContain('str-sick-call.txt');
  });

  it('keeps JSON as the default, and refuses a format it does not make', async () => {
    const json = await callApi(t.app, 'GET', '/api/account/export', alice);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['content-disposition']).toBe(
      'attachment; filename="wingman-export-2026-06-01.json"',
    );

    const xml = await exportPdf(alice, 'xml');
    expect(xml.statusCode).toBe(400);
    expect(xml.json()).toMatchObject({ message: 'The export format must be json or pdf.' });
  });

  it('asks for a sign-in first', async () => {
    const response = await callApi(t.app, 'GET', '/api/account/export?format=pdf', undefined);
    expect(response.statusCode).toBe(401);
  });
});

describe('the PDF beside the JSON export', () => {
  let carol: SeededVeteran;
  let text: string;
  beforeAll(async () => {
    carol = await seedVeteran(t.app, 'carol');
    const response = await exportPdf(carol.cookies);
    expect(response.statusCode).toBe(200);
    // Lines wrap where the page ends them; a reader reads on.
    text = (await pagesOf(response.rawPayload)).join('\n').replace(/\s+/g, ' ');
  });

  it('holds every section the JSON file holds, each under its own heading', async () => {
    const json = (await callApi(t.app, 'GET', '/api/account/export', carol.cookies)).json<
      Record<string, unknown>
    >();
    for (const [key, section] of Object.entries(exportPdfSections)) {
      expect(json, key).toHaveProperty(key);
      expect(text, key).toContain(section.title);
    }
  });

  it('sets out the account, profile, ratings, guidance, claims and intents to file', () => {
    expect(text).toContain(`Sign-in email: ${carol.email}`);
    expect(text).toContain('Display name: Sergeant carol');
    expect(text).toContain('PTSD carol: 30%, diagnostic code 9411');
    expect(text).toMatch(/PTSD carol: from 30% to \d+%/);
    expect(text).toMatch(/Combined rating if raised: \d+% \(\d+ points more\)/);
    expect(text).toContain('Tinnitus carol');
    expect(text).toContain('Disability compensation, received January 5, 2026');
    expect(text).toContain('How it was submitted: By phone with VA');
    expect(text).toContain('Notes: By phone (carol)');
  });

  it('sets out My Case: conditions, chosen evidence, statements and providers, by name', () => {
    expect(text).toContain('Left knee carol How it is tied to service: Direct service connection');
    expect(text).toContain('Found in: carol-note.txt');
    expect(text).toContain('Left knee carol: A current diagnosis');
    expect(text).toContain('Confirmed: carol-note.txt, page 1 “my left knee gives way on stairs”');
    expect(text).toContain(
      'Your statement About: Left knee carol: Something that happened in service',
    );
    expect(text).toContain('I fell on the ramp in 2009 (carol).');
    expect(text).toContain('Clinic of carol For: Left knee carol');
  });

  it("sets out the witness's answers, the journal, the exams, the documents and the chats", () => {
    expect(text).toContain('Witness of carol (spouse) For: Left knee carol State: Answered');
    expect(text).toContain(`Full name: ${carol.witnessAnswers.fullName}`);
    expect(text).toContain(
      `What did you see or hear yourself? ${carol.witnessAnswers.whatTheySaw}`,
    );

    const migraine = journalContent.bases.find((basis) => basis.key === 'migraine')!;
    const prostrating = migraine.fields.find((field) => field.key === 'prostrating')!;
    expect(text).toContain(`Migraine: January 5, 2026 Recorded as: ${migraine.label}`);
    expect(text).toContain('What happened: A headache (carol)');
    expect(text).toContain(`${prostrating.label}: Yes`);

    const knee = loadExamPrepContent(journalContent).dbqs.find((dbq) => dbq.key === 'knee')!;
    expect(text).toContain(`Left knee, February 10, 2026 Exam form: ${knee.title}`);
    expect(text).toContain('Exam report: carol-note.txt');
    expect(text).toContain('What you told the examiner: Stairs (carol)');

    expect(text).toContain('carol-note.txt Uploaded');
    expect(text).toContain('Chat of carol');
    expect(text).toContain(carol.question);
    expect(text).toContain('With it: carol-note.txt; PTSD carol');
  });

  it('says so in each section a veteran has nothing in', async () => {
    const { cookies } = await registerUser(t.app);
    const empty = (await pagesOf((await exportPdf(cookies)).rawPayload))
      .join('\n')
      .replace(/\s+/g, ' ');
    for (const section of Object.values(exportPdfSections)) {
      if ('empty' in section) expect(empty).toContain(`${section.title} ${section.empty}`);
    }
    for (const part of [
      'Conditions No conditions added.',
      'Evidence you chose No quotes confirmed or set aside.',
      'Statements No statements written.',
      'Private providers No providers added.',
    ]) {
      expect(empty).toContain(part);
    }
  });
});
