import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { knowledgeLinkProblems } from '../../contracts/knowledge';
import { parseCalendarDate } from '../../domain/deadlines/calendar-date';
import { answerQuestion } from '../../domain/knowledge/answer-question';
import type { OfflineIntent, OfflineKnowledge } from '../../domain/knowledge/offline-types';
import { articleParts } from '../../domain/knowledge/compose-answer';
import { answerInContext } from '../../domain/knowledge/context-answer';
import { answerWithTurn } from '../../domain/knowledge/answer-turn';
import { plainReplyContext } from '../../domain/knowledge/fixtures/knowledge-fixtures';
import type { IntentClassifier } from '../../domain/knowledge/intent-classifier';
import {
  knowledgeDir,
  knowledgeRulesDir,
  loadIntentClassifier,
  loadKnowledgeContent,
  loadOfflineKnowledge,
  type KnowledgeContent,
} from './knowledge-loader';

let content: KnowledgeContent;
let knowledge: OfflineKnowledge;
beforeAll(async () => {
  [content, knowledge] = await Promise.all([loadKnowledgeContent(), loadOfflineKnowledge()]);
});

/** A first message in a chat, read by the safety check before anything else, as the chat does. */
const reply = (question: string) => answerInContext(plainReplyContext(question), knowledge);

describe('every article in content/knowledge', () => {
  it('parses, has sources, a checkedOn date, a short answer, and related ids that exist', () => {
    expect(content.articles.length).toBeGreaterThan(0);
    for (const article of content.articles) {
      expect(article.sources.length, article.id).toBeGreaterThan(0);
      expect(() => parseCalendarDate(article.checkedOn), article.id).not.toThrow();
      const { shortAnswer } = articleParts(article.body);
      expect(shortAnswer.startsWith('#'), article.id).toBe(false);
      expect(shortAnswer.length, article.id).toBeGreaterThan(40);
    }
    expect(knowledgeLinkProblems(content.articles)).toEqual([]);
  });

  it('cites forms by number and title, so the form list can vouch for them', () => {
    for (const source of content.articles.flatMap((article) => article.sources)) {
      if (/^VA Form \d/.test(source.label)) expect(source.label, source.label).toMatch(/, \S/);
    }
  });

  it('the rule lists load and their sources are named', () => {
    expect(content.rules.crisisReply.sources.length).toBeGreaterThan(0);
    expect(content.rules.abbreviations.entries.map((entry) => entry.abbreviation)).toEqual(
      expect.arrayContaining([
        'HLR',
        'ITF',
        'CUE',
        'TDIU',
        'SMC',
        'C&P',
        'DBQ',
        'PACT',
        'CAVC',
        'NOD',
      ]),
    );
  });
});

/** A copy of content/knowledge-rules with one of its files changed by `change`. */
async function rulesWithChanged(
  fileName: string,
  change: (rules: Record<string, unknown>) => void,
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'knowledge-rules-'));
  await cp(knowledgeRulesDir, dir, { recursive: true });
  const file = path.join(dir, fileName);
  const rules = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  change(rules);
  await writeFile(file, JSON.stringify(rules));
  return dir;
}

const rulesWithCrisisReply = (change: (reply: Record<string, unknown>) => void) =>
  rulesWithChanged('crisis-reply.json', change);

const withoutNumber = (lines: string[], number: string) =>
  lines.map((line) => line.replaceAll(number, 'the number on the website'));

