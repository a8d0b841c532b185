import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalBases, JournalEntry } from '../../../contracts/journal';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';

type Summary = {
  basis: string | null;
  vaDecides: string;
  levels: { percentage: number; criteria: string; entryCount: number; dates: string[] }[];
};

let t: TestApp;
let veteran: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  veteran = (await registerUser(t.app)).cookies;
  other = (await registerUser(t.app)).cookies;
});
afterAll(() => t.close());

const add = (payload: Record<string, unknown>, cookies = veteran) =>
  callApi(t.app, 'POST', '/api/journal', cookies, payload);
const summaryOf = async (condition: string, cookies = veteran) => {
  const reply = await callApi(
    t.app,
    'GET',
    `/api/journal/summary?condition=${encodeURIComponent(condition)}`,
    cookies,
  );
  expect(reply.statusCode).toBe(200);
  return reply.json<Summary>();
};
/** Each line as [percentage, count, dates], highest first. */
const counts = (summary: Summary) =>
  summary.levels.map(({ percentage, entryCount, dates }) => [percentage, entryCount, dates]);

const migraine = (fromDate: string, fields: Record<string, unknown>, extra = {}) =>
  add({
    condition: 'Migraines',
    basis: 'migraine',
    fromDate,
    whatHappened: `Headache on ${fromDate}.`,
    ...extra,
    fields,
  });

