/**
 * C&P Exam Prep on documents nobody on the team wrote (../shared/data/documents-dev, read in
 * place, never copied): a veteran uploads a sleep apnea DBQ, a sleep clinic note, a PTSD exam
 * and a decision letter through the real upload route, then opens the prep sheets. "Already in
 * your record" lists what the documents state about them, never a form's question or the
 * decision letter's words. Skipped, saying so, where the folder is absent.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrepSheet } from '../../../contracts/exams';
import { giveConsent, uploadOne } from '../../test/document-requests';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';

const sharedData = path.resolve(
  process.env.WINGMAN_SHARED_DATA ??
    path.resolve(import.meta.dirname, '../../../../../shared/data'),
);
const folder = path.join(sharedData, 'documents-dev');
const present = existsSync(folder);
if (!present) console.info(`Exam prep on documents-dev skipped: ${folder} is not on this machine.`);

const SLEEP_APNEA_DBQ = 'ex07-sleep-apnea-dbq-gaps-no-study-results-aggravation-not-addressed.txt';
const SLEEP_CLINIC = 'pr04-private-sleep-clinic-cpap-compliance-followup.txt';
const PTSD_EXAM = 'ex04-initial-ptsd-dbq-adequate-positive-opinion.txt';
const DECISION_LETTER = 'rd02-rating-decision-ptsd-increase-sleep-apnea-deferred.txt';

describe.skipIf(!present)('C&P Exam Prep on a veteran’s real documents', () => {
  let t: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    cookies = (await registerUser(t.app)).cookies;
    await giveConsent(t.app, cookies);
    for (const name of [SLEEP_APNEA_DBQ, SLEEP_CLINIC, PTSD_EXAM, DECISION_LETTER]) {
      await uploadOne(t.app, cookies, { name, bytes: await readFile(path.join(folder, name)) });
    }
  }, 120_000);
  afterAll(() => t?.close());

  const sheetOf = async (condition: string) => {
    const reply = await callApi(
      t.app,
      'GET',
      `/api/exam-prep?condition=${encodeURIComponent(condition)}`,
      cookies,
    );
    expect(reply.statusCode).toBe(200);
    return reply.json<PrepSheet>();
  };
  const quotes = (sheet: PrepSheet, key?: string) =>
    sheet.items
      .filter((item) => key === undefined || item.key === key)
      .flatMap((item) =>
        item.recordShows.flatMap((shows) =>
          shows.from === 'document' ? [{ document: shows.document, text: shows.quote.text }] : [],
        ),
      );

  it("lists the C&P exam's daytime sleepiness for sleep apnea, and the sleep clinic's too", async () => {
    const sheet = await sheetOf('Obstructive sleep apnea');
    const daytime = sheet.items.find((item) => item.key === 'daytime-sleepiness')!;
    expect(daytime.recordShows.length).toBeGreaterThan(0);
    expect(quotes(sheet, 'daytime-sleepiness')).toEqual(
      expect.arrayContaining([
        {
          document: SLEEP_APNEA_DBQ,
          text: expect.stringMatching(/Persistent daytime hypersomnolence/),
        },
        { document: SLEEP_CLINIC, text: expect.stringMatching(/^Daytime sleepiness improved/) },
      ]),
    );
  });

  it("never lists a DBQ's question: the sleep study shows what the exam recorded of it", async () => {
    const sheet = await sheetOf('Obstructive sleep apnea');
    const all = quotes(sheet).map((quote) => quote.text);
    expect(all.length).toBeGreaterThan(0);
    for (const text of all) {
      expect(text).not.toMatch(/\?\s*(?:\[[ xX]?\]\s*(?:Yes|No)\s*)*$/);
      expect(text).not.toMatch(/^\s*(?:\d+[A-Z]?\.\s*)?(?:Does|Is|Has|Are|Was)\s+the\b/i);
    }
    expect(quotes(sheet, 'sleep-study')).toContainEqual({
      document: SLEEP_APNEA_DBQ,
      text: 'Date of sleep study: 2023',
    });
  });

  it("lists the PTSD exam's symptoms and nothing of the decision letter", async () => {
    const sheet = await sheetOf('PTSD');
    expect(quotes(sheet, 'symptoms')).toContainEqual({
      document: PTSD_EXAM,
      text: expect.stringMatching(/nightmares/),
    });
    expect(quotes(sheet).filter((quote) => quote.document === DECISION_LETTER)).toEqual([]);
  });
});
