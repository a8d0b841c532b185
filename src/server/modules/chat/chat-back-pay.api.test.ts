// "How much back pay will I get?" through the real chat: from an approved claim on My Claims
// with its dates, the same total POST /api/back-pay gives for the same facts; without one, how
// back pay is figured and what to add.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackPayResponse } from '../../../contracts/back-pay';
import { SPEC_PROFILE_DEFAULTS } from '../../../contracts/fixtures/profile-defaults';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { askInNewChat } from '../../test/chat';

type Cookies = Record<string, string>;
const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-25T15:00:00Z') });
});
afterAll(() => t.close());

const ask = (cookies: Cookies, content: string) => askInNewChat(t.app, cookies, content);

describe('back pay in the chat', () => {
  let granted: Cookies;
  beforeAll(async () => {
    ({ cookies: granted } = await registerUser(t.app));
    for (const disability of [
      { name: 'PTSD', currentPercentage: 50, diagnosticCode: '9411' },
      { name: 'Lower back strain', currentPercentage: 40, diagnosticCode: '5237' },
    ]) {
      const saved = await callApi(t.app, 'POST', '/api/disabilities', granted, disability);
      expect(saved.statusCode).toBe(201);
    }
    const profile = await callApi(t.app, 'PUT', '/api/profile', granted, {
      ...SPEC_PROFILE_DEFAULTS,
      married: true,
      childrenUnder18: 1,
    });
    expect(profile.statusCode).toBe(200);
    // Received within a year of the intent to file, so the intent to file sets the date.
    const claim = await callApi(t.app, 'POST', '/api/claims', granted, {
      disabilityName: 'PTSD',
      status: 'approved',
      submittedDate: '2025-03-10',
      intentToFileDate: '2024-09-16',
      decisionDate: '2026-02-20',
      decisionType: 'initial-claim',
    });
    expect(claim.statusCode).toBe(201);
  });

  it('estimates from the approved claim at its own condition’s rating (PTSD 50%, not the 70% combined): the total POST /api/back-pay gives for the same facts', async () => {
    const ledger = await callApi(t.app, 'POST', '/api/back-pay', granted, {
      effectiveDate: '2024-09-16',
      ratings: [{ from: '2024-09-16', percent: 50 }],
      households: [{ from: '2024-09-16', household: { spouse: true, childrenUnder18: 1 } }],
      through: '2026-02',
    });
    const expected = ledger.json<BackPayResponse>();
    if (!expected.estimable) throw new Error(expected.reason);
    expect(expected.months).toHaveLength(17);

    const answer = await ask(granted, 'how much back pay will I get?');
    expect(answer).toMatch(
      new RegExp(
        `^\\*\\*About ${dollars(expected.totalCents).replace(/[$.]/g, '\\$&')} in back pay\\*\\* for PTSD, for the 17 months from October 2024 through February 2026\\.`,
      ),
    );
    expect(answer).toContain('**Effective date September 16, 2024.** 38 CFR 3.155(b)');
    expect(answer).toContain('The rating of PTSD on Current Disabilities, 50%, for every month');
    expect(answer).toContain('(a spouse and 1 child under 18)');
    expect(answer).toContain('through the month of the decision (February 20, 2026)');
    // va-facts §14: a catastrophic-discharge award is paid from the effective date itself.
    expect(answer).toMatch(/catastrophic disability.*effective date itself.*5111\(a\)\(2\)/);
    expect(answer).toContain('[My Claims](/claims)');
  });

  it.each([
    'how much backpay am I owed',
    'what will my retro be',
    'how much bakpay will i get',
    'How much retro pay am I getting?',
  ])('"%s" is answered with the same estimate', async (question) => {
    expect(await ask(granted, question)).toMatch(
      /^\*\*About \$[\d,]+\.\d\d in back pay\*\* for PTSD/,
    );
  });

  it('without an approved claim, says how back pay is figured and what to add', async () => {
    const { cookies } = await registerUser(t.app);
    const answer = await ask(cookies, 'how much back pay will I get?');
    expect(answer).toMatch(/^\*\*How back pay is figured:\*\*/);
    expect(answer).toContain('**first day of the month after** the effective date (38 CFR 3.31)');
    expect(answer).toContain("VA's rates change every December 1");
    expect(answer).toContain('What VA **already paid** for those months is subtracted');
    expect(answer).toContain('add the claim on [My Claims](/claims) with its status **Approved**');
    expect(answer).not.toContain('in back pay**');
  });
});
