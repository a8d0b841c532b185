// The chat answers the question a veteran asked, in their own words: indirect crisis words,
// short follow-ups, and the fact asked for rather than an article's opening.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSession, SendMessageResult } from '../../../contracts/chat';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';

type Cookies = Record<string, string>;

let t: TestApp;
let veteran: Cookies;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-25T15:00:00Z') });
  veteran = (await registerUser(t.app)).cookies;
});
afterAll(() => t.close());

async function newChat(cookies: Cookies = veteran): Promise<string> {
  const response = await callApi(t.app, 'POST', '/api/chat/sessions', cookies, {});
  expect(response.statusCode).toBe(201);
  return response.json<ChatSession>().id;
}

/** Wingman's answer to `content`, asked in the chat `sessionId`. */
async function ask(
  sessionId: string,
  content: string,
  cookies: Cookies = veteran,
): Promise<string> {
  const response = await callApi(t.app, 'POST', '/api/chat/message', cookies, {
    sessionId,
    content,
  });
  expect(response.statusCode).toBe(201);
  return response.json<SendMessageResult>().assistantMessage.content;
}

const firstParagraph = (answer: string) => answer.split('\n\n')[0]!;
const opensWithCrisisLine = (answer: string) =>
  /Veterans Crisis Line/.test(firstParagraph(answer)) && /988/.test(firstParagraph(answer));

describe('indirect crisis words', () => {
  it.each([
    'I don’t see the point anymore',
    'honestly whats the point of any of this',
    'im tired of fighting',
    'I’m done. I can’t do this anymore.',
  ])('"%s" gets the Veterans Crisis Line first, whatever the chat was about', async (words) => {
    const chat = await newChat();
    await ask(chat, 'how is sleep apnea rated?');
    const answer = await ask(chat, words);
    expect(opensWithCrisisLine(answer)).toBe(true);
    expect(answer).not.toMatch(/6847/);
  });

  it('a question beside warning signs gets the line first, then its full answer', async () => {
    const answer = await ask(
      await newChat(),
      'They denied me again and my family would be better off without me. How do I file a supplemental claim?',
    );
    expect(opensWithCrisisLine(answer)).toBe(true);
    expect(answer.split('\n\n').slice(1).join('\n\n')).toContain('20-0995');
  });

  it('a question beside crisis words gets the full reply first, then a short answer', async () => {
    const answer = await ask(
      await newChat(),
      'I keep thinking about ending my life. How do I file a supplemental claim?',
    );
    expect(opensWithCrisisLine(answer)).toBe(true);
    expect(answer).toContain('glad you said something');
    const [, afterTheLine] = answer.split('\n---\n');
    expect(afterTheLine).toContain('20-0995');
  });

  it('a question that only looks alike is answered normally', async () => {
    const answer = await ask(await newChat(), "what's the point of filing a supplemental claim?");
    expect(opensWithCrisisLine(answer)).toBe(false);
    expect(answer).toContain('new and relevant');
  });
});

describe('the question asked, answered first', () => {
  it('"how long does a HLR take" opens with VA’s goal in days', async () => {
    const answer = await ask(await newChat(), 'how long does a HLR take');
    expect(firstParagraph(answer)).toMatch(/125 days/);
  });

  it('"how does the VA rate PTSD?" opens with the General Rating Formula', async () => {
    const answer = await ask(await newChat(), 'how does the VA rate PTSD?');
    expect(firstParagraph(answer)).toMatch(/rating formula|occupational and social impairment/i);
    expect(answer).toContain('4.130');
  });

  it('"my knee caused a back problem" is about secondary service connection', async () => {
    const answer = await ask(await newChat(), 'my knee caused a back problem');
    expect(answer).toMatch(/secondary/i);
    expect(answer).toContain('3.310');
  });

  it('"will a new c&p exam lower my rating?" speaks of reductions and their rules', async () => {
    const answer = await ask(await newChat(), 'will a new c&p exam lower my rating?');
    expect(firstParagraph(answer)).toMatch(/lower|reduc/i);
    expect(answer).toMatch(/3\.105|3\.344|3\.655/);
  });
});

describe('follow-ups by meaning', () => {
  it('"whats TDIU" then "do i qualify for it?" then "what form for that?" stay on TDIU', async () => {
    const chat = await newChat();
    const what = await ask(chat, 'whats TDIU');
    expect(firstParagraph(what)).toMatch(/unemployability/i);
    const qualify = await ask(chat, 'do i qualify for it?');
    // Nothing is saved on Current Disabilities: the answer says so, then gives the rule.
    expect(firstParagraph(qualify)).toMatch(/no ratings saved on Current Disabilities/);
    const [, rule] = qualify.split('\n---\n');
    expect(rule).toMatch(/^\s*_About TDIU/);
    expect(rule).toMatch(/60% or more/);
    const form = await ask(chat, 'what form for that?');
    expect(form.split('\n\n')[1]).toContain('21-8940');
  });
});

