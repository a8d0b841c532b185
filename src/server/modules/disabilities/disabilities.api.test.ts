import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createTestAppWithTwoVeterans,
  registerUser,
  type ApiCall,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let alice: Record<string, string>;
let bob: Record<string, string>;
beforeAll(async () => {
  ({ t, alice, bob } = await createTestAppWithTwoVeterans());
});
afterAll(() => t.close());

const request: ApiCall = (...args) => callApi(t.app, ...args);

describe('disabilities', () => {
  it('adds, lists in order and removes a veteran’s disabilities', async () => {
    const created = await request('POST', '/api/disabilities', alice, {
      name: '  PTSD ',
      currentPercentage: 50,
      diagnosticCode: '9411',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'PTSD',
      currentPercentage: 50,
      diagnosticCode: '9411',
      side: null,
      // The levels of the General Rating Formula for Mental Disorders.
      ratingLevels: [0, 10, 30, 50, 70, 100],
    });
    await request('POST', '/api/disabilities', alice, {
      name: 'Left knee',
      currentPercentage: 10,
      side: 'left',
    });

    const list = (await request('GET', '/api/disabilities', alice)).json();
    expect(list.map((d: { name: string }) => d.name)).toEqual(['PTSD', 'Left knee']);

    const removed = await request('DELETE', `/api/disabilities/${created.json().id}`, alice);
    expect(removed.statusCode).toBe(204);
    expect((await request('GET', '/api/disabilities', alice)).json()).toHaveLength(1);
  });

  it('keeps each veteran’s list private: another user’s id is a 404', async () => {
    const mine = (
      await request('POST', '/api/disabilities', alice, { name: 'Tinnitus', currentPercentage: 10 })
    ).json();
    expect((await request('GET', '/api/disabilities', bob)).json()).toEqual([]);
    expect((await request('DELETE', `/api/disabilities/${mine.id}`, bob)).statusCode).toBe(404);
    const still = (await request('GET', '/api/disabilities', alice)).json();
    expect(still.map((d: { id: string }) => d.id)).toContain(mine.id);
  });

  it.each([
    [{ currentPercentage: 10 }, 'name', 'Required'],
    [{ name: '   ', currentPercentage: 10 }, 'name', 'Disability name is required'],
    [
      { name: 'Back', currentPercentage: 15 },
      'currentPercentage',
      'Rating must be a multiple of 10',
    ],
    [
      { name: 'Back', currentPercentage: 12.5 },
      'currentPercentage',
      'Rating must be a whole number',
    ],
    [
      { name: 'Back', currentPercentage: -10 },
      'currentPercentage',
      'Rating must be between 0 and 100',
    ],
    [{ name: 'Back' }, 'currentPercentage', 'Required'],
    [{ name: 'Back', currentPercentage: '' }, 'currentPercentage', 'Required'],
    [{ name: 'Back', currentPercentage: 10, side: 'up' }, 'side', 'Side must be left or right'],
    [
      { name: 'x'.repeat(201), currentPercentage: 10 },
      'name',
      'Disability name must be at most 200 characters',
    ],
  ])('rejects %j with the field’s message and stores nothing', async (payload, path, message) => {
    const before = (await request('GET', '/api/disabilities', bob)).json().length;
    const response = await request('POST', '/api/disabilities', bob, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect((await request('GET', '/api/disabilities', bob)).json()).toHaveLength(before);
  });

  it('answers 400 for a malformed id and 401 when signed out', async () => {
    expect((await request('DELETE', '/api/disabilities/not-a-uuid', alice)).statusCode).toBe(400);
    expect((await request('GET', '/api/disabilities')).statusCode).toBe(401);
    expect((await request('POST', '/api/disabilities', undefined, { name: '' })).statusCode).toBe(
      401,
    );
  });
});

describe('upgrade guidance', () => {
  const guidanceOf = (id: string, cookies: Record<string, string>) =>
    request('GET', `/api/disabilities/${id}/guidance`, cookies);

  it('builds guidance from the condition’s real criteria and records the optimization it finds', async () => {
    const veteran = (await registerUser(t.app)).cookies;
    await request('POST', '/api/disabilities', veteran, {
      name: 'Lower back',
      currentPercentage: 40,
      diagnosticCode: '5237',
    });
    const ptsd = (
      await request('POST', '/api/disabilities', veteran, {
        name: 'PTSD',
        currentPercentage: 30,
        diagnosticCode: '9411',
      })
    ).json();

    const response = await guidanceOf(ptsd.id, veteran);
    expect(response.statusCode).toBe(200);
    const guidance = response.json();
    expect(guidance.currentPercentage).toBe(30);
    expect(guidance.cfrSection).toBe('38 CFR 4.130');
    expect(Object.keys(guidance.percentageLevels)).toEqual(['0', '10', '30', '50', '70', '100']);
    // Under the mental-disorders formula, symptoms controlled by continuous medication are 10%.
    expect(guidance.percentageLevels['10']).toMatch(/continuous medication/i);
    expect(guidance.requiredForms.map((f: { number: string }) => f.number)).toEqual(
      expect.arrayContaining(['21-526EZ', '21-0966']),
    );
    expect(guidance.doctorGuidance.length).toBeGreaterThan(0);
    expect(guidance.buddyLetterTips.length).toBeGreaterThan(0);
    // 40 and 30 combine to 58 (60%); PTSD at 50 gives 70 (70%): the alert says so.
    expect(guidance.optimizationAlert).toMatch(/30%.*50%/);
    expect(guidance.optimizationAlert).toMatch(/70%/);

    const stored = await t.database.db.query.vaRatingOptimizations.findMany();
    const mine = stored.filter((row) => row.disabilityId === ptsd.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      currentTotalRating: 60,
      optimizedTotalRating: 70,
      potentialIncrease: 10,
    });

    // Asking again replaces the record rather than piling up copies.
    await guidanceOf(ptsd.id, veteran);
    const again = (await t.database.db.query.vaRatingOptimizations.findMany()).filter(
      (row) => row.disabilityId === ptsd.id,
    );
    expect(again).toHaveLength(1);
  });

  it('warns when two tracked disabilities would be rated on the same symptoms (38 CFR 4.14)', async () => {
    const veteran = (await registerUser(t.app)).cookies;
    await request('POST', '/api/disabilities', veteran, {
      name: 'PTSD',
      currentPercentage: 50,
      diagnosticCode: '9411',
    });
    const depression = (
      await request('POST', '/api/disabilities', veteran, {
        name: 'Major depressive disorder',
        currentPercentage: 30,
        diagnosticCode: '9434',
      })
    ).json();
    const guidance = (await guidanceOf(depression.id, veteran)).json();
    expect(guidance.optimizationAlert).toMatch(/PTSD/);
    expect(guidance.optimizationAlert).toMatch(/4\.14|4\.130/);
  });

  it('matches a condition by its exact name when no code was given', async () => {
    const veteran = (await registerUser(t.app)).cookies;
    const tinnitus = (
      await request('POST', '/api/disabilities', veteran, {
        name: 'tinnitus',
        currentPercentage: 10,
      })
    ).json();
    const guidance = (await guidanceOf(tinnitus.id, veteran)).json();
    expect(guidance.diagnosticCode).toBe('6260');
    expect(Object.keys(guidance.percentageLevels)).toEqual(['10']);
  });

  it('gives honest general guidance for a condition it has no criteria for', async () => {
    const veteran = (await registerUser(t.app)).cookies;
    const unknown = (
      await request('POST', '/api/disabilities', veteran, {
        name: 'Rare tropical condition',
        currentPercentage: 20,
      })
    ).json();
    const guidance = (await guidanceOf(unknown.id, veteran)).json();
    expect(guidance.conditionName).toBeNull();
    expect(guidance.percentageLevels).toEqual({});
    expect(guidance.overview).toMatch(/38 CFR Part 4|decision letter/);
  });

  it('answers 404 for another veteran’s disability', async () => {
    const mine = (
      await request('POST', '/api/disabilities', alice, { name: 'Knee', currentPercentage: 10 })
    ).json();
    expect((await guidanceOf(mine.id, bob)).statusCode).toBe(404);
  });
});
