// Questions a new veteran asked in their own words, through the real chat: each is answered
// first, with the rule it turns on, not with a neighbouring topic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_PROFILE_DEFAULTS } from '../../../contracts/fixtures/profile-defaults';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { askInNewChat } from '../../test/chat';
import { saveDisabilities } from '../../test/saved-ratings';

type Cookies = Record<string, string>;

let t: TestApp;
let veteran: Cookies;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-25T15:00:00Z') });
  veteran = (await registerUser(t.app)).cookies;
});
afterAll(() => t.close());

const ask = (content: string, cookies: Cookies = veteran) => askInNewChat(t.app, cookies, content);
const opening = (answer: string) => answer.split('\n\n')[0]!;

describe('the rule a question turns on opens the answer', () => {
  it('a proposed reduction: 60 days for evidence and 30 days for a hearing (38 CFR 3.105)', async () => {
    const first = opening(
      await ask('VA proposed reducing my migraines from 50 to 30, how long do I have?'),
    );
    expect(first).toContain('60 days');
    expect(first).toMatch(/predetermination hearing within 30 days/);
    expect(first).toContain('3.105(e)');
  });

  it('"can they take my 50%?" is about reductions, not a rating scale with a 50% level', async () => {
    const answer = await ask('Can they take my 50%?');
    expect(opening(answer)).toMatch(/reduc|lower/i);
    expect(opening(answer)).not.toMatch(/General Rating Formula/);
    expect(answer).not.toContain('Combined rating');
  });

  it('tinnitus above 10%: no, 10% is the only level of its code', async () => {
    const first = opening(await ask('my tinnitus got worse, can I get more than 10%?'));
    expect(first).toMatch(/^\*\*No: 10% is the highest level under diagnostic code 6260\*\*/);
  });

  it('a knee that gives out with a brace is rated as instability (code 5257)', async () => {
    const answer = await ask('my right knee gives out, I wear a brace. what rating is that?');
    expect(opening(answer)).toContain('instability');
    expect(opening(answer)).toContain('5257');
    expect(answer).toMatch(/prescribed a brace/);
    expect(answer).not.toMatch(/no ratings saved|bilateral factor/i);
  });

  it('what a knee needs for 20% gives the 20% level and the next', async () => {
    const answer = await ask('what does my knee need to get 20%?');
    expect(answer).toContain('What 20% takes, and the next level up:');
    expect(answer).not.toMatch(/reduc/i);
  });

  it('a ten-minute exam without a goniometer: what makes an exam inadequate', async () => {
    const first = opening(
      await ask('my C&P exam lasted 10 minutes and they never used a goniometer. what can I do?'),
    );
    expect(first).toMatch(/inadequate/);
    expect(first).toMatch(/goniometer/);
  });

  it('a missed C&P exam: what VA does then, not what a C&P exam is', async () => {
    const first = opening(await ask('what happens if i miss my c&p exam'));
    expect(first).toMatch(/miss/i);
    expect(first).toContain('3.655');
  });

  it('a private DBQ is not needed: VA orders its own exam', async () => {
    const first = opening(await ask('do I need a private DBQ?'));
    expect(first).toMatch(/do not need|don['’]t need|not required/i);
    expect(first).toMatch(/C&P exam|exam/);
  });

  it('gun rights turn on a finding of incompetency, not on the rating', async () => {
    const first = opening(await ask('will a VA rating take away my gun rights?'));
    expect(first).toMatch(
      /incompeten|manage (?:your|their) (?:own )?(?:VA )?(?:money|funds|benefits)/i,
    );
    expect(first).not.toMatch(/I don’t know this one/);
  });
});

describe('a separated spouse', () => {
  it('is still paid for until a divorce is final, and the answer says why', async () => {
    const { cookies } = await registerUser(t.app);
    await saveDisabilities(t.app, cookies, [
      { name: 'PTSD', currentPercentage: 50, diagnosticCode: '9411' },
      { name: 'Lower back strain', currentPercentage: 40, diagnosticCode: '5237' },
    ]);
    expect(
      (
        await callApi(t.app, 'PUT', '/api/profile', cookies, {
          ...SPEC_PROFILE_DEFAULTS,
          married: true,
        })
      ).statusCode,
    ).toBe(200);

    const answer = await ask("I'm separated, not divorced. does my pay change?", cookies);
    expect(answer).toContain('**Combined rating: 70%**');
    expect(answer).toMatch(/\*\*70% with a spouse: \$[\d,.]+ a month\*\*/);
    expect(answer).toContain('still your spouse for VA pay until a divorce is final');
    expect(answer).toMatch(/apportionment/);
  });
});
