import { describe, expect, it } from 'vitest';
import { article, knowledgeRules, testArticles } from './fixtures/knowledge-fixtures';
import {
  createKnowledgeIndex,
  expandAbbreviations,
  processTerm,
  tokenize,
} from './knowledge-index';

const index = createKnowledgeIndex(testArticles, knowledgeRules.abbreviations);
const ids = (query: string) => index.search(query).map((hit) => hit.article.id);

describe('terms', () => {
  it('keeps form numbers and sections whole', () => {
    expect(tokenize('Send VA Form 21-526EZ under 38 CFR 4.71a')).toEqual([
      'send',
      'va',
      'form',
      '21-526ez',
      'under',
      '38',
      'cfr',
      '4.71a',
    ]);
  });

  it.each([
    ['claims', 'claim'],
    ['injuries', 'injury'],
    ['veteran’s'.replace('’', "'"), 'veteran'],
    ['requesting', 'request'],
    ['stress', 'stressed'],
  ])('%s finds %s', (asked, written) => {
    expect(processTerm(asked)).toBe(processTerm(written));
  });

  it('keeps form numbers and sections whole and drops words that name no topic', () => {
    expect(processTerm('21-526ez')).toBe('21-526ez');
    expect(processTerm('4.71a')).toBe('4.71a');
    expect(processTerm('the')).toBeNull();
  });

  it('spells out abbreviations, including C&P', () => {
    expect(expandAbbreviations('When is my C&P?', knowledgeRules.abbreviations)).toContain(
      'compensation and pension exam',
    );
    expect(expandAbbreviations('hlr or nod', knowledgeRules.abbreviations)).toContain(
      'higher-level review',
    );
    expect(expandAbbreviations('a cue in the letter', knowledgeRules.abbreviations)).toContain(
      'clear and unmistakable error',
    );
  });
});

describe('retrieval ranks the article that answers the question', () => {
  it.each([
    ['What is an ITF?', 'intent-to-file'],
    ['how do I save my effective date', 'intent-to-file'],
    ['what is form 21-0966', 'intent-to-file'],
    ['HLR', 'higher-level-review'],
    ['can I add new evidence to a higher level review', 'higher-level-review'],
    ['my knee gives way, how is instability rated', 'knee-claims'],
    ['knee flexion range of motion', 'knee-claims'],
    ['what stressor do I need for PTSD', 'ptsd-claims'],
    ['ptsd stresor', 'ptsd-claims'], // a typo, found by fuzzy matching
    ['where can I get free help, is a VSO free', 'vso-help'],
  ])('"%s" → %s', (query, id) => {
    expect(ids(query)[0]).toBe(id);
  });

  it.each([
    'what is the best pizza in town',
    'how do I renew my passport',
    'can I claim my dog',
    'the',
    '',
  ])('"%s" finds nothing relevant enough', (query) => {
    expect(ids(query)).toEqual([]);
  });

  it('judges a question on its own when the veteran says more around it', () => {
    const query =
      'My name is Sam Rivera and I served in the Army from 2001 to 2005 in Kandahar. ' +
      'Call me back at [PHONE] or write to [EMAIL]. What is an ITF?';
    expect(ids(query)[0]).toBe('intent-to-file');
  });

  it('a year says when, not what a question is about: it costs no coverage', () => {
    const [hit] = index.search('knee flexion in 2010');
    expect(hit?.article.id).toBe('knee-claims');
    expect(hit?.coverage).toBe(1);
  });

  it('scores and coverage come with each hit', () => {
    const [hit] = index.search('intent to file');
    expect(hit?.score).toBeGreaterThan(0);
    expect(hit?.coverage).toBe(1);
  });
});

describe('articles that score high on one word set no bar for one that holds them all', () => {
  const source = [
    { label: '38 CFR 3.353', url: 'https://www.ecfr.gov/current/title-38/section-3.353' },
  ];
  const guns = createKnowledgeIndex(
    [
      article({
        id: 'ptsd-ratings',
        title: 'PTSD ratings',
        synonyms: ['PTSD', 'PTSD rating', 'PTSD claim', 'post-traumatic stress'],
        sources: source,
        body: 'PTSD is rated under the General Rating Formula. PTSD symptoms decide the level.',
      }),
      article({
        id: 'ptsd-claims',
        title: 'PTSD claims',
        synonyms: ['PTSD', 'PTSD rating', 'PTSD claim', 'post-traumatic stress'],
        sources: source,
        body: 'A PTSD claim needs a diagnosis, a stressor and a link between them.',
      }),
      article({
        id: 'gun-rights',
        title: 'Fiduciaries and firearms',
        synonyms: ['fiduciary', 'gun rights'],
        sources: source,
        body: 'A PTSD rating does not take away your guns; a finding of incompetency is what mattered.',
      }),
    ],
    knowledgeRules.abbreviations,
  );

  it('"will PTSD take my guns" finds the article that speaks of both', () => {
    const [first] = guns.search('will PTSD take my guns');
    expect(first?.article.id).toBe('gun-rights');
  });
});
