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

  it('names a rating the schedule does not have for the code, and saves it only when confirmed', async () => {
    const tinnitus = { name: 'Tinnitus', currentPercentage: 20, diagnosticCode: '6260' };

    const refused = await request('POST', '/api/disabilities', alice, tinnitus);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      {
        path: 'currentPercentage',
        message: "VA's schedule for Tinnitus (code 6260) has only 10%; check your decision letter.",
      },
    ]);
    const listed = async () =>
      (await request('GET', '/api/disabilities', alice)).json() as {
        id: string;
        name: string;
        currentPercentage: number;
      }[];
    expect(
      (await listed()).some((saved) => saved.name === 'Tinnitus' && saved.currentPercentage === 20),
    ).toBe(false);

    const confirmed = await request('POST', '/api/disabilities', alice, {
      ...tinnitus,
      offScheduleConfirmed: true,
    });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({ currentPercentage: 20, ratingLevels: [10] });
    const id = confirmed.json().id as string;

    // A rename is not asked again; a new rating off the schedule is, and nothing changes.
    const renamed = await request('PATCH', `/api/disabilities/${id}`, alice, {
      name: 'Tinnitus, both ears',
    });
    expect(renamed.statusCode).toBe(200);
    const rerated = await request('PATCH', `/api/disabilities/${id}`, alice, {
      currentPercentage: 30,
    });
    expect(rerated.statusCode).toBe(409);
    expect(rerated.json().errors[0].message).toMatch(/has only 10%/);
    const kept = (await listed()).find((saved) => saved.id === id);
    expect(kept).toMatchObject({ name: 'Tinnitus, both ears', currentPercentage: 20 });
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
    [
      { name: 'Back', currentPercentage: 150 },
      'currentPercentage',
      'Rating must be between 0 and 100',
    ],
    [
      { name: 'Back', currentPercentage: 105 },
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

describe('editing a disability', () => {
  const add = async (cookies: Record<string, string>, payload: object) =>
    (await request('POST', '/api/disabilities', cookies, payload)).json();
  const edit = (id: string, cookies: Record<string, string> | undefined, payload: unknown) =>
    request('PATCH', `/api/disabilities/${id}`, cookies, payload);

  it('changes only the fields sent and answers the saved disability', async () => {
    const veteran = (await registerUser(t.app)).cookies;
    const knee = await add(veteran, { name: 'Lefft knee', currentPercentage: 10, side: 'left' });
    const response = await edit(knee.id, veteran, { name: ' Left knee ', currentPercentage: 20 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: knee.id,
      name: 'Left knee',
      currentPercentage: 20,
      side: 'left',
      diagnosticCode: null,
    });
    const coded = (await edit(knee.id, veteran, { diagnosticCode: '5260' })).json();
    expect(coded).toMatchObject({ name: 'Left knee', diagnosticCode: '5260' });
    expect(coded.ratingLevels).toEqual([0, 10, 20, 30]);
    // null clears an optional field.
    expect((await edit(knee.id, veteran, { side: null })).json().side).toBeNull();
    const [saved] = (await request('GET', '/api/disabilities', veteran)).json();
    expect(saved).toMatchObject({ name: 'Left knee', currentPercentage: 20, side: null });
  });

  it.each([
    [{ currentPercentage: 150 }, 'currentPercentage', 'Rating must be between 0 and 100'],
    [{ currentPercentage: 105 }, 'currentPercentage', 'Rating must be between 0 and 100'],
    [{ currentPercentage: -10 }, 'currentPercentage', 'Rating must be between 0 and 100'],
    [{ currentPercentage: '' }, 'currentPercentage', 'Required'],
    [{ name: '  ' }, 'name', 'Disability name is required'],
    [{ name: 'x'.repeat(201) }, 'name', 'Disability name must be at most 200 characters'],
    [{ diagnosticCode: '52' }, 'diagnosticCode', 'A diagnostic code is four digits'],
    [{ side: 'up' }, 'side', 'Side must be left or right'],
    [{}, '', 'Nothing to change'],
  ])('rejects %j with the field’s message and changes nothing', async (payload, path, message) => {
    const veteran = (await registerUser(t.app)).cookies;
    const back = await add(veteran, { name: 'Back', currentPercentage: 40 });
    const response = await edit(back.id, veteran, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    const [saved] = (await request('GET', '/api/disabilities', veteran)).json();
    expect(saved).toMatchObject({ name: 'Back', currentPercentage: 40 });
  });

  it('answers 404 for another veteran’s disability and leaves it alone', async () => {
    const mine = await add(alice, { name: 'Migraine', currentPercentage: 30 });
    const response = await edit(mine.id, bob, { currentPercentage: 50 });
    expect(response.statusCode).toBe(404);
    const still = (await request('GET', '/api/disabilities', alice)).json();
    expect(still.find((d: { id: string }) => d.id === mine.id).currentPercentage).toBe(30);
  });

  it('answers 401 when signed out and 400 for a malformed id', async () => {
    const mine = await add(alice, { name: 'Ankle', currentPercentage: 10 });
    expect((await edit(mine.id, undefined, { currentPercentage: 20 })).statusCode).toBe(401);
    expect((await edit('not-a-uuid', alice, { currentPercentage: 20 })).statusCode).toBe(400);
  });
});

describe('upgrade guidance', () => {
  const guidanceOf = (id: string, cookies: Record<string, string>) =>
    request('GET', `/api/disabilities/${id}/guidance`, cookies);

  const optimizationsOf = async (disabilityId: string) =>
    (await t.database.db.query.vaRatingOptimizations.findMany()).filter(
      (row) => row.disabilityId === disabilityId,
    );

  it('builds guidance from the condition’s real criteria', async () => {
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
  });

  it('records the optimization when the list changes, and viewing guidance writes nothing', async () => {
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
    // Adding PTSD recorded what raising it to 50% would do: 60% combined becomes 70%.
    const recorded = await optimizationsOf(ptsd.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      currentTotalRating: 60,
      optimizedTotalRating: 70,
      potentialIncrease: 10,
    });

    const everyRow = () => t.database.db.query.vaRatingOptimizations.findMany();
    const before = await everyRow();
    expect((await guidanceOf(ptsd.id, veteran)).statusCode).toBe(200);
    expect((await guidanceOf(ptsd.id, veteran)).statusCode).toBe(200);
    expect(await everyRow()).toEqual(before);

    // An edit rewrites it: at 50%, the next level (70%) gives 40 and 70 → 82 (80%).
    await request('PATCH', `/api/disabilities/${ptsd.id}`, veteran, { currentPercentage: 50 });
    const rewritten = await optimizationsOf(ptsd.id);
    expect(rewritten).toHaveLength(1);
    expect(rewritten[0]).toMatchObject({ currentTotalRating: 70, optimizedTotalRating: 80 });

    // Removing the back changes PTSD's record too: it weighs the whole list.
    const [back] = (await request('GET', '/api/disabilities', veteran)).json();
    await request('DELETE', `/api/disabilities/${back.id}`, veteran);
    expect((await optimizationsOf(ptsd.id))[0]).toMatchObject({
      currentTotalRating: 50,
      optimizedTotalRating: 70,
    });
    expect(await optimizationsOf(back.id)).toEqual([]);
  });

  it.each([
    ['Neck strain', ['10', '20', '30', '40', '100'], /neck forward flexion/i],
    ['Lower back strain', ['10', '20', '40', '50', '100'], /mid and low back forward flexion/i],
    ['Strain', ['10', '20', '30', '40', '50', '100'], /thoracolumbar.*cervical/i],
  ])('uses the spine segment %s names', async (name, levels, twenty) => {
    const veteran = (await registerUser(t.app)).cookies;
    const strain = (
      await request('POST', '/api/disabilities', veteran, {
        name,
        currentPercentage: 10,
        diagnosticCode: '5237',
      })
    ).json();
    expect(strain.ratingLevels).toEqual(levels.map(Number));
    const guidance = (await guidanceOf(strain.id, veteran)).json();
    expect(Object.keys(guidance.percentageLevels)).toEqual(levels);
    expect(guidance.percentageLevels['20']).toMatch(twenty);
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