describe('the symptom journal', () => {
  it('sorts migraine entries across months under DC 8100’s lines, in the schedule’s words', async () => {
    for (const reply of [
      await migraine('2026-01-12', { prostrating: false, hoursLong: 2 }),
      await migraine('2026-02-03', { prostrating: true, hoursLong: 6 }),
      await migraine('2026-03-15', {
        prostrating: true,
        completelyProstrating: true,
        hoursLong: 36,
      }),
      await migraine('2026-04-20', { prostrating: true }),
    ]) {
      expect(reply.statusCode).toBe(201);
    }
    const summary = await summaryOf('migraines');
    expect(summary.basis).toBe('migraine');
    expect(counts(summary)).toEqual([
      [50, 1, ['2026-03-15']],
      [30, 3, ['2026-02-03', '2026-03-15', '2026-04-20']],
      [10, 3, ['2026-02-03', '2026-03-15', '2026-04-20']],
      [0, 1, ['2026-01-12']],
    ]);
    expect(summary.levels[2]!.criteria).toBe(
      'Characteristic prostrating attacks averaging one in 2 months over the last several months.',
    );
    expect(summary.vaDecides).toMatch(/VA decides the level/);
    expect(JSON.stringify(summary)).not.toMatch(/your rating is/i);
  });

  it('sorts a knee’s flare-ups by the bending they left, under DC 5260', async () => {
    const knee = (fromDate: string, bendingLimitedTo: string) =>
      add({
        condition: 'Left knee',
        basis: 'knee',
        fromDate,
        toDate: '2026-05-30',
        whatHappened: 'The knee swelled after stairs.',
        fields: { flareUp: true, bendingLimitedTo, assistiveDevices: ['brace', 'cane'] },
      });
    expect((await knee('2026-05-28', 'about 45 degrees')).statusCode).toBe(201);
    expect((await knee('2026-05-01', 'about 30 degrees')).statusCode).toBe(201);
    const summary = await summaryOf('Left knee');
    expect(counts(summary)).toEqual([
      [30, 0, []],
      [20, 1, ['2026-05-01 to 2026-05-30']],
      [10, 1, ['2026-05-28 to 2026-05-30']],
      [0, 0, []],
    ]);
    expect(summary.levels[1]!.criteria).toBe('Flexion limited to 30 degrees.');
  });

  it('counts PTSD’s named symptoms under the levels of the General Rating Formula that name them', async () => {
    const ptsd = (fromDate: string, symptoms: string[]) =>
      add({
        condition: 'PTSD',
        basis: 'mental-health',
        fromDate,
        whatHappened: 'A bad week.',
        fields: { symptoms, effectOnWork: 'Left my shift early.' },
      });
    await ptsd('2026-06-01', ['chronic sleep impairment', 'panic attacks more than once a week']);
    await ptsd('2026-06-09', ['suicidal ideation']);
    const summary = await summaryOf('PTSD');
    expect(counts(summary)).toEqual([
      [100, 0, []],
      [70, 1, ['2026-06-09']],
      [50, 1, ['2026-06-01']],
      [30, 1, ['2026-06-01']],
      [10, 0, []],
      [0, 0, []],
    ]);
  });

  it('keeps “my back” under the spine’s questions: bending sorted under the formula’s lines, every answer in the draft', async () => {
    const { cookies } = await registerUser(t.app);
    const fits = await callApi(t.app, 'GET', '/api/journal/bases?condition=my%20back', cookies);
    expect(fits.json<JournalBases>().fits).toBe('spine');
    const back = (fromDate: string, fields: Record<string, unknown>, extra = {}) =>
      add(
        {
          condition: 'my back',
          basis: 'spine',
          fromDate,
          whatHappened: 'my back locked up',
          ...extra,
          fields,
        },
        cookies,
      );
    expect(
      (await back('2026-05-02', { forwardBend: 'a third of the way or less' })).statusCode,
    ).toBe(201);
    expect(
      (
        await back(
          '2026-05-20',
          {
            flareUp: true,
            flareUpsHowOften: 'a few times a month',
            forwardBend: 'between a third and two thirds of the way',
            muscleSpasm: true,
            radiatingInto: ['left leg', 'right leg'],
            bedRestPrescribed: true,
            bedRestDays: 3,
            assistiveDevices: ['back brace', 'cane'],
          },
          { workLost: '3 days', whoSawIt: 'my wife' },
        )
      ).statusCode,
    ).toBe(201);
    const notOffered = await back('2026-05-21', { forwardBend: 'about 45 degrees' });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().errors).toEqual([
      { path: 'fields.forwardBend', message: expect.stringMatching(/must be one of: all the way/) },
    ]);

    const summary = await summaryOf('My back', cookies);
    expect(summary.basis).toBe('spine');
    expect(counts(summary)).toEqual([
      [100, 0, []],
      [50, 0, []],
      [40, 1, ['2026-05-02']],
      [30, 1, ['2026-05-02']],
      [20, 1, ['2026-05-20']],
      [10, 1, ['2026-05-20']],
    ]);
    expect(summary.levels[2]!.criteria).toMatch(/forward flexion of 30 degrees or less/);

    const draft = await callApi(
      t.app,
      'GET',
      '/api/journal/statement-draft?condition=my%20back',
      cookies,
    );
    expect(draft.statusCode).toBe(200);
    const paragraphs = draft.json<{ text: string }>().text.split('\n\n');
    expect(paragraphs[0]).toMatch(/^I am writing about my back\. /);
    expect(paragraphs[2]).toBe(
      'On May 20, 2026: My back locked up. This was a flare-up. Flare-ups like this come a few times a month. ' +
        'I could bend forward between a third and two thirds of the way. ' +
        'The muscles spasmed, tightened up or felt tender to the touch. ' +
        'Pain, numbness or tingling spread into my left leg and right leg. ' +
        'A doctor prescribed bed rest for it. The doctor prescribed 3 days of bed rest. ' +
        'What I used to get around: back brace and cane. ' +
        'Time I lost from work: 3 days. Who saw it: My wife.',
    );
  });

  it('lists, edits and deletes the veteran’s own entries, newest first, and shows no one else’s', async () => {
    const { cookies } = await registerUser(t.app);
    const first = (await migraine('2026-01-01', {}, {})).json<JournalEntry>();
    await add(
      { condition: 'Tinnitus', basis: 'migraine', fromDate: '2026-02-01', whatHappened: 'x' },
      cookies,
    );
    const mine = (await callApi(t.app, 'GET', '/api/journal?condition=MIGRAINES', veteran)).json<
      JournalEntry[]
    >();
    expect(mine.map((entry) => entry.fromDate)).toEqual([
      '2026-04-20',
      '2026-03-15',
      '2026-02-03',
      '2026-01-12',
      '2026-01-01',
    ]);
    const edited = await callApi(t.app, 'PUT', `/api/journal/${first.id}`, veteran, {
      condition: 'Migraines',
      basis: 'migraine',
      fromDate: '2026-01-02',
      whatHappened: 'Edited.',
      severity: 'severe',
      fields: { prostrating: true },
    });
    expect(edited.json()).toMatchObject({ fromDate: '2026-01-02', severity: 'severe' });
    const theirs = await callApi(t.app, 'GET', '/api/journal', cookies);
    expect(theirs.json<JournalEntry[]>().map((entry) => entry.condition)).toEqual(['Tinnitus']);
    expect((await callApi(t.app, 'DELETE', `/api/journal/${first.id}`, other)).statusCode).toBe(
      404,
    );
    expect((await callApi(t.app, 'DELETE', `/api/journal/${first.id}`, veteran)).statusCode).toBe(
      204,
    );
    expect((await callApi(t.app, 'DELETE', `/api/journal/${first.id}`, veteran)).statusCode).toBe(
      404,
    );
  });

  it('drafts a personal statement from the entries’ own dates, words and every answer', async () => {
    const { cookies } = await registerUser(t.app);
    await add(
      {
        condition: 'Migraines',
        basis: 'migraine',
        fromDate: '2026-07-04',
        whatHappened: 'I had to leave the cookout and lie down in the dark.',
        severity: 'severe',
        duration: 'the rest of the day',
        stoppedDoing: 'driving my kids home',
        workLost: '1 day',
        whoSawIt: 'My brother Sam',
        treatment: 'Sumatriptan',
        fields: { prostrating: true, completelyProstrating: false, hoursLong: 9 },
      },
      cookies,
    );
    await add(
      {
        condition: 'Migraines',
        basis: 'migraine',
        fromDate: '2026-06-10',
        toDate: '2026-06-11',
        whatHappened: 'light hurt my eyes all night',
        fields: {},
      },
      cookies,
    );
    const reply = await callApi(
      t.app,
      'GET',
      '/api/journal/statement-draft?condition=migraines',
      cookies,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json<{ text: string }>().text).toBe(
      [
        'I am writing about my Migraines. These are things I wrote down when they happened.',
        'On June 10–11, 2026: Light hurt my eyes all night.',
        'On July 4, 2026: I had to leave the cookout and lie down in the dark. It was severe. ' +
          'How long it lasted: The rest of the day. I had to stop what I was doing and lie down. ' +
          'I could still do some things until it passed. It lasted 9 hours. ' +
          'What it stopped me doing: Driving my kids home. Time I lost from work: 1 day. ' +
          'Treatment: Sumatriptan. Who saw it: My brother Sam.',
        'I certify that the statements above are true and correct to the best of my knowledge and belief.',
      ].join('\n\n'),
    );
  });

  it('refuses a bad date, an unknown field, an answer not offered and a last day before the first, in the error shape', async () => {
    const base = { condition: 'Left knee', basis: 'knee', whatHappened: 'Flare-up.' };
    const badDate = await add({ ...base, fromDate: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors).toEqual([
      expect.objectContaining({ path: 'fromDate', message: expect.any(String) }),
    ]);

    const unknown = await add({ ...base, fromDate: '2026-02-01', fields: { prostrating: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: expect.any(String),
      errors: [{ path: 'fields.prostrating', message: expect.stringMatching(/not asked/) }],
    });

    const notOffered = await add({
      ...base,
      fromDate: '2026-02-01',
      fields: { bendingLimitedTo: 'about 90 degrees', assistiveDevices: ['wheelchair'] },
    });
    expect(notOffered.json().errors.map((error: { path: string }) => error.path)).toEqual([
      'fields.bendingLimitedTo',
      'fields.assistiveDevices',
    ]);

    const backwards = await add({ ...base, fromDate: '2026-02-10', toDate: '2026-02-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { path: 'toDate', message: 'The last day cannot be before the first day' },
    ]);

    const future = await add({ ...base, fromDate: '2999-01-01' });
    expect(future.json().errors).toEqual([
      { path: 'fromDate', message: 'A journal entry cannot be dated in the future' },
    ]);

    const noBasis = await add({ ...base, basis: 'elbow', fromDate: '2026-02-01' });
    expect(noBasis.json().errors).toEqual([
      expect.objectContaining({ path: 'basis', message: expect.stringMatching(/one of/) }),
    ]);
    const noCondition = await callApi(t.app, 'GET', '/api/journal/summary', veteran);
    expect(noCondition.statusCode).toBe(400);
  });

  it('lists each basis with its questions and criteria lines, and the one a condition’s name fits', async () => {
    const basesFor = async (query: string, cookies = veteran) => {
      const reply = await callApi(t.app, 'GET', `/api/journal/bases${query}`, cookies);
      expect(reply.statusCode).toBe(200);
      return reply.json<JournalBases>();
    };
    const all = await basesFor('');
    expect(all.fits).toBeNull();
    expect(all.vaDecides).toMatch(/VA decides the level/);
    expect(all.bases.map((basis) => basis.key)).toEqual([
      'migraine',
      'knee',
      'spine',
      'mental-health',
      'sleep-apnea',
    ]);
    const migraine = all.bases.find((basis) => basis.key === 'migraine')!;
    expect(migraine.fields.map(({ key, type }) => [key, type])).toEqual([
      ['prostrating', 'boolean'],
      ['completelyProstrating', 'boolean'],
      ['hoursLong', 'number'],
    ]);
    expect(migraine.criteria.map((line) => line.percentage)).toEqual([50, 30, 10, 0]);
    expect(migraine.criteria[2]!.criteria).toBe(
      'Characteristic prostrating attacks averaging one in 2 months over the last several months.',
    );
    expect(migraine.sources[0]).toEqual({
      label: '38 CFR 4.124a, DC 8100',
      url: 'https://www.ecfr.gov/current/title-38/section-4.124a',
    });
    // The General Rating Formula's lowest lines name no symptom the journal asks about.
    const mentalHealth = all.bases.find((basis) => basis.key === 'mental-health')!;
    expect(
      mentalHealth.criteria.map(({ percentage, sortsEntries }) => [percentage, sortsEntries]),
    ).toEqual([
      [100, true],
      [70, true],
      [50, true],
      [30, true],
      [10, false],
      [0, false],
    ]);
    const knee = all.bases.find((basis) => basis.key === 'knee')!;
    expect(knee.fields.find((field) => field.key === 'assistiveDevices')).toEqual({
      key: 'assistiveDevices',
      label: 'What did you use to get around?',
      type: 'multi-choice',
      options: ['brace', 'cane', 'crutches', 'walker'],
    });

    // By the name, matched as the evidence map matches names, before any entry.
    const { cookies } = await registerUser(t.app);
    const fit = async (name: string) =>
      (await basesFor(`?condition=${encodeURIComponent(name)}`, cookies)).fits;
    expect(await fit('Migraine headaches')).toBe('migraine');
    expect(await fit('Right knee')).toBe('knee');
    expect(await fit('PTSD')).toBe('mental-health');
    expect(await fit('Major depressive disorder')).toBe('mental-health');
    expect(await fit('OSA')).toBe('sleep-apnea');
    expect(await fit('Tinnitus')).toBeNull();
    for (const back of [
      'My back',
      'Lower back',
      'spine',
      'lumbar strain',
      'degenerative disc',
      'Herniated disc',
    ]) {
      expect(await fit(back), back).toBe('spine');
    }
    // Once journaled, the basis its newest entry was written with.
    await add(
      { condition: 'Lower back', basis: 'knee', fromDate: '2026-02-01', whatHappened: 'x' },
      cookies,
    );
    expect(await fit('lower back')).toBe('knee');
  });

  it('keeps a condition no basis fits with the common questions only, and sorts it under no line', async () => {
    const { cookies } = await registerUser(t.app);
    const ringing = {
      condition: 'Tinnitus',
      basis: 'other',
      fromDate: '2026-02-01',
      whatHappened: 'Ringing kept me up.',
      stoppedDoing: 'sleeping',
    };
    expect((await add(ringing, cookies)).statusCode).toBe(201);
    const asked = await add({ ...ringing, fields: { prostrating: true } }, cookies);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().errors).toEqual([
      {
        path: 'fields.prostrating',
        message: 'prostrating is not asked for this kind of condition',
      },
    ]);
    const summary = await summaryOf('tinnitus', cookies);
    expect(summary).toMatchObject({ basis: null, levels: [] });
    const bases = await callApi(t.app, 'GET', '/api/journal/bases?condition=Tinnitus', cookies);
    expect(bases.json<JournalBases>().fits).toBe('other');
    const draft = await callApi(
      t.app,
      'GET',
      '/api/journal/statement-draft?condition=tinnitus',
      cookies,
    );
    expect(draft.json<{ text: string }>().text).toContain(
      'On February 1, 2026: Ringing kept me up. What it stopped me doing: Sleeping.',
    );
  });

  it('answers 401 signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/journal' })).statusCode).toBe(401);
  });
});