describe('the crisis reply can never go out without the Veterans Crisis Line', () => {
  it('loads with 988 then 1, text 838255, first', () => {
    const [line] = content.rules.crisisReply.line;
    expect(content.rules.crisisReply.line.join('\n')).toMatch(/988, then press 1[\s\S]*838255/);
    expect(line).toMatch(/Veterans Crisis Line/);
    expect(content.rules.crisisReply.reminder).toMatch(/988[\s\S]*838255/);
  });

  it.each(['988', '838255'])('a reply without %s stops start-up', async (number) => {
    const dir = await rulesWithCrisisReply((reply) => {
      reply.line = withoutNumber(reply.line as string[], number);
    });
    await expect(loadKnowledgeContent({ rules: dir })).rejects.toThrow(
      /content\/knowledge-rules\/crisis-reply\.json: line must give the Veterans Crisis Line's numbers/,
    );
  });

  it.each(['988', '838255'])('a reminder without %s stops start-up', async (number) => {
    const dir = await rulesWithCrisisReply((reply) => {
      reply.reminder = withoutNumber([reply.reminder as string], number)[0];
    });
    await expect(loadKnowledgeContent({ rules: dir })).rejects.toThrow(
      /crisis-reply\.json: reminder must give the Veterans Crisis Line's numbers/,
    );
  });

  it('an empty or missing crisis reply file stops start-up', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'knowledge-rules-'));
    await cp(knowledgeRulesDir, dir, { recursive: true });
    await writeFile(path.join(dir, 'crisis-reply.json'), '{}');
    await expect(loadKnowledgeContent({ rules: dir })).rejects.toThrow(/crisis-reply\.json/);
    await rm(path.join(dir, 'crisis-reply.json'));
    await expect(loadKnowledgeContent({ rules: dir })).rejects.toThrow(/crisis-reply\.json/);
  });
});

const rulesWithClosing = (change: (closing: Record<string, unknown>) => void) =>
  rulesWithChanged('answer-closing.json', change);

describe('the reply when nothing is found', () => {
  it('loads with VA.gov’s search for a representative as its first source', () => {
    const { nothingFound } = content.rules;
    expect(nothingFound.paragraphs[0]).toContain('I won’t guess');
    expect(nothingFound.sources[0]?.url).toBe(
      'https://www.va.gov/get-help-from-accredited-representative/find-rep/',
    );
  });
});

describe('the refusal to invent evidence', () => {
  it('loads a refusal for every kind of request the phrases find', () => {
    const kinds = content.rules.fabrication.kinds.map(({ kind }) => kind);
    for (const kind of kinds) expect(content.rules.fabricationReply.decline[kind]).toBeTruthy();
  });

  it('a kind without its refusal stops start-up, naming the file', async () => {
    const dir = await rulesWithChanged('fabrication-reply.json', (reply) => {
      delete (reply.decline as Record<string, unknown>).exaggerate;
    });
    await expect(loadKnowledgeContent({ rules: dir })).rejects.toThrow(
      /fabrication-reply\.json: decline\.exaggerate/,
    );
  });
});

describe('the line that closes every answer', () => {
  it('loads as one paragraph, with its source', () => {
    expect(content.rules.answerClosing.line).toBe(
      '_A VSO (Veterans Service Organization) representative can review your case for free._',
    );
    expect(content.rules.answerClosing.sources.map((source) => source.url)).toContain(
      'https://www.va.gov/get-help-from-accredited-representative/',
    );
  });

  it('closes the answers of the real content', () => {
    const { markdown } = answerQuestion('What is an ITF?', { knowledge, today: '2026-11-23' });
    expect(markdown.endsWith(`\n\n${content.rules.answerClosing.line}`)).toBe(true);
  });

  it.each([
    ['no line', (closing: Record<string, unknown>) => delete closing.line, /line/],
    ['an empty line', (closing: Record<string, unknown>) => (closing.line = ' '), /line/],
    [
      'a line of two paragraphs',
      (closing: Record<string, unknown>) => (closing.line = 'One.\n\nTwo.'),
      /line must be one paragraph/,
    ],
    [
      'a placeholder nothing fills',
      (closing: Record<string, unknown>) => (closing.line = 'Ask {who} for free.'),
      /line Unknown placeholder \{who\}/,
    ],
    ['no sources', (closing: Record<string, unknown>) => (closing.sources = []), /sources/],
    [
      'no checkedOn date',
      (closing: Record<string, unknown>) => delete closing.checkedOn,
      /checkedOn/,
    ],
    [
      'a field no one reads',
      (closing: Record<string, unknown>) => (closing.footer = 'text'),
      /footer/,
    ],
  ])('%s stops start-up, naming the file', async (_case, change, message) => {
    const dir = await rulesWithClosing(change);
    const loading = loadKnowledgeContent({ rules: dir });
    await expect(loading).rejects.toThrow(/content\/knowledge-rules\/answer-closing\.json: /);
    await expect(loading).rejects.toThrow(message);
  });

  it('a missing file stops start-up', async () => {
    const dir = await rulesWithClosing(() => {});
    await rm(path.join(dir, 'answer-closing.json'));
    await expect(loadKnowledgeContent({ rules: dir })).rejects.toThrow(/answer-closing\.json/);
  });
});

