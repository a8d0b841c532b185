import { describe, expect, it } from 'vitest';
import { knowledgeRules, testArticles } from './fixtures/knowledge-fixtures';
import type { KnowledgeArticle } from './knowledge-types';
import { bodyPassages, createPassageIndex } from './passage-index';

const article = (id: string, body: string, facts: string[] = []): KnowledgeArticle => ({
  ...testArticles[0]!,
  id,
  body,
  facts,
});

describe('the passages of an article', () => {
  it('are its list items without their bold labels, and its paragraphs sentence by sentence', () => {
    const body = [
      'A Higher-Level Review asks a senior reviewer to look again. You cannot add new evidence.',
      '',
      '## What it means for you',
      '',
      "- **How long it takes.** VA's goal is to finish a Higher-Level Review in about 125 days.",
      '- Limits:',
      '  - No Higher-Level Review of a Board decision, whatever the issue was.',
    ].join('\n');
    expect(bodyPassages(body)).toEqual([
      'A Higher-Level Review asks a senior reviewer to look again.',
      "VA's goal is to finish a Higher-Level Review in about 125 days.",
      'Limits: No Higher-Level Review of a Board decision, whatever the issue was.',
    ]);
  });

  it('keeps a section number inside its sentence', () => {
    expect(
      bodyPassages(
        'Pay starts the month after the effective date (38 CFR 3.31). It is paid monthly.',
      ),
    ).toEqual(['Pay starts the month after the effective date (38 CFR 3.31).']);
  });
});

describe('the passage that answers', () => {
  const hlr = article(
    'hlr',
    'A Higher-Level Review is a second look at your claim by a senior reviewer using the same evidence.\n\n- You ask for one on VA Form 20-0996 within one year of your decision letter.',
    ["VA's goal is to finish a Higher-Level Review in about 125 days."],
  );
  const board = article(
    'board',
    'A Board Appeal sends your case to a Veterans Law Judge, who decides it on one of three dockets.',
    [
      'On the Evidence Submission docket you can send evidence within 90 days of the Board receiving your appeal.',
    ],
  );
  const index = createPassageIndex([hlr, board], knowledgeRules.abbreviations);

  it('is the one sharing the question’s words, looked for only in the articles named', () => {
    const [best] = index.best('which VA form do I use', {
      articleIds: ['hlr'],
    });
    expect(best?.text).toContain('VA Form 20-0996');
    expect(
      index.best('evidence within 90 days', { articleIds: ['hlr'] }).map((p) => p.articleId),
    ).not.toContain('board');
  });

  it('is the one of the kind asked for, even without a word in common', () => {
    const duration = /\b\d+\s*days\b/;
    const [best] = index.best('how long will that take', { articleIds: ['hlr'], cue: duration });
    expect(best?.text).toBe("VA's goal is to finish a Higher-Level Review in about 125 days.");
    expect(index.best('how long will that take', { articleIds: ['hlr'] })).toEqual([]);
  });
});
