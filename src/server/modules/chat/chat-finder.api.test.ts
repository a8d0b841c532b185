// "Am I covered by the PACT Act?" and "what can I claim secondary to my knee?" through the real
// chat: the answer leads with the veteran's own result from the check behind GET /api/finder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinderResponse } from '../../../contracts/finder';
import { askInNewChat } from '../../test/chat';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';

type Cookies = Record<string, string>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-29T12:00:00Z') });
});
afterAll(() => t?.close());

const ask = (cookies: Cookies, content: string) => askInNewChat(t.app, cookies, content);

const kuwait1991 = {
  periods: [{ branch: 'army', from: '1989-06-01', to: '1993-05-31' }],
  places: [{ place: 'Kuwait', from: '1991-01-01', to: '1991-06-30' }],
  exposures: [],
};

describe('presumptive coverage in the chat', () => {
  let cookies: Cookies;
  beforeAll(async () => {
    cookies = (await registerUser(t.app)).cookies;
  });

  it('asks a veteran with no service history to add it on the Profile', async () => {
    const answer = await ask(cookies, 'am I covered by the PACT Act?');
    expect(answer).toMatch(/^Wingman can check your service against VA's presumptive rules/);
    expect(answer).toContain('[Profile](/profile)');
    expect(answer).toContain('[Finder](/finder)');
  });

  it('leads with the rules the saved Kuwait 1991 history meets, as the Finder shows them', async () => {
    const saved = await callApi(t.app, 'PUT', '/api/profile', cookies, {
      displayName: 'Veteran',
      serviceHistory: kuwait1991,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const finder = (await callApi(t.app, 'GET', '/api/finder', cookies)).json<FinderResponse>();
    const rules = finder.candidates.flatMap((candidate) =>
      candidate.kind === 'presumptive' ? [candidate.rule] : [],
    );
    expect(rules.length).toBeGreaterThan(0);

    const answer = await ask(cookies, 'am I covered by the PACT Act?');
    expect(answer).toMatch(/^\*\*Your service history against VA's presumptive rules\*\*/);
    for (const rule of rules) {
      expect(answer).toContain(
        `- **${rule.title}** (${rule.citation}): ${rule.fact} (${rule.factCitation})`,
      );
    }
    expect(answer).toContain('Kuwait, 1 Jan 1991 – 30 Jun 1991');
    expect(answer).toContain('VA decides the claim');
    expect(answer).toContain('[Finder](/finder)');
    expect(answer).not.toContain('(/profile)');
  });

  it('a typo still finds it', async () => {
    const answer = await ask(cookies, 'am i coverd under the pact act');
    expect(answer).toMatch(/^\*\*Your service history against VA's presumptive rules\*\*/);
  });
});

describe('the Gulf War date to file before, on the server clock (va-facts §14)', () => {
  const askOn = async (now: string) => {
    const app = await createTestApp({ now: () => new Date(now) });
    try {
      const { cookies } = await registerUser(app.app);
      const saved = await callApi(app.app, 'PUT', '/api/profile', cookies, {
        displayName: 'Veteran',
        serviceHistory: kuwait1991,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const finder = (await callApi(app.app, 'GET', '/api/finder', cookies)).json<FinderResponse>();
      const gulfWar = finder.candidates.find(
        (candidate) => candidate.kind === 'presumptive' && candidate.rule.ruleId === 'gulf-war',
      );
      const answer = await askInNewChat(app.app, cookies, 'am I covered by the PACT Act?');
      return { gulfWar, answer };
    } finally {
      await app.close();
    }
  };

  it('on 7 Dec 2026 the Finder and the chat both tell a Kuwait veteran to file before 31 Dec 2026', async () => {
    const { gulfWar, answer } = await askOn('2026-12-07T15:00:00Z');
    expect(gulfWar?.kind === 'presumptive' && gulfWar.rule.fileBefore?.date).toBe('2026-12-31');
    expect(answer).toContain(
      '**File, or file an intent to file, before December 31, 2026.** File your claim, or at least an intent to file (VA Form 21-0966), before December 31, 2026.',
    );
    expect(answer).toContain('(38 CFR 3.317(a)(1)(i); 38 U.S.C. 1117(a)(1); checked 2026-12-07)');
    expect(answer).toContain('Uncertain: 38 CFR 3.317(a)(1)(i) prints December 31, 2026');
  });
  // From 31 Dec 2026 the check sends no date (presumptive-check.test.ts, on the injected day).
});

describe('secondary conditions in the chat', () => {
  it('lists what often follows the rated knee, each needing a medical opinion', async () => {
    const { cookies } = await registerUser(t.app);
    const knee = await callApi(t.app, 'POST', '/api/disabilities', cookies, {
      name: 'Left knee strain',
      currentPercentage: 10,
      diagnosticCode: '5260',
      side: 'left',
    });
    expect(knee.statusCode, knee.body).toBe(201);

    const answer = await ask(cookies, 'what can I claim secondary to my knee?');
    expect(answer).toMatch(
      /^\*\*What often follows your knee\*\* \(from the \[Finder\]\(\/finder\)\)/,
    );
    expect(answer).toContain('- **Hip condition**, secondary to Left knee strain:');
    expect(answer).toContain('- **Low back condition**, secondary to Left knee strain:');
    expect(answer.match(/Needs a medical opinion; never presumed \(38 CFR 3\.310\)/g)).toHaveLength(
      2,
    );
    expect(answer).toContain('VA needs: a diagnosis of the second condition');
    // A condition that nothing follows on the record is said so, not left unanswered.
    expect(await ask(cookies, 'what is secondary to my tinnitus?')).toContain(
      'nothing to suggest secondary to your tinnitus',
    );
  });
});