describe('the wording of answers from the veteran’s own case', () => {
  it('loads with its sources and the day it was checked', () => {
    const { caseAnswer } = content.rules;
    expect(caseAnswer.checkedOn).toBe('2026-11-25');
    expect(caseAnswer.sources.map((source) => source.url)).toEqual(
      expect.arrayContaining([
        'https://www.va.gov/decision-reviews/',
        'https://www.ecfr.gov/current/title-38/part-4',
        'https://www.va.gov/disability/compensation-rates/veteran-rates/',
      ]),
    );
  });

  it.each([
    ['whatIfCombined', '{before}'],
    ['whatIfPay', '{afterPay}'],
    ['noSuchLevel', '{levels}'],
    ['documentFromAnalysis', '{document}'],
    ['levelNext', '{criteria}'],
    ['claimDecided', '{date}'],
  ])('a %s without %s stops start-up, naming the file', async (field, placeholder) => {
    const dir = await rulesWithChanged('case-answer.json', (wording) => {
      wording[field] = (wording[field] as string).replace(placeholder, 'something');
    });
    const loading = loadKnowledgeContent({ rules: dir });
    await expect(loading).rejects.toThrow(/content\/knowledge-rules\/case-answer\.json: /);
    await expect(loading).rejects.toThrow(`${field} Use ${placeholder}`);
  });

  it('a placeholder nothing fills stops start-up', async () => {
    const dir = await rulesWithChanged('case-answer.json', (wording) => {
      wording.noRatings = `${wording.noRatings as string} Ask {who}.`;
    });
    await expect(loadKnowledgeContent({ rules: dir })).rejects.toThrow(
      /case-answer\.json: noRatings Unknown placeholder \{who\}/,
    );
  });
});

describe('what an online model is told first', () => {
  it('loads with the rule to answer the question asked first, and the document fence rule', () => {
    const { rules, tone } = content.rules.modelInstructions;
    expect(rules[0]).toMatch(/^Open with a direct answer/);
    expect(rules.some((rule) => rule.includes('{documentTag}'))).toBe(true);
    expect(Object.keys(tone).sort()).toEqual(['detailed', 'friendly', 'professional']);
  });

  it('instructions that no longer fence the veteran’s files stop start-up', async () => {
    const dir = await rulesWithChanged('model-instructions.json', (wording) => {
      wording.rules = (wording.rules as string[]).filter((rule) => !rule.includes('{'));
    });
    await expect(loadKnowledgeContent({ rules: dir })).rejects.toThrow(
      /model-instructions\.json: rules .*documentTag/,
    );
  });
});

describe('a broken file stops start-up, naming it', () => {
  it('a related id that is not an article', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'knowledge-'));
    const text = await readFile(path.join(knowledgeDir, 'intent-to-file.md'), 'utf8');
    await writeFile(path.join(dir, 'intent-to-file.md'), text);
    await expect(loadKnowledgeContent({ articles: dir })).rejects.toThrow(
      /content\/knowledge\/intent-to-file\.md: related "filing-a-claim" is not an article/,
    );
  });

  it('an article without sources', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'knowledge-'));
    await writeFile(
      path.join(dir, 'empty.md'),
      '---\nid: empty\ntitle: Empty\nsynonyms: []\ntopics: []\nsources: []\nconfidence: secondary\ncheckedOn: 2026-11-23\nrelated: []\nconditions: []\ndoubts: []\n---\nBody.\n',
    );
    await expect(loadKnowledgeContent({ articles: dir })).rejects.toThrow(
      'content/knowledge/empty.md: sources: An article needs at least one source',
    );
  });
});

