/**
 * The law of va-facts.md §14 (review of 2026-12-07) in the real content: each test asserts the
 * corrected statement is what a veteran reads, in the offline chat's answer where it answers
 * the question, and that the old, wrong wording is gone.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../domain/knowledge/answer-question';
import type { KnowledgeArticle } from '../../domain/knowledge/knowledge-types';
import { loadConditionCatalog } from '../reference/condition-catalog';
import { loadKnowledgeArticles, loadOfflineKnowledge } from './knowledge-loader';

const [articles, catalog, knowledge] = await Promise.all([
  loadKnowledgeArticles(),
  loadConditionCatalog(),
  loadOfflineKnowledge(),
]);

function article(id: string): KnowledgeArticle {
  const found = articles.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No article ${id}`);
  return found;
}
/** What a veteran can read of an article: the body and the facts, never the doubts. */
const shown = (id: string) => [article(id).body, ...article(id).facts].join('\n');
/** Everything every article shows. */
const allShown = () => articles.map((candidate) => shown(candidate.id)).join('\n');

const ask = (question: string) =>
  answerQuestion(question, { knowledge, today: '2026-12-07', personality: 'professional' })
    .markdown;

function conditionText(code: string): string {
  const entry = catalog.findByCode(code);
  if (!entry) throw new Error(`No condition ${code}`);
  return [
    ...entry.percentageOptions.map((option) => option.criteria),
    ...entry.requiredEvidence,
    ...entry.examinerFocus,
    ...(entry.notes ?? []),
  ].join('\n');
}

describe('aggravation: the burden is on VA (38 U.S.C. 1111, 1153; 38 CFR 3.304(b), 3.306)', () => {
  it('no article or condition asks the veteran for an opinion "beyond natural progress" of service worsening', () => {
    expect(shown('aggravation')).not.toMatch(
      /(?:opinion|doctor)[^.]*(?:whether|that) (?:the condition|service|it) [^.]*worse beyond its natural/i,
    );
    expect(conditionText('5276')).not.toMatch(/made them worse beyond natural progress/);
  });

  it.each([
    'My flat feet were noted at entry and got worse in the army. Do I need a doctor to say service made them worse beyond natural progress?',
    'Do I need a doctor to say service made my flat feet worse beyond natural progress?',
  ])('the chat says no such opinion is needed: %s', (question) => {
    const answer = ask(question);
    expect(answer).toMatch(
      /do not have to get a doctor to say it got worse "beyond its natural progress"|do not need an opinion/,
    );
  });

  it('a condition not noted at entry is claimed as starting in service, with no pre-service records', () => {
    const text = shown('aggravation');
    expect(text).toMatch(/not noted at entry is claimed as direct service connection/);
    expect(text).toMatch(/do not need to find records from before you joined/);
    expect(text).not.toMatch(
      /Gather records showing how the condition was before and after service/,
    );
  });
});

describe('lay evidence counts for a presumptive window (38 CFR 3.307(b))', () => {
  it('the chat says a statement of symptoms seen in the window is evidence', () => {
    const answer = ask(
      "Can my wife's statement show my arthritis started within a year of discharge?",
    );
    expect(answer).toMatch(/statements of symptoms you or others saw then/);
    expect(answer).toMatch(/3\.307\(b\)/);
  });

  it('the presumptive article says so', () => {
    expect(shown('presumptive-conditions')).toMatch(/competent lay evidence or both/);
  });
});

describe('lay competence: Jandreau, Buchanan, Davidson', () => {
  it.each([
    ['buddy-letters', /but not for a medical diagnosis/],
    ['evidence-types', /That part needs a medical professional/],
  ])('%s no longer says a lay statement can never show a diagnosis', (id, old) => {
    expect(shown(id)).not.toMatch(old);
    expect(shown(id)).toMatch(/simple to identify/);
  });

  it('the chat answers that a buddy statement can speak to flat feet', () => {
    expect(ask('Can a buddy statement diagnose my flat feet?')).toMatch(
      /simple to identify, such as flat feet/,
    );
  });

  it('the chat says VA cannot reject lay evidence only because no record backs it', () => {
    expect(ask('Can VA reject my lay statement because there is no record of it?')).toMatch(
      /cannot reject [^.]* only because no (?:medical )?record backs it up/,
    );
  });

  it('the chat says a link usually needs a medical opinion, not always', () => {
    const answer = ask('Can I link my condition to service without a medical opinion?');
    expect(answer).toMatch(/usually needs a medical opinion/);
    expect(answer).toMatch(/Davidson/);
  });
});

describe('presumptions need active service (38 U.S.C. 101(24))', () => {
  it('the chat says a reserve training period counts only if disabled in it', () => {
    const answer = ask(
      'Does the one year chronic disease presumption apply to my reserve annual training?',
    );
    expect(answer).toMatch(
      /counts only if you were disabled by an injury or disease from that training/,
    );
    expect(answer).not.toMatch(/usually do not apply to a training period alone/);
  });

  it('the presumptive article asks whether a period was active duty', () => {
    expect(shown('presumptive-conditions')).toMatch(
      /ask yourself whether each period was active duty/,
    );
  });
});

describe('chronic-disease windows: 1, 3 and 7 years (38 CFR 3.307(a)(3))', () => {
  it('the chat names all three windows', () => {
    const answer = ask(
      'How long after discharge can a chronic disease show up and still be presumed?',
    );
    expect(answer).toMatch(/1 year|one year/);
    expect(answer).toMatch(/3 years for Hansen's disease and active tuberculosis/);
    expect(answer).toMatch(/7 years for multiple sclerosis/);
  });

  it('no article gives multiple sclerosis or tuberculosis a one-year window', () => {
    expect(allShown()).not.toMatch(
      /(?:multiple sclerosis|tuberculosis)[^.]{0,60}within (?:1|one) year/i,
    );
  });
});
