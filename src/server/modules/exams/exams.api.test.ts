import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamChoices, ExamRecord, ExamReview, PrepSheet } from '../../../contracts/exams';
import { dbqFiles } from '../../reference/exam-prep-content';
import { giveConsent, uploadOne } from '../../test/document-requests';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';

type Cookies = Record<string, string>;

// The analysis fixtures' back DBQ with its gaps, printed into a real PDF as a report would be.
async function examReportPdf() {
  const text = await readFile(
    path.resolve(import.meta.dirname, '../../../domain/analysis/fixtures/dbq-with-gaps.txt'),
    'utf8',
  );
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  text.split('\n').forEach((line, index) => {
    page.drawText(line, { x: 40, y: 760 - index * 14, size: 9, font });
  });
  return { name: 'back-exam-report.pdf', bytes: await pdf.save() };
}

let t: TestApp;
let veteran: Cookies;
let other: Cookies;
let reportId: string;
beforeAll(async () => {
  // The journal refuses days still to come, so the clock is set after its entries.
  t = await createTestApp({ now: () => new Date('2026-11-29T12:00:00Z') });
  veteran = (await registerUser(t.app)).cookies;
  other = (await registerUser(t.app)).cookies;
  await giveConsent(t.app, veteran);
  reportId = (await uploadOne(t.app, veteran, await examReportPdf())).id;
  for (const entry of [
    {
      condition: 'Lower back',
      basis: 'knee',
      fromDate: '2026-10-02',
      whatHappened: 'Could not get out of bed.',
      fields: { flareUp: true },
    },
    {
      condition: 'Lower back',
      basis: 'knee',
      fromDate: '2026-11-10',
      whatHappened: 'Back locked up lifting groceries.',
      workLost: 'two days',
      fields: { flareUp: true, bendingLimitedTo: 'about 45 degrees' },
    },
  ]) {
    expect((await callApi(t.app, 'POST', '/api/journal', veteran, entry)).statusCode).toBe(201);
  }
  await callApi(t.app, 'POST', '/api/disabilities', veteran, {
    name: 'PTSD',
    currentPercentage: 30,
    diagnosticCode: '9411',
  });
  await callApi(t.app, 'POST', '/api/case/conditions', veteran, {
    name: 'Left knee',
    basis: 'direct',
  });
}, 60_000);
afterAll(() => t.close());

const get = (url: string, cookies: Cookies | undefined = veteran) =>
  callApi(t.app, 'GET', url, cookies);
const sheetOf = (condition: string, cookies: Cookies = veteran) =>
  get(`/api/exam-prep?condition=${encodeURIComponent(condition)}`, cookies);
const addExam = (payload: object, cookies: Cookies = veteran) =>
  callApi(t.app, 'POST', '/api/exams', cookies, payload);