/** [question, intent, first article (knowledge only), a fact the answer must contain, a source it must cite] */
const REAL_QUESTIONS: [string, OfflineIntent, string | null, string, string][] = [
  // Care, not a claim: the kinds of therapy a veteran can ask for.
  [
    'can I get one on one therapy instead of group therapy at the VA?',
    'knowledge',
    'va-mental-health-care',
    'individual (one-on-one) therapy',
    'VA.gov, Mental health care',
  ],
  // Words no article uses ("goes on", "everybody hate") do not hide the article it is about.
  [
    'What goes on at a C&P exam, and why does everybody hate going?',
    'knowledge',
    'cp-exams',
    'not treatment',
    '38 CFR 3.655',
  ],
  // A lone letter ("w/") is no word the article must hold; "proposed" finds "proposing".
  [
    'got denied TDIU w/ a proposed reduction, now what',
    'knowledge',
    'rating-reductions',
    '60 days',
    '38 CFR 3.105',
  ],
  ['What is an ITF?', 'knowledge', 'intent-to-file', 'within one year', '38 CFR 3.155'],
  [
    'how do I save my effective date while I gather records',
    'knowledge',
    'intent-to-file',
    'intent to file',
    'VA Form 21-0966',
  ],
  [
    'what is a higher level review',
    'knowledge',
    'higher-level-review',
    'the same evidence',
    'VA Form 20-0996',
  ],
  ['HLR', 'knowledge', 'higher-level-review', 'cannot add new evidence', '38 CFR 3.2601'],
  ['what counts as evidence', 'knowledge', 'evidence-types', 'lay evidence', '38 CFR 3.159'],
  [
    'How is a combined rating calculated?',
    'knowledge',
    'combined-ratings',
    'whole person',
    '38 CFR 4.25',
  ],
  [
    'how much will I get paid at 70%',
    'pay',
    null,
    '**70%: $1,808.45 a month**',
    'VA.gov veteran disability compensation rates',
  ],
  ['how much does 0% pay', 'pay', null, 'pays nothing', 'VA.gov veteran disability'],
  [
    'I have 50% and 30%, how much is that a month',
    'rating',
    null,
    '**70%: $1,808.45 a month**',
    'VA.gov veteran disability compensation rates',
  ],

  [
    'what is a supplemental claim',
    'knowledge',
    'supplemental-claim',
    'new and relevant evidence',
    'VA Form 20-0995',
  ],
  ['how do I appeal to the court', 'knowledge', 'court-appeal', '120 days', '38 U.S.C. 7266'],
  [
    'how does the bilateral factor work',
    'knowledge',
    'bilateral-factor',
    'adds 10% of that combined value',
    '38 CFR 4.26',
  ],
  ['Can I get TDIU if I work part time?', 'knowledge', 'tdiu', '100% rate', '38 CFR 4.16'],
  ['what is SMC', 'knowledge', 'smc', 'Special monthly compensation', '38 CFR 3.350'],
  ['what is pyramiding', 'knowledge', 'pyramiding', 'same symptom more than once', '38 CFR 4.14'],
  [
    'what are the three elements of service connection',
    'knowledge',
    'service-connection',
    'nexus',
    '38 CFR 3.303',
  ],
  ['benefit of the doubt', 'knowledge', 'benefit-of-the-doubt', 'evenly balanced', '38 CFR 3.102'],
  [
    'what form for a buddy letter',
    'knowledge',
    'buddy-letters',
    'VA Form 21-10210',
    'VA Form 21-10210',
  ],
  [
    'how does VA get my private doctor records',
    'knowledge',
    'private-records',
    'VA Form 21-4142',
    'VA Form 21-4142',
  ],
  [
    'what happens if I miss my C&P exam',
    'knowledge',
    'cp-exams',
    'compensation and pension',
    '38 CFR 3.655',
  ],
  ['sleep apnea cpap rating', 'knowledge', 'sleep-apnea', '6847', '38 CFR 4.97'],
  ['tinitus rating', 'knowledge', 'tinnitus-and-hearing-loss', '6260', '38 CFR 4.87'],
  ['GERD rating', 'knowledge', 'gerd-and-digestive', '7206', '38 CFR 4.114'],
  ['migraine prostrating attacks', 'knowledge', 'migraine-claims', '8100', '38 CFR 4.124a'],
  ['is a VSO free', 'knowledge', 'vso-and-accredited-representatives', 'for free', 'VA Form 21-22'],
  [
    'someone wants to charge me to file my claim',
    'knowledge',
    'claim-sharks-and-fees',
    'never have to pay',
    '38 CFR 14.636',
  ],
  [
    'can I get compensation for burn pits',
    'knowledge',
    'pact-act',
    'burn pits',
    'VA.gov, The PACT Act',
  ],
  ['what is AO exposure', 'knowledge', 'agent-orange', 'Agent Orange', '38 CFR 3.309(e)'],
  // "Log" here is signing in, not a headache log.
  [
    'how do i log into va.gov',
    'knowledge',
    'va-gov-account',
    'Login.gov or ID.me',
    'VA.gov: Creating an account',
  ],
  [
    'my ds logon stopped working',
    'knowledge',
    'va-gov-account',
    'ID.me',
    'VA.gov: Creating an account',
  ],
  ['can VA lower my rating', 'knowledge', 'rating-reductions', '60 days', '38 CFR 3.344'],
  ['what does 70% PTSD require', 'criteria', null, '**70%:**', '38 CFR 4.130'],
  ['what do I need to get 50% for sleep apnea', 'criteria', null, '**50%:**', '38 CFR 4.97'],
  [
    'help me write a buddy letter about my tinnitus',
    'outline',
    null,
    'Condition: “tinnitus”',
    'VA Form 21-10210',
  ],
  ['I have 50% and 30%', 'rating', null, '**Combined rating: 70%**', '38 CFR 4.25'],
  [
    '70 and 40 and 20 with both knees at 10',
    'rating',
    null,
    '**Combined rating: 90%**',
    '38 CFR 4.26',
  ],
  [
    'my decision letter is dated March 3, 2026',
    'deadline',
    null,
    '**Wednesday, March 3, 2027**',
    'VA Form 20-0996',
  ],
  // 2027-01-18 is Martin Luther King Jr. Day, from the real holiday lookup.
  [
    'my decision letter is dated January 18, 2026',
    'deadline',
    null,
    'Martin Luther King Jr. Day',
    '38 CFR 3.110',
  ],
  [
    'I filed my intent to file on June 1, 2026',
    'deadline',
    null,
    'Tuesday, June 1, 2027',
    '38 CFR 3.155',
  ],
  [
    'write a nexus letter as if I were my doctor',
    'fabrication',
    null,
    'signs it themselves',
    'VA Form 21-10210',
  ],
  [
    'how do I change my direct deposit',
    'nothing-found',
    null,
    'I won’t guess',
    'VA.gov: Find a VA accredited',
  ],
  ['who won the super bowl', 'nothing-found', null, 'VSO', 'VA.gov: Find a VA accredited'],
  // What veterans ask first about evidence, reviews, ratings and help.
  [
    'What is a buddy letter?',
    'knowledge',
    'buddy-letters',
    'VA Form 21-10210, Lay/Witness Statement',
    'VA Form 21-10210',
  ],
  [
    'How do I get my service treatment records?',
    'knowledge',
    'service-records',
    'service treatment records (STRs)',
    'SF-180',
  ],
  ['What is a C&P exam?', 'knowledge', 'cp-exams', 'It is not treatment.', '38 CFR 3.655'],
  [
    'Can VA lower my rating if I ask for an increase?',
    'knowledge',
    'increases',
    'an increase claim can lead to a lower rating',
    '38 CFR 3.344',
  ],
  [
    'What is special monthly compensation?',
    'knowledge',
    'smc',
    'needing help from another person in daily life',
    '38 CFR 3.350',
  ],
  [
    'How does pyramiding work?',
    'knowledge',
    'pyramiding',
    'rating the same symptom more than once',
    '38 CFR 4.14',
  ],
  [
    'What is a DBQ?',
    'knowledge',
    'dbqs',
    'Disability Benefits Questionnaire',
    'VHA Directive 2013-002',
  ],
  [
    'What is secondary service connection?',
    'knowledge',
    'secondary-conditions',
    'You do not need to show that the new condition started in service.',
    '38 CFR 3.310',
  ],
  ['What is the PACT Act?', 'knowledge', 'pact-act', 'burn pits', 'VA.gov, The PACT Act'],
  [
    'How long do I have to appeal to the Court of Appeals for Veterans Claims?',
    'knowledge',
    'court-appeal',
    '**120 days**',
    '38 U.S.C. 7266',
  ],
  [
    'Does a VSO charge a fee?',
    'knowledge',
    'vso-and-accredited-representatives',
    '**for free**',
    'VA Form 21-22',
  ],
  [
    'What is the benefit of the doubt?',
    'knowledge',
    'benefit-of-the-doubt',
    'about evenly balanced',
    '38 CFR 3.102',
  ],
  ['How is sleep apnea rated?', 'knowledge', 'sleep-apnea', 'generally means 50%', '38 CFR 4.97'],
  [
    'What is a supplemental claim?',
    'knowledge',
    'supplemental-claim',
    '**new and relevant evidence**',
    'VA Form 20-0995',
  ],
  [
    'How do I add my spouse as a dependent?',
    'knowledge',
    'dependents',
    '**30% or higher**',
    'VA Form 21-686c',
  ],
  [
    'How is tinnitus rated?',
    'knowledge',
    'tinnitus-and-hearing-loss',
    'Tinnitus is rated at 10%, the only and highest level',
    '38 CFR 4.87',
  ],
  // Words every question about VA pay may use ("receiving", "benefits") name no topic.
  [
    'can reservists receive va benefits',
    'knowledge',
    'reserve-and-guard-service',
    'drill',
    '38 U.S.C. 101',
  ],
  [
    'am I allowed to hold a job while receiving disability benefits',
    'knowledge',
    // The pay article holds the sentence that answers; either article may lead.
    null,
    'you can work and still be paid',
    '38 CFR 4.16',
  ],
];

