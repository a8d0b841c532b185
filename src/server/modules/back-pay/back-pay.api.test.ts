import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookies } = await registerUser(t.app));
});
afterAll(() => t.close());

const backPay = (payload: unknown, withSession = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/back-pay',
    payload: payload as object,
    ...(withSession && { cookies }),
  });

describe('POST /api/back-pay', () => {
  it('returns each month with its rating, rate, table year and rule, and the total', async () => {
    // 40% from 2024-10-20, a spouse from 2024-11-05, VA paid November:
    // Nov 2024 alone, 2024 table: 755.28; Dec 2024 with a spouse, 2025 table: 859.16;
    // 755.28 + 859.16 = 1,614.44 gross; less 755.28 paid = 859.16 owed.
    const response = await backPay({
      effectiveDate: '2024-10-20',
      ratings: [{ from: '2024-10-20', percent: 40 }],
      households: [{ from: '2024-11-05', household: { spouse: true } }],
      alreadyPaid: [{ month: '2024-11', cents: 75_528 }],
      through: '2024-12',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      estimable: true,
      months: [
        {
          month: '2024-11',
          percent: 40,
          household: 'no dependents',
          cents: 75_528,
          paidCents: 75_528,
          tableYear: 2024,
          rule: '38 CFR 3.31: paid from the first day of the month after the effective date (2024-10-20); 2024 table, in force from Dec 1, 2023',
        },
        {
          month: '2024-12',
          percent: 40,
          household: 'a spouse',
          cents: 85_916,
          paidCents: 0,
          tableYear: 2025,
          rule: '38 CFR 3.31: the household change of 2024-11-05 paid from the first day of the month after it; 2025 table, in force from Dec 1, 2024',
        },
      ],
      grossCents: 161_444,
      alreadyPaidCents: 75_528,
      totalCents: 85_916,
    });
  });

  it('says it cannot estimate a month before the first table', async () => {
    const response = await backPay({
      effectiveDate: '2019-06-01',
      ratings: [{ from: '2019-06-01', percent: 30 }],
      through: '2020-03',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ estimable: false });
    expect(response.json().reason).toContain('cannot estimate back pay for 2019-07');
  });

  it('names the 2027 table, in force from 1 Dec 2026 and not loaded, for December 2026 on', async () => {
    const response = await backPay({
      effectiveDate: '2026-09-10',
      ratings: [{ from: '2026-09-10', percent: 30 }],
      through: '2027-01',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      estimable: false,
      reason:
        "Wingman cannot estimate back pay for 2026-12: VA's 2027 rates took effect on Dec 1, 2026 and Wingman has not loaded them yet, and it never uses another year's table for a month.",
    });
  });

  const valid = {
    effectiveDate: '2024-10-20',
    ratings: [{ from: '2024-10-20', percent: 40 }],
    through: '2024-12',
  };
  it.each([
    [
      { ...valid, effectiveDate: '2024-02-30' },
      'effectiveDate',
      'Effective date is not a real calendar date',
    ],
    [
      { ...valid, effectiveDate: 'soon' },
      'effectiveDate',
      'Effective date must be a date (YYYY-MM-DD)',
    ],
    [{ ...valid, ratings: [] }, 'ratings', 'At least one rating is needed'],
    [{ ...valid, ratings: undefined }, 'ratings', 'Required'],
    [
      { ...valid, ratings: [{ from: '2024-10-20', percent: 45 }] },
      'ratings.0.percent',
      'Rating must be a multiple of 10',
    ],
    [
      { ...valid, ratings: [{ from: '2024-11-01', percent: 40 }] },
      'ratings',
      'One rating must be in effect on the effective date',
    ],
    [{ ...valid, through: '2024-13' }, 'through', 'Last month must be a month (YYYY-MM)'],
    [{ ...valid, through: undefined }, 'through', 'Required'],
    [
      { ...valid, households: [{ from: '2024-10-20', household: { dependentParents: 3 } }] },
      'households.0.household.dependentParents',
      'Dependent parents must be a whole number from 0 to 2',
    ],
    [
      {
        ...valid,
        households: [{ from: '2024-10-20', household: { spouseAidAndAttendance: true } }],
      },
      'households.0.household.spouseAidAndAttendance',
      'Aid and Attendance for a spouse needs a spouse',
    ],
    [
      { ...valid, alreadyPaid: [{ month: '2024-10', cents: 100 }] },
      'alreadyPaid.0.month',
      'Paid month must be from 2024-11 through 2024-12',
    ],
    [
      { ...valid, alreadyPaid: [{ month: '2024-11', cents: -1 }] },
      'alreadyPaid.0.cents',
      'Amount paid cannot be negative',
    ],
  ])('rejects %j with a 400 naming the field', async (payload, path, message) => {
    const response = await backPay(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(response.json().errors).toContainEqual({ path, message });
  });

  it('needs a signed-in veteran', async () => {
    expect((await backPay(valid, false)).statusCode).toBe(401);
  });
});

describe('GET /api/back-pay/effective-date', () => {
  const effectiveDate = (query: string, withSession = true) =>
    t.app.inject({
      method: 'GET',
      url: `/api/back-pay/effective-date?${query}`,
      ...(withSession && { cookies }),
    });

  it('keeps the intent to file when the year ends on a holiday and the claim came the next workday', async () => {
    // The year from 2024-07-04 ends on Friday 2025-07-04, Independence Day: the claim of
    // Monday 2025-07-07 is still within it (38 CFR 3.110).
    const response = await effectiveDate('claimReceived=2025-07-07&intentToFile=2024-07-04');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      date: '2024-07-04',
      setBy: 'intent-to-file',
      rule: expect.stringContaining('38 CFR 3.155(b)'),
    });
  });

  it('takes the day after discharge for a claim within a year of it, and the letter’s date over both', async () => {
    const discharge = await effectiveDate('claimReceived=2025-03-01&dischargeDate=2024-06-30');
    expect(discharge.json()).toMatchObject({ date: '2024-07-01', setBy: 'discharge' });

    const stated = await effectiveDate(
      'claimReceived=2025-03-01&dischargeDate=2024-06-30&decisionStatedDate=2024-09-15',
    );
    expect(stated.json()).toMatchObject({ date: '2024-09-15', setBy: 'decision' });

    // A letter's date needs no other fact.
    const letterOnly = await effectiveDate('decisionStatedDate=2024-09-15');
    expect(letterOnly.json()).toMatchObject({ date: '2024-09-15', setBy: 'decision' });
  });

  it('names a bad date with a 400, and needs a signed-in veteran', async () => {
    const response = await effectiveDate('claimReceived=2025-02-30');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      path: 'claimReceived',
      message: 'Claim received date is not a real calendar date',
    });
    const neither = await effectiveDate('intentToFile=2025-01-02');
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors).toContainEqual({
      path: 'claimReceived',
      message: 'Claim received date is needed unless the letter states an effective date',
    });
    expect((await effectiveDate('claimReceived=2025-03-01', false)).statusCode).toBe(401);
  });
});
