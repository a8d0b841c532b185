import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookies } = await registerUser(t.app));
});
afterAll(() => t.close());

const combine = (payload: unknown, withSession = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ratings/combined',
    payload: payload as object,
    ...(withSession && { cookies }),
  });

describe('POST /api/ratings/combined', () => {
  it('combines by 38 CFR 4.25 and shows every step (60, 40, 20 → 76 → 81 → 80)', async () => {
    const response = await combine({
      ratings: [{ percentage: 20 }, { percentage: 60 }, { percentage: 40 }],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.combinedValue).toBe(81);
    expect(body.combinedRating).toBe(80);
    expect(body.steps.map((s: { after: number }) => s.after)).toEqual([60, 76, 81]);
  });

  it('applies the bilateral factor of 38 CFR 4.26 (the regulation example: 70)', async () => {
    const response = await combine({
      ratings: [
        { percentage: 60 },
        { percentage: 20 },
        { percentage: 10, side: 'left' },
        { percentage: 10, side: 'right' },
      ],
    });
    const body = response.json();
    expect(body.bilateral).toMatchObject({ combinedValue: 19, value: 21 });
    expect(body.combinedValue).toBe(74);
    expect(body.combinedRating).toBe(70);
  });

  it.each([
    [{ ratings: [{ percentage: 35 }] }, 'ratings.0.percentage', 'Rating must be a multiple of 10'],
    [
      { ratings: [{ percentage: 110 }] },
      'ratings.0.percentage',
      'Rating must be between 0 and 100',
    ],
    [{ ratings: [{ percentage: '50' }] }, 'ratings.0.percentage', 'Rating must be a number'],
    [
      { ratings: [{ percentage: 50, side: 'middle' }] },
      'ratings.0.side',
      'Side must be left or right',
    ],
    [{}, 'ratings', 'Required'],
  ])('rejects %j with a 400 naming the field', async (payload, path, message) => {
    const response = await combine(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
  });

  it('needs a signed-in veteran', async () => {
    expect((await combine({ ratings: [] }, false)).statusCode).toBe(401);
  });
});
