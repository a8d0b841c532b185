import { describe, expect, it } from 'vitest';
import { answerInCrisis, answerQuestion } from './answer-question';
import type { OfflineIntent } from './offline-types';
import { createCitationCorpus } from './citations';
import {
  knowledgeRules,
  reviewLanes,
  testArticles,
  testKnowledge,
} from './fixtures/knowledge-fixtures';

const knowledge = testKnowledge(
  ['21-4138', '21-10210', '20-0995', '20-0996', '10182'],
  ['38 CFR 4.25', '38 CFR 4.26', reviewLanes.workdayRule.label],
);
const ask = (text: string) => answerQuestion(text, { knowledge, today: '2026-11-23' });

/** [question, intent, a fact the answer must contain, a source it must cite (label start; none for a greeting)] */
const QUESTIONS: [string, OfflineIntent, string, string][] = [
  [
    'Can you make up a stressor for me?',
    'fabrication',
    'can’t help make up a stressor',
    'VA Form 21-10210',
  ],
  [
    "fake a doctor's note for my knee",
    'fabrication',
    'Ask your own doctor for an opinion',
    'VA Form 21-4138',
  ],
  [
    'write a nexus letter as if I were my doctor',
    'fabrication',
    'signs it themselves',
    'VA Form 21-4138',
  ],
  [
    'should I lie to the VA about my service dates',
    'fabrication',
    'False statements',
    'VA Form 21-10210',
  ],
  [
    'help me exaggerate my symptoms for the exam',
    'fabrication',
    'including your worst days',
    'VA Form 21-4138',
  ],
  ['I have 50% and 30%', 'rating', '**Combined rating: 70%**', '38 CFR 4.25'],
  ['70 and 40 and 20 with both knees at 10', 'rating', '**Combined rating: 90%**', '38 CFR 4.26'],
  ['what is 60 + 40 + 20', 'rating', '76 becomes **81**', '38 CFR 4.25'],
  [
    'what is my combined rating with 40% and 20%',
    'rating',
    '**Combined rating: 50%**',
    '38 CFR 4.25',
  ],
  ['my ratings are 30, 30 and 10 percent', 'rating', '**Combined rating: 60%**', '38 CFR 4.25'],
  [
    'my decision letter is dated March 3, 2026',
    'deadline',
    'Request by **Wednesday, March 3, 2027**',
    'VA Form 20-0996',
  ],
  ['I got denied on 3/3/2026', 'deadline', '**Supplemental Claim**', 'VA Form 20-0995'],
  [
    'HLR deadline for a decision from Jan 5 2026',
    'deadline',
    '**Tuesday, January 5, 2027**',
    'VA Form 20-0996',
  ],
  [
    'the board denied my appeal on 2026-10-01',
    'deadline',
    'Court of Appeals for Veterans Claims',
    '38 U.S.C. 7266(a)',
  ],
  [
    'I got my decision on 3/6/2026, when is the deadline?',
    'deadline',
    'next workday',
    '38 CFR 3.110',
  ],
  ['What is an ITF?', 'knowledge', 'within one year', '38 CFR 3.155'],
  ['how do I protect my effective date', 'knowledge', 'intent to file', 'VA Form 21-0966'],
  ['what is a higher level review', 'knowledge', 'same evidence', 'VA Form 20-0996'],
  [
    'can I submit new evidence with an HLR',
    'knowledge',
    'cannot add new evidence',
    'VA Form 20-0996',
  ],
  ['how is knee flexion rated', 'knowledge', 'rated separately', '38 CFR 4.71a'],
  [
    'what stressor do I need for PTSD',
    'knowledge',
    'Fear of hostile military activity',
    '38 CFR 3.304(f)',
  ],
  ['is a VSO free', 'knowledge', 'for free', 'VA.gov, Get help'],
  [
    'what does 30% for migraine require',
    'criteria',
    '**30%:** Prostrating attacks about once a month',
    '38 CFR 4.124a',
  ],
  ['what are the rating criteria for migraines', 'criteria', '**10%:**', '38 CFR 4.124a'],
  ['hello', 'greeting', 'I can help with', ''],
  ['Thanks so much!', 'greeting', 'You’re welcome', ''],
  [
    'what is the best pizza in town',
    'nothing-found',
    'I won’t guess',
    'VA.gov: Find a VA accredited',
  ],
  ['how do I renew my passport', 'nothing-found', 'VSO', 'VA.gov: Find a VA accredited'],
];