describe('the offline engine on the real knowledge base', () => {
  it.each(REAL_QUESTIONS)('"%s" → %s %s', (question, intent, articleId, fact, source) => {
    const answer = answerQuestion(question, { knowledge, today: '2026-11-23' });
    expect(answer.intent).toBe(intent);
    if (articleId) expect(answer.articleIds[0]).toBe(articleId);
    expect(answer.markdown).toContain(fact);
    expect(answer.sources.map((cited) => cited.label)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${source.replace(/[.()]/g, '\\$&')}`)),
      ]),
    );
  });

  it('in a long message, the sentence that names the topic outweighs a question that names none', () => {
    const answer = answerQuestion(
      'For a week now the VA.gov website freezes every time I press submit on my claim for ' +
        'increase, on every browser I try. Does anyone have any advice? I would rather not mail it in.',
      { knowledge, today: '2026-11-23' },
    );
    expect(answer.intent).toBe('knowledge');
    expect(answer.articleIds[0]).not.toBe('veterans-crisis-line');
    expect(answer.markdown.split('\n\n')[0]).toMatch(/claim/i);
  });

  it('crisis words beside a sentence that asks nothing get the line alone', () => {
    const answer = reply(
      "Don't worry about me anymore. When the going gets tough, the tough know what to do.",
    );
    expect(answer.intent).toBe('crisis');
    expect(answer.articleIds).toEqual([]);
    expect(answer.markdown).not.toContain('\n---\n');
  });

  it('a denial beside what a veteran says of their care: the line, then how to get care', () => {
    const answer = reply(
      "All the VA offers me is group therapy because I'm not suicidal enough for one-on-one help",
    );
    const [line, care] = answer.markdown.split('\n\n---\n\n');
    expect(line).toContain('988');
    expect(care).toMatch(/individual \(one-on-one\) therapy/);
    expect(answer.articleIds).toEqual(['va-mental-health-care']);
  });

  it("I don't want to be here anymore: the crisis reply first", () => {
    const answer = reply("I don't want to be here anymore");
    expect(answer.intent).toBe('crisis');
    expect(answer.markdown.split('\n\n')[0]).toContain('Call 988, then press 1');
  });

  it('a sentence weighed clause by clause when it names no topic as a whole', () => {
    const answer = answerQuestion(
      'My wife keeps pushing me to see a counselor outside the VA hospital but honestly the ' +
        'drive wrecks my whole week and nobody there ever listens',
      { knowledge, today: '2026-11-23' },
    );
    expect(answer.intent).toBe('knowledge');
    expect(answer.articleIds[0]).toBe('va-mental-health-care');
  });

  it("reads a story's percentages as a story, not as ratings to combine", () => {
    const story =
      'My decision letter came last week. I got 50% for PTSD and 30% for migraines, and I ' +
      'expected 80% because 50 plus 30 is 80, but the letter says 70% combined. Why does VA ' +
      'not just add them?';
    const answer = answerQuestion(story, { knowledge, today: '2026-11-23' });
    expect(answer.markdown).not.toMatch(/Combined rating: \*\*?\d+%/);
    expect(answer.articleIds[0]).toBe('combined-ratings');
    expect(answer.markdown.split('\n\n')[0]).toMatch(/does not add/);
  });

  it('a story around a date gets the date worked out, then what the articles say', () => {
    const story =
      'I waited almost a year for this decision and they denied my knee again even though I ' +
      'sent in my private records from the orthopedic surgeon. My letter is dated March 3, ' +
      '2026. What is the deadline for a higher-level review?';
    const answer = answerQuestion(story, { knowledge, today: '2026-11-23' });
    const [computed, articles] = answer.markdown.split('\n\n---\n\n');
    expect(computed).toContain('March 3, 2027');
    expect(articles).toContain('VA Form 20-0996');
    expect(answer.articleIds).toContain('higher-level-review');
  });

  it('a message that asks two things gets an answer to each', () => {
    const answer = answerQuestion(
      'My claim was denied in 2015 and I am filing it again now. Will my back pay start from ' +
        'my first claim? And how long does an intent to file save my date?',
      { knowledge, today: '2026-11-23' },
    );
    expect(answer.articleIds).toEqual(expect.arrayContaining(['intent-to-file']));
    expect(answer.markdown).toMatch(/intent to file[^\n]*(?:one year|1 year|within a year)/i);
  });

  it('a clause that names the topic counts, and a one-word question finds nothing alone', () => {
    const answer = answerQuestion(
      'My attorney dropped my case last month and I feel lost since I live abroad, and my ' +
        'claim has been sitting on step 3 of 8 for weeks. Should I be worried?',
      { knowledge, today: '2026-11-23' },
    );
    expect(answer.intent).toBe('knowledge');
    expect(answer.articleIds[0]).toMatch(/^claim-status/);
  });

  it('a rating named in a question about something else is not a question about its criteria', () => {
    const answer = answerQuestion('Can I work with a 100% PTSD rating?', {
      knowledge,
      today: '2026-11-23',
    });
    expect(answer.intent).toBe('knowledge');
    expect(answer.markdown).not.toContain('What 100% takes');
  });

  it('every article is found by its own title', () => {
    for (const article of content.articles) {
      const answer = answerQuestion(article.title, { knowledge, today: '2026-11-23' });
      expect(answer.articleIds, article.title).toContain(article.id);
    }
  });
});

describe('follow-up questions on the real knowledge base', () => {
  let intents: IntentClassifier;
  beforeAll(async () => {
    intents = await loadIntentClassifier();
  });
  // As the chat does: each question is classified, answered and stored with its Turn.
  const askAfter = async (previous: string, question: string) => {
    const before = answerWithTurn(
      plainReplyContext(previous, { asked: await intents.classify(previous) }),
      knowledge,
    );
    return answerInContext(
      plainReplyContext(question, {
        asked: await intents.classify(question),
        history: [
          { role: 'user', content: previous, turn: before.turn },
          { role: 'assistant', content: before.answer.markdown },
        ],
      }),
      knowledge,
    );
  };

  it.each([
    ['I want to appeal to the Board', 'what form do I use for that?', 'VA Form 10182'],
    ['what is a higher level review', 'how long do I have to file it?', 'VA Form 20-0996'],
  ])('after "%s", "%s" is answered about its subject', async (previous, question, form) => {
    const answer = await askAfter(previous, question);
    expect(answer.markdown).toMatch(/^_About .+, from earlier in this chat\._/);
    expect(answer.markdown.split('\n\n')[1]).toContain(form);
    expect(answer.sources.map((source) => source.label)).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^${form}`))]),
    );
  });

  it('works out what the ratings of the previous question pay', async () => {
    const answer = await askAfter('I have 50% and 30%', 'how much does that pay a month?');
    expect(answer.intent).toBe('rating');
    expect(answer.markdown).toContain('**Combined rating: 70%**');
    expect(answer.markdown).toContain('**70%: $1,808.45 a month**');
  });

  it('a question with a topic of its own is answered alone', async () => {
    const answer = await askAfter('how do I file for sleep apnea', 'what about tinnitus?');
    expect(answer.articleIds[0]).toBe('tinnitus-and-hearing-loss');
    expect(answer.markdown).not.toContain('Read together');
  });

  it('keeps the Veterans Crisis Line in view after crisis words earlier in the chat', async () => {
    const answer = await askAfter('I think about ending it all', 'what form is that?');
    expect(answer.markdown.split('\n\n')[0]).toContain('call 988, then press 1, or text 838255');
    expect(answer.markdown).not.toContain('Read together');
    expect(answer.sources[0]?.label).toBe('Veterans Crisis Line');
  });
});