describe('the veteran’s own case', () => {
  let rated: Cookies;
  beforeAll(async () => {
    rated = (await registerUser(t.app)).cookies;
    const saved = [
      { name: 'PTSD', currentPercentage: 50, diagnosticCode: '9411' },
      { name: 'Left knee', currentPercentage: 10, diagnosticCode: '5260', side: 'left' },
      { name: 'Right knee', currentPercentage: 10, diagnosticCode: '5260', side: 'right' },
      { name: 'Lower back strain', currentPercentage: 20, diagnosticCode: '5237' },
      { name: 'Tinnitus', currentPercentage: 10, diagnosticCode: '6260' },
    ];
    for (const disability of saved) {
      const response = await callApi(t.app, 'POST', '/api/disabilities', rated, disability);
      expect(response.statusCode).toBe(201);
    }
    const claim = await callApi(t.app, 'POST', '/api/claims', rated, {
      disabilityName: 'Sleep apnea',
      status: 'denied',
      submittedDate: '2026-01-10',
      decisionDate: '2026-10-01',
      decisionType: 'initial-claim',
    });
    expect(claim.statusCode).toBe(201);
  });
  const askRated = async (content: string) => ask(await newChat(rated), content, rated);

  it('"what is my combined rating right now" works it out from Current Disabilities', async () => {
    const answer = await askRated('what is my combined rating right now');
    expect(answer).toContain('**From your Current Disabilities:**');
    // 50, then both knees with the bilateral factor (21), then 20 and 10: 61, 69, 72 → 70%.
    expect(answer).toContain('**Combined rating: 70%**');
    expect(answer).toContain('38 CFR 4.26');
    expect(answer).toMatch(/\*\*70%: \$[\d,.]+ a month\*\*/);
  });

  it('"what would I get if PTSD went to 70" raises that rating and shows the difference', async () => {
    const answer = await askRated('what would I get if PTSD went to 70');
    expect(firstParagraph(answer)).toBe(
      '**If PTSD went from 50% to 70%, your combined rating would be 80%** (it is 70% now).',
    );
    expect(answer).toMatch(/a month\*\* instead of \$/);
  });

  it('names a level the condition’s code does not have', async () => {
    const answer = await askRated('what if my tinnitus went to 20');
    expect(answer).toMatch(/has no 20% level; its levels are 10%/);
  });

  it('"do i qualify for TDIU" checks the veteran’s ratings against 38 CFR 4.16(a)', async () => {
    const answer = await askRated('do i qualify for TDIU');
    expect(firstParagraph(answer)).toMatch(/^\*\*Your ratings and TDIU:\*\* Your ratings meet/);
    expect(answer).toContain('21-8940');
  });

  it('"when is my deadline" gives the veteran’s own dates, not counting rules alone', async () => {
    const answer = await askRated('when is my deadline');
    expect(firstParagraph(answer)).toMatch(
      /^\*\*Your deadlines, from My Claims:\*\*\n- Sleep apnea: .+ by 2027-10-01/,
    );
  });

  it('a question about the Board that says "my case" is not a question about deadlines', async () => {
    const answer = await askRated('can the board decide my case any faster?');
    expect(answer).not.toContain('Your deadlines, from My Claims');
  });

  it('with nothing saved, says what the answer depends on and asks', async () => {
    const answer = await ask(await newChat(), 'what is my combined rating right now');
    expect(firstParagraph(answer)).toMatch(/no ratings saved on Current Disabilities/);
  });
});

describe('"today" is the veteran’s calendar day, in the chat as on My Claims', () => {
  // 03:00 UTC on November 25 is still the evening of November 24 in Los Angeles.
  let late: TestApp;
  let cookies: Cookies;
  beforeAll(async () => {
    late = await createTestApp({ now: () => new Date('2026-11-25T03:00:00Z') });
    cookies = (await registerUser(late.app)).cookies;
    const claim = await callApi(late.app, 'POST', '/api/claims', cookies, {
      disabilityName: 'Sleep apnea',
      status: 'denied',
      submittedDate: '2025-06-02',
      decisionDate: '2025-11-24',
      decisionType: 'initial-claim',
    });
    expect(claim.statusCode).toBe(201);
  });
  afterAll(() => late.close());

  async function deadlineAnswer(timeZone?: string) {
    const chat = await callApi(late.app, 'POST', '/api/chat/sessions', cookies, {});
    const response = await callApi(late.app, 'POST', '/api/chat/message', cookies, {
      sessionId: chat.json<ChatSession>().id,
      content: 'when is my deadline',
      ...(timeZone ? { timeZone } : {}),
    });
    expect(response.statusCode).toBe(201);
    return firstParagraph(response.json<SendMessageResult>().assistantMessage.content);
  }

  it('counts the last day as still open where the veteran is', async () => {
    expect(await deadlineAnswer('America/Los_Angeles')).toMatch(/by 2026-11-24$/m);
    // The same day has passed in UTC.
    expect(await deadlineAnswer()).toMatch(/by 2026-11-24 \(passed\)$/m);
  });

  it('refuses a time zone that is not one, in the error shape', async () => {
    const chat = await callApi(late.app, 'POST', '/api/chat/sessions', cookies, {});
    const response = await callApi(late.app, 'POST', '/api/chat/message', cookies, {
      sessionId: chat.json<ChatSession>().id,
      content: 'when is my deadline',
      timeZone: 'Mars/Olympus_Mons',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'timeZone', message: 'Time zone must be an IANA name such as America/Chicago' },
    ]);
  });
});