describe('the exam prep sheet', () => {
  it('lists the back DBQ’s items with what the report and the journal already show', async () => {
    const reply = await sheetOf('Lower back');
    expect(reply.statusCode).toBe(200);
    const sheet = reply.json<PrepSheet>();
    expect(sheet.dbq).toMatchObject({ key: 'back', revisionDate: '2024-12-20' });
    expect(sheet.dbq.title).toMatch(/Back \(Thoracolumbar Spine\)/);
    const shows = Object.fromEntries(sheet.items.map((item) => [item.key, item.recordShows]));
    expect(shows['flare-ups']).toContainEqual({
      from: 'journal',
      entryCount: 2,
      dates: ['2026-10-02', '2026-11-10'],
    });
    expect(shows['functional-impact']).toContainEqual({
      from: 'journal',
      entryCount: 1,
      dates: ['2026-11-10'],
    });
    expect(shows['range-of-motion']).toContainEqual({
      from: 'document',
      document: 'back-exam-report.pdf',
      quote: { page: 1, text: expect.stringMatching(/forward flexion ends at 60 degrees/) },
    });
    expect(shows['bed-rest']).toEqual([]);
    expect(sheet.whatToBring.length).toBeGreaterThan(2);
    expect(sheet.copyOfReport.text).toMatch(/copy of your exam report/);
    expect(sheet.vaDecides).toMatch(/VA decides/);
  });

  it('shows nothing of one veteran’s record on another’s sheet', async () => {
    const sheet = (await sheetOf('Lower back', other)).json<PrepSheet>();
    expect(sheet.items.every((item) => item.recordShows.length === 0)).toBe(true);
  });

  it('suggests the rated disabilities and My Case conditions an exam sheet is kept for', async () => {
    const choices = (await get('/api/exam-prep/choices')).json<ExamChoices>();
    expect(choices.exams.map((exam) => exam.key)).toEqual(Object.keys(dbqFiles));
    expect(choices.suggestions).toEqual([
      { name: 'PTSD', dbq: 'ptsd' },
      { name: 'Left knee', dbq: 'knee' },
    ]);
  });

  it('answers 404 with a clear message for a condition no sheet is kept for, 400 without one', async () => {
    const none = await sheetOf('Flat feet');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: expect.stringMatching(/no exam sheet/i) });
    const missing = await get('/api/exam-prep?condition=');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({
      path: 'condition',
      message: 'Condition is required',
    });
  });

  it('answers 401 to a signed-out caller', async () => {
    for (const url of ['/api/exam-prep?condition=Knee', '/api/exam-prep/choices', '/api/exams']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

describe('exam records', () => {
  it('records an exam with the DBQ its condition follows, and refuses what does not fit', async () => {
    const added = await addExam({ condition: 'Lower back', examDate: '2026-12-04' });
    expect(added.statusCode).toBe(201);
    expect(added.json<ExamRecord>()).toMatchObject({
      condition: 'Lower back',
      dbq: 'back',
      examDate: '2026-12-04',
      afterExam: null,
      reportDocumentId: null,
    });

    const refused = await addExam({ condition: 'Flat feet', examDate: '2026-13-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((error: { path: string }) => error.path)).toEqual([
      'examDate',
    ]);
    const noSheet = await addExam({ condition: 'Flat feet', examDate: '2026-12-01' });
    expect(noSheet.statusCode).toBe(400);
    expect(noSheet.json().errors).toEqual([
      { path: 'condition', message: expect.stringMatching(/no exam sheet/i) },
    ]);
  });

  it('keeps each veteran’s exams to themselves', async () => {
    const mine = (
      await addExam({ condition: 'Migraine', examDate: '2026-12-10' })
    ).json<ExamRecord>();
    const theirs = await get('/api/exams', other);
    expect(theirs.json()).toEqual([]);
    for (const [method, url, payload] of [
      ['PUT', `/api/exams/${mine.id}`, { condition: 'Migraine', examDate: '2026-12-11' }],
      ['PUT', `/api/exams/${mine.id}/after-exam`, { minutes: 10 }],
      ['GET', `/api/exams/${mine.id}/review`, undefined],
      ['DELETE', `/api/exams/${mine.id}`, undefined],
    ] as const) {
      expect((await callApi(t.app, method, url, other, payload)).statusCode, url).toBe(404);
    }
    // Nor may another veteran's exam point at this veteran's report.
    const own = (
      await addExam({ condition: 'Knee', examDate: '2026-12-01' }, other)
    ).json<ExamRecord>();
    const linked = await callApi(t.app, 'PUT', `/api/exams/${own.id}`, other, {
      condition: 'Knee',
      examDate: '2026-12-01',
      reportDocumentId: reportId,
    });
    expect(linked.statusCode).toBe(404);
    expect(linked.json()).toEqual({ message: 'Document not found.' });

    expect((await callApi(t.app, 'DELETE', `/api/exams/${mine.id}`, veteran)).statusCode).toBe(204);
    expect((await callApi(t.app, 'DELETE', `/api/exams/${mine.id}`, veteran)).statusCode).toBe(404);
  });

  it('refuses an after-exam answer it does not know, naming the field', async () => {
    const exam = (await addExam({ condition: 'Knee', examDate: '2026-11-20' })).json<ExamRecord>();
    const reply = await callApi(t.app, 'PUT', `/api/exams/${exam.id}/after-exam`, veteran, {
      goniometerUsed: 'maybe',
      minutes: 0,
    });
    expect(reply.statusCode).toBe(400);
    expect(
      reply
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['goniometerUsed', 'minutes']);
  });

  it('sets the report’s gaps beside the journal, with the lanes that fit and a 21-4138 draft', async () => {
    const exam = (
      await addExam({ condition: 'Lower back', examDate: '2026-11-18' })
    ).json<ExamRecord>();
    const after = await callApi(t.app, 'PUT', `/api/exams/${exam.id}/after-exam`, veteran, {
      minutes: 15,
      goniometerUsed: 'no',
      repeatedUseTested: 'yes',
      askedAboutFlareUps: 'no',
      reviewedFile: 'not-sure',
      whatITold: 'I told them about the bad weeks',
      whatWasMissed: '',
    });
    expect(after.statusCode).toBe(200);
    expect(after.json<ExamRecord>().afterExam).toMatchObject({ minutes: 15, whatWasMissed: null });
    const linked = await callApi(t.app, 'PUT', `/api/exams/${exam.id}`, veteran, {
      condition: 'Lower back',
      examDate: '2026-11-18',
      reportDocumentId: reportId,
    });
    expect(linked.statusCode).toBe(200);

    const review = (await get(`/api/exams/${exam.id}/review`)).json<ExamReview>();
    expect(review.report).toMatchObject({ name: 'back-exam-report.pdf', readAsExam: true });
    const labels = review.report!.gaps.map((gap) => gap.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Unsigned',
        'No claims-file review',
        'No flare-up or functional-loss estimate',
      ]),
    );
    const claimsFile = review.report!.gaps.find((gap) => gap.label === 'No claims-file review')!;
    expect(claimsFile.quote).toEqual({
      page: 1,
      text: expect.stringMatching(/Claims file reviewed: No/),
    });
    expect(claimsFile.explanation).not.toMatch(/page 1/);
    expect(review.journal.entryCount).toBe(2);
    expect(review.lanes.map((lane) => lane.lane)).toEqual([
      'higher-level-review',
      'supplemental-claim',
    ]);
    expect(review.lanes[0]).toMatchObject({
      title: 'Higher-Level Review',
      form: 'VA Form 20-0996',
    });

    const draft = review.statementDraft;
    expect(draft).toMatch(/^I am writing about my VA examination for Lower back on 2026-11-18\./);
    expect(draft).toContain('No claims-file review.');
    expect(draft).toContain('(page 1)');
    expect(draft).toContain('The examination lasted about 15 minutes.');
    expect(draft).toContain('As I recall it, the examiner did not ask me about flare-ups.');
    expect(draft).toContain('goniometer');
    expect(draft).not.toContain('did not test my movement');
    expect(draft).not.toContain('did not review my claims file');
    expect(draft).toContain('What I told the examiner: I told them about the bad weeks.');
    expect(draft).toContain('It has 2 entries, from 2026-10-02 to 2026-11-10.');
  });

  it('says when the linked document was not read as an exam', async () => {
    const note = await uploadOne(t.app, veteran, {
      name: 'note.txt',
      bytes: Buffer.from('I went to the store.'),
    });
    const exam = (
      await addExam({ condition: 'Migraine', examDate: '2026-11-01', reportDocumentId: note.id })
    ).json<ExamRecord>();
    const review = (await get(`/api/exams/${exam.id}/review`)).json<ExamReview>();
    expect(review.report).toMatchObject({ readAsExam: false, gaps: [] });
    expect(review.lanes).toEqual([]);
  });
});