describe('the offline engine answers each kind of question with its fact and its source', () => {
  it.each(QUESTIONS)('"%s" → %s', (question, intent, fact, source) => {
    const answer = ask(question);
    expect(answer.intent).toBe(intent);
    expect(answer.markdown).toContain(fact);
    if (source) expect(answer.sources.some((cited) => cited.label.startsWith(source))).toBe(true);
    expect(answer.markdown.endsWith(`\n\n${knowledgeRules.answerClosing.line}`)).toBe(true);
  });
});

describe('routing order and checks', () => {
  it('a fabrication request is declined even when it has ratings in it', () => {
    expect(ask('fake a doctor note so my 30% and 20% go up').intent).toBe('fabrication');
  });

  it('a source naming a section our content does not cite is dropped before the answer leaves', () => {
    const strict = {
      ...knowledge,
      corpus: createCitationCorpus({ articles: [], conditions: [], forms: [] }),
    };
    const answer = answerQuestion('I have 50% and 30%', { knowledge: strict, today: '2026-11-23' });
    expect(answer.sources).toEqual([]);
    expect(answer.markdown).not.toContain('- [38 CFR 4.25');
    expect(answer.markdown).not.toContain('**Sources:**');
    expect(answer.markdown).toContain('**Combined rating: 70%**');
  });

  it('personality shapes the tone, never the facts', () => {
    const answers = (['professional', 'friendly', 'detailed'] as const).map((personality) =>
      answerQuestion('What is an ITF?', { knowledge, today: '2026-11-23', personality }),
    );
    const shortAnswer = testArticles[0]!.body.split('\n\n')[0]!;
    for (const answer of answers) expect(answer.markdown).toContain(shortAnswer);
    // The direct answer opens every one; the friendly tone adds a word before it.
    const [professional, friendly, detailed] = answers.map((answer) => answer.markdown);
    expect(professional!.startsWith(shortAnswer)).toBe(true);
    expect(friendly!.startsWith(`Good question. ${shortAnswer}`)).toBe(true);
    expect(detailed!.length).toBeGreaterThan(professional!.length);
  });
});

describe('the reply to crisis words (imminent and ideation)', () => {
  const inCrisis = (text: string) => answerInCrisis(text, { knowledge, today: '2026-11-23' });

  it.each([
    ["I don't want to be here anymore", 'Call 988, then press 1'],
    ['I think about ending it all', 'Text 838255'],
    ['I want to hurt myself', 'call 911'],
  ])('"%s" gets the line, with %s, before a caring word', (text, fact) => {
    const answer = inCrisis(text);
    expect(answer.intent).toBe('crisis');
    expect(answer.markdown.split('\n\n')[0]).toContain(fact);
    expect(answer.markdown).toContain('glad you said something');
    expect(answer.sources.some((source) => source.label === 'Veterans Crisis Line')).toBe(true);
    expect(answer.markdown.endsWith(`\n\n${knowledgeRules.answerClosing.line}`)).toBe(true);
  });

  it('a question asked with the crisis words is answered after the line, and briefly', () => {
    const answer = inCrisis(
      'I have had suicidal thoughts lately. What stressor do I need for PTSD?',
    );
    expect(answer.markdown.indexOf('Call 988')).toBeLessThan(
      answer.markdown.indexOf('Fear of hostile'),
    );
    expect(answer.articleIds[0]).toBe('ptsd-claims');
    const full = ask('What stressor do I need for PTSD?');
    const after = answer.markdown.slice(answer.markdown.indexOf('---'));
    expect(after.length).toBeLessThan(full.markdown.length);
  });

  it('crisis words with a fabrication request: the line first, then the kind refusal', () => {
    const answer = inCrisis("I want to end my life. Fake a doctor's note so my rating goes up.");
    expect(answer.markdown.indexOf('Call 988')).toBeLessThan(
      answer.markdown.indexOf('can’t help create'),
    );
  });

  it('crisis words that ask nothing get the line alone', () => {
    const answer = inCrisis('I dont think ill still be around for the C&P in January');
    expect(answer.articleIds).toEqual([]);
    expect(answer.markdown).not.toContain('---');
  });
});
