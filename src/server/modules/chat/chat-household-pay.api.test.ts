// What a rating pays the veteran's household, through the real chat: the household the question
// states, else the dependents saved on Profile & Settings, with the clock injected so the 2026
// table (in force from December 1, 2025) is the one used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_PROFILE_DEFAULTS } from '../../../contracts/fixtures/profile-defaults';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { askInNewChat } from '../../test/chat';
import { saveDisabilities } from '../../test/saved-ratings';

type Cookies = Record<string, string>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-25T15:00:00Z') });
});
afterAll(() => t.close());

const ask = (cookies: Cookies, content: string) => askInNewChat(t.app, cookies, content);

async function saveDependents(cookies: Cookies, dependents: object) {
  const response = await callApi(t.app, 'PUT', '/api/profile', cookies, {
    ...SPEC_PROFILE_DEFAULTS,
    ...dependents,
  });
  expect(response.statusCode).toBe(200);
}

describe('what a rating pays, in the chat', () => {
  it('"what does 70% pay with my wife and 2 kids" gives the 2026 amount for that household', async () => {
    const { cookies } = await registerUser(t.app);
    const answer = await ask(cookies, 'what does 70% pay with my wife and 2 kids');
    // VA's 2026 table: 70% with a spouse and a child $2,074.45, each further child $76.00.
    expect(answer).toContain('**70% with a spouse and 2 children under 18: $2,150.45 a month**');
    expect(answer).toContain('- Basic rate, veteran with a spouse and a child: $2,074.45');
    expect(answer).toContain('- 1 more child under 18 × $76.00: $76.00');
    expect(answer).toContain('2026 rates, paid from December 1, 2025');
  });

  it('with no dependents saved, "how much does 70% pay" is for a veteran alone and asks', async () => {
    const { cookies } = await registerUser(t.app);
    const answer = await ask(cookies, 'how much does 70% pay');
    expect(answer).toContain('**70%: $1,808.45 a month** for a veteran with no dependents');
    expect(answer).toContain('tell me who depends on you');
    expect(answer).toContain('Dependents on Profile & Settings');
  });

  it('uses the dependents saved on the profile, and the question’s household over them', async () => {
    const { cookies } = await registerUser(t.app);
    await saveDependents(cookies, { married: true, childrenUnder18: 1, dependentParents: 1 });

    const fromProfile = await ask(cookies, 'how much does 70% pay');
    expect(fromProfile).toContain(
      '**70% with a spouse, 1 child under 18 and 1 dependent parent: $2,197.45 a month**',
    );
    expect(fromProfile).toContain('as saved on Profile & Settings');

    const fromQuestion = await ask(cookies, 'what does 70% pay with my wife and 2 kids');
    expect(fromQuestion).toContain('$2,150.45 a month');
    expect(fromQuestion).not.toContain('as saved on Profile & Settings');
  });

  it('"how much do I get" combines the saved ratings and pays the saved household', async () => {
    const { cookies } = await registerUser(t.app);
    await saveDisabilities(t.app, cookies, [
      { name: 'PTSD', currentPercentage: 50, diagnosticCode: '9411' },
      { name: 'Lower back strain', currentPercentage: 40, diagnosticCode: '5237' },
    ]);
    await saveDependents(cookies, { married: true, childrenUnder18: 2 });

    const answer = await ask(cookies, 'how much do I get');
    expect(answer).toContain('**Combined rating: 70%**');
    expect(answer).toContain('**70% with a spouse and 2 children under 18: $2,150.45 a month**');
  });
});
