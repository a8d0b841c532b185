/**
 * What else can I claim: the check of a service history (nothing saved) and the signed-in
 * veteran's candidates from their own profile, ratings, case and analysed documents.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseCondition, CaseResponse } from '../../../contracts/case';
import type { FinderCheckResponse, FinderResponse } from '../../../contracts/finder';
import { profiles } from '../../db/tables';
import { giveConsent, textUpload, uploadOne } from '../../test/document-requests';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';

type Cookies = Record<string, string>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-29T12:00:00Z') });
});
afterAll(() => t?.close());

const TREATMENT_NOTE = [
  'Primary care progress note, 2026-09-14.',
  'Chief complaint: daytime sleepiness and loud snoring reported by spouse.',
  'Sleep study reviewed.',
  'Assessment: Obstructive sleep apnea, moderate.',
  'Plan: CPAP nightly.',
].join('\n');

const gulfHistory = {
  periods: [{ branch: 'army', from: '1989-06-01', to: '1993-05-31' }],
  places: [
    { place: 'Kuwait', from: '1991-01-01', to: '1991-06-30' },
    { place: 'Camp Lejeune', from: '1985-06-01', to: '1985-06-20' },
  ],
  exposures: [],
};

describe('POST /api/finder/check', () => {
  it('returns the rules a history meets, with citation, conditions and the deciding fact, and saves nothing', async () => {
    const { cookies, user } = await registerUser(t.app);
    const response = await callApi(t.app, 'POST', '/api/finder/check', cookies, gulfHistory);
    expect(response.statusCode, response.body).toBe(200);
    const { met, nearMisses } = response.json<FinderCheckResponse>();
    expect(met.map(({ ruleId }) => ruleId)).toEqual([
      'gulf-war',
      'particulate-matter',
      'chronic-disease',
      'als',
    ]);
    const gulf = met[0]!;
    expect(gulf).toMatchObject({
      title: 'Gulf War: undiagnosed and chronic multisymptom illness',
      citation: '38 CFR 3.317; 38 U.S.C. 1117',
      checkedOn: '2026-11-29',
      status: 'met',
      fact: expect.stringMatching(/^Kuwait, 1 Jan 1991 – 30 Jun 1991: inside the Southwest Asia/),
    });
    expect(gulf.conditions[0]!.addToCase).toEqual({
      name: gulf.conditions[0]!.name,
      basis: 'presumptive',
      presumptiveRule: 'gulf-war',
      origin: 'manual',
    });
    expect(met[2]!.fact).toContain('U.S. Army, 1 Jun 1989 – 31 May 1993');
    expect(met[2]!.showBy).toBe('1994-05-31');
    expect(nearMisses).toEqual([
      expect.objectContaining({ ruleId: 'camp-lejeune', why: expect.stringMatching(/^20 days/) }),
    ]);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.userId, user.id))).toEqual(
      [],
    );
  });

  it.each([
    [
      'a stay that ends before it starts',
      { places: [{ place: 'Kuwait', from: '1991-06-30', to: '1991-01-01' }] },
      'places.0.to',
    ],
    [
      'a date that is not one',
      { periods: [{ branch: 'army', from: '1991-02-30' }] },
      'periods.0.from',
    ],
    [
      'an unknown branch',
      { periods: [{ branch: 'militia', from: '1991-01-01' }] },
      'periods.0.branch',
    ],
    ['an unknown exposure', { exposures: ['moon-dust'] }, 'exposures.0'],
    ['an empty place', { places: [{ place: '  ', from: '1991-01-01' }] }, 'places.0.place'],
    [
      'too many places',
      { places: Array.from({ length: 51 }, () => ({ place: 'Iraq', from: '2004-01-01' })) },
      'places',
    ],
  ])('refuses %s with the field path', async (_case, payload, path) => {
    const { cookies } = await registerUser(t.app);
    const response = await callApi(t.app, 'POST', '/api/finder/check', cookies, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { path: string }[] }>();
    expect(typeof body.message).toBe('string');
    expect(body.errors.map((error) => error.path)).toContain(path);
  });

  it('answers 401 to a signed-out caller', async () => {
    expect(
      (await callApi(t.app, 'POST', '/api/finder/check', undefined, gulfHistory)).statusCode,
    ).toBe(401);
    expect((await callApi(t.app, 'GET', '/api/finder')).statusCode).toBe(401);
  });
});

describe('GET /api/finder', () => {
  let cookies: Cookies;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    callApi(t.app, method, url, cookies, payload);
  const candidates = async () => {
    const response = await call('GET', '/api/finder');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FinderResponse>();
  };

  beforeAll(async () => {
    cookies = (await registerUser(t.app)).cookies;
  });

  it('offers nothing to a veteran with no history, ratings or documents', async () => {
    expect(await candidates()).toEqual({
      serviceHistoryGiven: false,
      candidates: [],
      nearMisses: [],
    });
  });

  it('a knee rating and a note naming sleep apnea: knee pairs need a medical opinion, sleep apnea is unclaimed with its page and quote', async () => {
    const knee = await call('POST', '/api/disabilities', {
      name: 'Left knee strain',
      currentPercentage: 10,
      diagnosticCode: '5260',
      side: 'left',
    });
    expect(knee.statusCode, knee.body).toBe(201);
    await giveConsent(t.app, cookies);
    const note = await uploadOne(t.app, cookies, textUpload('treatment-note.txt', TREATMENT_NOTE));

    const { candidates: found } = await candidates();
    const secondary = found.filter((candidate) => candidate.kind === 'secondary');
    expect(secondary.map((candidate) => [candidate.name, candidate.secondaryTo])).toEqual([
      ['Hip condition', 'Left knee strain'],
      ['Low back condition', 'Left knee strain'],
    ]);
    for (const candidate of secondary) {
      expect(candidate).toMatchObject({ needsMedicalOpinion: true, citation: '38 CFR 3.310' });
      expect(candidate.why).toContain('Needs a medical opinion');
    }
    const unclaimed = found.filter((candidate) => candidate.kind === 'unclaimed');
    expect(unclaimed).toEqual([
      expect.objectContaining({
        kind: 'unclaimed',
        name: expect.stringMatching(/sleep apnea/i),
        documentId: note.id,
        page: 1,
        quote: expect.stringMatching(/sleep apnea/i),
        why: expect.stringContaining('treatment-note.txt'),
      }),
    ]);
    // The quote is the note's own words.
    const [apnea] = unclaimed;
    expect(apnea?.kind === 'unclaimed' && TREATMENT_NOTE.includes(apnea.quote)).toBe(true);
  });

  it("offers depression after tinnitus only while no mental disorder is rated: PTSD, named in the veteran's words, covers it (38 CFR 4.130)", async () => {
    const tinnitus = await call('POST', '/api/disabilities', {
      name: 'Ringing in my ears',
      currentPercentage: 10,
      diagnosticCode: '6260',
    });
    expect(tinnitus.statusCode, tinnitus.body).toBe(201);
    const secondaryNames = async () =>
      (await candidates()).candidates
        .filter((candidate) => candidate.kind === 'secondary')
        .map((candidate) => candidate.name);
    expect(await secondaryNames()).toContain('Depression');

    const ptsd = await call('POST', '/api/disabilities', { name: 'PTSD', currentPercentage: 50 });
    expect(ptsd.statusCode, ptsd.body).toBe(201);
    expect(await secondaryNames()).not.toContain('Depression');
  });

  it('"Add to My Case" posts the candidate to My Case, which puts it on the evidence map and stops offering it', async () => {
    const before = await candidates();
    const apnea = before.candidates.find((candidate) => candidate.kind === 'unclaimed')!;
    const hip = before.candidates.find((candidate) => candidate.kind === 'secondary')!;
    if (apnea.kind !== 'unclaimed' || hip.kind !== 'secondary') throw new Error('missing');

    for (const candidate of [apnea, hip]) {
      const added = await call('POST', '/api/case/conditions', candidate.addToCase);
      expect(added.statusCode, added.body).toBe(201);
    }
    const { conditions } = (await call('GET', '/api/case')).json<CaseResponse>();
    const onMap = (name: string) => conditions.find((condition) => condition.name === name)!;
    expect(onMap(apnea.name)).toMatchObject<Partial<CaseCondition>>({
      basis: 'direct',
      origin: 'document',
      originDocumentId: apnea.documentId,
    });
    expect(onMap(hip.name)).toMatchObject<Partial<CaseCondition>>({
      basis: 'secondary',
      secondaryTo: 'Left knee strain',
    });
    expect(onMap(hip.name).elements.map((element) => element.key)).toContain('secondary-link');

    const after = (await candidates()).candidates.map((candidate) => candidate.name);
    expect(after).not.toContain(apnea.name);
    expect(after).not.toContain(hip.name);
  });

  it('checks the saved service history; a presumptive condition added goes to My Case under its rule', async () => {
    const saved = await call('PUT', '/api/profile', {
      displayName: 'Veteran',
      serviceHistory: gulfHistory,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await candidates();
    expect(response.serviceHistoryGiven).toBe(true);
    const presumptive = response.candidates.filter((candidate) => candidate.kind === 'presumptive');
    expect(
      presumptive.map((candidate) => candidate.kind === 'presumptive' && candidate.rule.ruleId),
    ).toEqual(['gulf-war', 'particulate-matter', 'chronic-disease', 'als']);
    expect(response.nearMisses.map(({ ruleId }) => ruleId)).toEqual(['camp-lejeune']);

    const burnPits = presumptive[1]!;
    if (burnPits.kind !== 'presumptive') throw new Error('not presumptive');
    const asthma = burnPits.rule.conditions.find((condition) =>
      condition.name.startsWith('Asthma'),
    )!;
    const added = await call('POST', '/api/case/conditions', asthma.addToCase);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<CaseCondition>()).toMatchObject({
      basis: 'presumptive',
      presumptiveRule: 'particulate-matter',
    });
  });

  it('never writes: the same answer twice, and another veteran sees none of it', async () => {
    expect(await candidates()).toEqual(await candidates());
    const other = await registerUser(t.app);
    const response = await callApi(t.app, 'GET', '/api/finder', other.cookies);
    expect(response.json()).toEqual({ serviceHistoryGiven: false, candidates: [], nearMisses: [] });
  });
});
