import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { prepareDatabase } from '../../db/prepare';
import { vaCombinabilityRules, vaConditions } from '../../db/tables';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookies } = await registerUser(t.app));
});
afterAll(() => t.close());

const get = (url: string, withSession = true) =>
  t.app.inject({ method: 'GET', url, ...(withSession && { cookies }) });

describe('GET /api/conditions', () => {
  it.each([
    ['ptsd', '9411'],
    ['PTSD', '9411'],
    ['back', '5237'],
    ['5237', '5237'],
    ['tinnitus', '6260'],
    ['migraine', '8100'],
  ])('finds %s → DC %s first', async (q, code) => {
    const response = await get(`/api/conditions?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].diagnosticCode).toBe(code);
  });

  it('answers a summary with the levels of each match', async () => {
    const [tinnitus] = (await get('/api/conditions?q=tinnitus')).json();
    expect(tinnitus).toEqual({
      diagnosticCode: '6260',
      conditionName: expect.stringMatching(/tinnitus/i),
      bodySystem: 'ear',
      canBeBilateral: false,
      ratesSpineSegments: false,
      percentages: [10],
    });
  });

  it('honours the limit and finds nothing for nonsense', async () => {
    expect((await get('/api/conditions?q=a&limit=3')).json()).toHaveLength(3);
    expect((await get('/api/conditions?q=zzzzqqq')).json()).toEqual([]);
  });

  it.each([
    // How veterans write it → the condition offered first.
    ['left knee', '5260'],
    ['right shoulder', '5201'],
    ['lower back', '5237'],
    ['my back', '5237'],
    ['lumbar', '5237'],
    ['neck', '5237'],
    ['bad knees', '5260'],
    ['ringing in ears', '6260'],
    ['ears ringing', '6260'],
    ['trick knee', '5257'],
    ['hard of hearing', '6100'],
    ['both ears', '6260'],
  ])('understands "%s" → DC %s first', async (q, code) => {
    const response = await get(`/api/conditions?q=${encodeURIComponent(q)}`);
    expect(response.json()[0]?.diagnosticCode).toBe(code);
  });

  it('refuses search text longer than 100 characters', async () => {
    const response = await get(`/api/conditions?q=${'k'.repeat(10_000)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      path: 'q',
      message: 'Search text must be at most 100 characters',
    });
    expect((await get(`/api/conditions?q=${'k'.repeat(100)}`)).statusCode).toBe(200);
  });

  it('rejects a bad limit with a 400', async () => {
    const response = await get('/api/conditions?q=knee&limit=500');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('limit');
  });

  it('needs a signed-in veteran', async () => {
    expect((await get('/api/conditions?q=knee', false)).statusCode).toBe(401);
  });
});

describe('GET /api/conditions/:code', () => {
  it('gives the full criteria of a condition', async () => {
    const response = await get('/api/conditions/7101');
    expect(response.statusCode).toBe(200);
    const hypertension = response.json();
    expect(hypertension.cfrSection).toBe('38 CFR 4.104');
    const forty = hypertension.percentageOptions.find(
      (o: { percentage: number }) => o.percentage === 40,
    );
    expect(forty.criteria).toContain('120');
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await get('/api/conditions/0001')).statusCode).toBe(404);
    expect((await get('/api/conditions/abc')).statusCode).toBe(400);
  });
});

describe('seeding', () => {
  // Searches are answered from memory, so the tables themselves are compared.
  const referenceRows = async () => ({
    conditions: await t.database.db
      .select()
      .from(vaConditions)
      .orderBy(asc(vaConditions.diagnosticCode)),
    rules: (await t.database.db.select().from(vaCombinabilityRules)).length,
  });

  it('is idempotent: preparing the database again changes nothing', async () => {
    const before = await referenceRows();
    await prepareDatabase(t.database);
    const after = await referenceRows();
    const withoutUpdatedAt = (rows: typeof before.conditions) =>
      rows.map(({ updatedAt: _updatedAt, ...row }) => row);
    expect(withoutUpdatedAt(after.conditions)).toEqual(withoutUpdatedAt(before.conditions));
    expect(after.rules).toBe(before.rules);
    expect(before.conditions.length).toBeGreaterThan(20);
  });

  it('seeds the same conditions the search answers from', async () => {
    const { conditions } = await referenceRows();
    const searched = (await get('/api/conditions?q=5&limit=50')).json();
    const seeded = new Set(conditions.map((row) => row.diagnosticCode));
    for (const { diagnosticCode } of searched) expect(seeded).toContain(diagnosticCode);
  });
});
