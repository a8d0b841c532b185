import { describe, expect, it } from 'vitest';
import { knowledgeLinkProblems, parseKnowledgeArticle } from './knowledge';

const frontMatter = (overrides = '') =>
  [
    '---',
    'id: intent-to-file',
    'title: Intent to file (VA Form 21-0966)',
    "synonyms: [ITF, '21-0966', 4.25]",
    'topics: [forms]',
    'sources:',
    '  - label: 38 CFR 3.155',
    '    url: https://www.ecfr.gov/current/title-38/section-3.155',
    'confidence: secondary',
    'checkedOn: 2026-11-23',
    'effectiveDate: 2019-02-19',
    'related: [filing-a-claim]',
    'conditions: []',
    'doubts: []',
    overrides,
    '---',
  ]
    .filter(Boolean)
    .join('\n');
const body = 'An intent to file protects your start date.\n\n## What to do\n- File it.\n';

describe('parseKnowledgeArticle', () => {
  it('reads the front matter and keeps the body as Markdown', () => {
    const article = parseKnowledgeArticle('intent-to-file.md', `${frontMatter()}\n${body}`);
    expect(article).toMatchObject({
      id: 'intent-to-file',
      synonyms: ['ITF', '21-0966', '4.25'],
      checkedOn: '2026-11-23',
      effectiveDate: '2019-02-19',
      related: ['filing-a-claim'],
    });
    expect(article.body).toBe(body.trim());
  });

  it.each([
    ['no front matter', 'An intent to file…', 'starts without a --- front matter block'],
    ['broken YAML', '---\nid: [unclosed\n---\nBody', 'front matter is not valid YAML'],
    [
      'an id that is not the file name',
      `${frontMatter().replace('id: intent-to-file', 'id: itf')}\n${body}`,
      'id "itf" does not match the file name',
    ],
    [
      'no sources',
      `${frontMatter().replace(/sources:\n.*\n.*\n/, 'sources: []\n')}\n${body}`,
      'sources: An article needs at least one source',
    ],
    [
      'a source without https',
      `${frontMatter().replace('https://www.ecfr', 'http://www.ecfr')}\n${body}`,
      'sources.0.url: A source needs an https address',
    ],
    [
      'a checkedOn that is not a date',
      `${frontMatter().replace('checkedOn: 2026-11-23', 'checkedOn: soon')}\n${body}`,
      'checkedOn: Write checkedOn as YYYY-MM-DD',
    ],
  ])('refuses %s, naming the file', (_, text, problem) => {
    expect(() => parseKnowledgeArticle('intent-to-file.md', text)).toThrow(
      `content/knowledge/intent-to-file.md: ${problem}`,
    );
  });
});

describe('knowledgeLinkProblems', () => {
  it('names each related id that is not an article', () => {
    const article = parseKnowledgeArticle('intent-to-file.md', `${frontMatter()}\n${body}`);
    expect(knowledgeLinkProblems([article])).toEqual([
      'content/knowledge/intent-to-file.md: related "filing-a-claim" is not an article',
    ]);
  });
});
