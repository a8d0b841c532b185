/**
 * Retrieval over the knowledge articles: MiniSearch (BM25 with prefix and fuzzy matching) over
 * title, synonyms and body, after the veteran's abbreviations are spelled out. A hit must be
 * relevant enough, so "nothing found" is said honestly instead of guessing.
 */
import { StemmerEn } from '@nlpjs/lang-en';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Abbreviations, KnowledgeArticle } from './knowledge-types';
import { normalizeMessage } from './phrase-match';

export interface KnowledgeHit {
  article: KnowledgeArticle;
  score: number;
  /**
   * Share of the question's meaning found in the article (0–1): its words weighted by how rare
   * they are, so a missing rare word ("deposit") counts more than a found common one ("change").
   */
  coverage: number;
}

export interface SearchOptions {
  limit?: number;
  /**
   * Words that say what kind of answer is wanted ("qualify", "how long"), not what it is
   * about: they rank articles but an article need not hold them to be relevant.
   */
  askingWords?: ReadonlySet<string>;
}

export interface KnowledgeIndex {
  /** Relevant articles, best first; empty when nothing is relevant enough. */
  search(query: string, options?: SearchOptions): KnowledgeHit[];
  /** The article with this id, if there is one. */
  article(id: string): KnowledgeArticle | undefined;
  /** The articles that come closest when none is relevant enough to answer, best first. */
  nearest(query: string, limit: number): KnowledgeArticle[];
}

/** Words that say nothing about the topic; "not" and "no" stay, they change meaning. */
const STOP_WORDS = new Set(
  (
    'a about after all also am an and any are as at be been before being but by can could did ' +
    'do does doing for from get got had has have having he her here him his how i if in into ' +
    'is it its just me might more most much must my of on or our out over please she should ' +
    'so some such tell than that the their them then there these they this those to too up ' +
    'us very was we were what when where which while who whom why will with would you your ' +
    'im ive id dont doesnt wingman va know need want mean means give gives gave way go goes ' +
    'going make makes take takes say says said thing things lot really happen happens ' +
    // Contractions typed without their apostrophe.
    'whats hows wheres whos thats theres ill youre ' +
    // Words every question about VA pay may use, which name no topic of their own.
    'receive receives receiving received getting benefit benefits'
  ).split(' '),
);

/** Form numbers ("21-526ez") and sections ("4.71a") stay whole; other text splits into words. */
const TOKEN = /\d+-\d+[a-z]*|\d+\.\d+[a-z]?|[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu;

export function tokenize(text: string): string[] {
  return normalizeMessage(text).toLowerCase().match(TOKEN) ?? [];
}

const stemmer = new StemmerEn();

/**
 * Lower case, no possessive, a word reduced to its stem, so "requesting" finds "request" and
 * "claims" finds "claim". Form numbers and sections stay as written.
 */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/'s$/, '').replace(/'/g, '');
  if (STOP_WORDS.has(word)) return null;
  return /^\p{L}+$/u.test(word) ? stemmer.stem(word) : word;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const termsOf = (text: string) =>
  tokenize(text)
    .map(processTerm)
    .filter((term): term is string => Boolean(term));

/** The abbreviations a query uses, each with what it stands for. */
function abbreviationsIn(query: string, abbreviations: Abbreviations) {
  return abbreviations.entries.filter(({ abbreviation }) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(abbreviation)}(?![\\p{L}\\p{N}])`, 'iu').test(
      query,
    ),
  );
}

/** The query with each abbreviation's meaning added ("HLR" → also "higher-level review"). */
export function expandAbbreviations(query: string, abbreviations: Abbreviations): string {
  return [query, ...abbreviationsIn(query, abbreviations).map(({ expansion }) => expansion)].join(
    ' ',
  );
}

/**
 * The question's own words, each with the words that also count as finding it: an
 * abbreviation is found when the article spells it out.
 */
function questionTerms(query: string, abbreviations: Abbreviations): Map<string, Set<string>> {
  const used = abbreviationsIn(query, abbreviations);
  const lettersOfAbbreviations = new Set(used.flatMap(({ abbreviation }) => termsOf(abbreviation)));
  // A lone letter ("w/") carries no meaning of its own, unless it is part of "C&P"; a year
  // ("when I got out in 2010") says when, not what the question is about.
  const words = termsOf(query).filter(
    (term) =>
      (!/^\p{L}$/u.test(term) || lettersOfAbbreviations.has(term)) && !NOT_A_TOPIC.test(term),
  );
  const terms = new Map(words.map((term) => [term, new Set([term])]));
  for (const { abbreviation, expansion } of used) {
    const spelledOut = termsOf(expansion);
    for (const term of termsOf(abbreviation)) {
      for (const word of spelledOut) terms.get(term)?.add(word);
    }
  }
  return terms;
}

/** A year says when, not what the question is about (a rating, a code or a form may). */
const NOT_A_TOPIC = /^(?:19|20)\d{2}$/;

/** BM25 scores below this are chance matches of one common word. */
export const MIN_SCORE = 4;
/** At least this share of the question's weighted words must be found in the article. */
export const MIN_COVERAGE = 0.55;
/** A question with at most this many topic words may leave its asking words unmatched. */
const SHORT_TOPIC = 3;
/** Where a sentence's clauses meet: punctuation, or "because" and "but" between two ideas. */
const CLAUSE_BREAK = /[,;:]\s+|\s+(?:because|but)\s+/i;
/** A sentence of a long message with fewer words of its own names no topic by itself. */
const MIN_SENTENCE_TERMS = 2;
/** How much more a sentence that asks counts than one that tells, in a long message. */
const QUESTION = 4;
/** Hits far below the best one are noise next to it. */
const SHARE_OF_BEST = 0.3;
/** A hit that holds this share of the question's meaning holds all of it. */
const FULL_COVERAGE = 0.95;
/**
 * An article that scores this many times the next one is what the question is about, even
 * when the veteran's other words ("happens", "possible") are ones no article uses.
 */
const DOMINANT = 2.5;
/** The share of the question's meaning a dominant article must still hold. */
const MIN_DOMINANT_COVERAGE = 0.3;
/** A dominant article matches in its title or synonyms, not by one word of its body. */
const MIN_DOMINANT_SCORE = 40;

export function createKnowledgeIndex(
  articles: readonly KnowledgeArticle[],
  abbreviations: Abbreviations,
): KnowledgeIndex {
  const byId = new Map(articles.map((article) => [article.id, article]));
  const index = new MiniSearch<KnowledgeArticle>({
    fields: ['title', 'synonyms', 'facts', 'body'],
    extractField: (article, field) => {
      const value = article[field as keyof KnowledgeArticle];
      return Array.isArray(value) ? value.join(' ; ') : String(value ?? '');
    },
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 3, synonyms: 4, facts: 1, body: 1 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) =>
        term.length >= 6 && term.length <= 24 && /^\p{L}+$/u.test(term) ? 0.2 : false,
      combineWith: 'OR',
    },
  });
  index.addAll([...articles]);

  // How many articles hold each word, counted once here so the weights stay a fixed table.
  const documentFrequency = new Map<string, number>();
  for (const article of articles) {
    const words = new Set(
      termsOf([article.title, ...article.synonyms, ...article.facts, article.body].join(' ')),
    );
    for (const word of words) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  }
  /** Inverse document frequency; a word no article has weighs as much as the rarest word. */
  const weightOf = (term: string) =>
    Math.log(1 + articles.length / ((documentFrequency.get(term) ?? 1) + 0.5));

  function searchText(
    query: string,
    limit: number,
    askingWords: ReadonlySet<string>,
  ): KnowledgeHit[] {
    const expanded = expandAbbreviations(query, abbreviations);
    const asked = questionTerms(query, abbreviations);
    const topical = new Map([...asked].filter(([term]) => !askingWords.has(term)));
    const weightOfAll = (terms: Map<string, Set<string>>) =>
      [...terms.keys()].reduce((sum, term) => sum + weightOf(term), 0);
    if (weightOfAll(asked) === 0) return [];
    /** Share of the terms' weight the article holds. */
    const coverageOf = (terms: Map<string, Set<string>>, found: Set<string>) => {
      const total = weightOfAll(terms);
      if (total === 0) return 0;
      const covered = [...terms].filter(([, words]) => [...words].some((word) => found.has(word)));
      return covered.reduce((sum, [term]) => sum + weightOf(term), 0) / total;
    };
    // Each word once: a pasted page repeats words, and each one costs a lookup.
    const results: SearchResult[] = index.search([...new Set(tokenize(expanded))].join(' '));
    const best = results[0]?.score ?? 0;
    const dominant = best >= MIN_DOMINANT_SCORE && best >= DOMINANT * (results[1]?.score ?? 0);
    return results
      .map((result) => {
        const found = new Set(result.queryTerms);
        return {
          article: byId.get(String(result.id))!,
          score: result.score,
          // In a short question ("do I qualify for TDIU?") the asking words may be missing from
          // the article; a long message must be covered as written.
          coverage: Math.max(
            coverageOf(asked, found),
            topical.size <= SHORT_TOPIC ? coverageOf(topical, found) : 0,
          ),
        };
      })
      .filter(
        (hit, rank, hits) =>
          hit.score >= MIN_SCORE &&
          (hit.score >= best * SHARE_OF_BEST ||
            // The best scores high on one word and misses the rest ("PTSD" in "will PTSD
            // take my guns"): an article that holds every word is no noise beside it.
            (hit.coverage >= FULL_COVERAGE && hits[0]!.coverage < MIN_COVERAGE)) &&
          (hit.coverage >= MIN_COVERAGE ||
            (rank === 0 && dominant && hit.coverage >= MIN_DOMINANT_COVERAGE)),
      )
      .slice(0, limit);
  }

  return {
    article: (id) => byId.get(id),
    nearest: (query, limit) =>
      index
        .search([...new Set(tokenize(expandAbbreviations(query, abbreviations)))].join(' '))
        .filter((result) => result.score >= MIN_SCORE)
        .slice(0, limit)
        .map((result) => byId.get(String(result.id))!),
    search(query, { limit = 3, askingWords = new Set<string>() } = {}) {
      const hits = searchText(query, limit, askingWords);
      const sentences = query.split(/(?<=[.!?])\s+|\n+/).filter((text) => text.trim() !== '');
      const clausesOf = (sentence: string) => sentence.split(CLAUSE_BREAK);
      if (hits.length > 0 || (sentences.length < 2 && clausesOf(query).length < 2)) return hits;
      /** The part whose article matches best, a part of a question counting four times. */
      const bestPart = (parts: readonly [part: string, sentence: string][]) => {
        let best: { hits: KnowledgeHit[]; weight: number } = { hits: [], weight: 0 };
        for (const [part, sentence] of parts) {
          // "Should I be worried?" alone would find the crisis line by its one word.
          if (termsOf(expandAbbreviations(part, abbreviations)).length < MIN_SENTENCE_TERMS) {
            continue;
          }
          const hits = searchText(part, limit, askingWords);
          const weight = (hits[0]?.score ?? 0) * (sentence.trim().endsWith('?') ? QUESTION : 1);
          if (weight > best.weight) best = { hits, weight };
        }
        return best;
      };
      // A question among other sentences (who they are, how to reach them) is judged alone;
      // of the sentences that find something, the one whose article matches best wins, a
      // question counting four times, so "does anyone have any advice?" does not outweigh the
      // sentence that says what it is about, nor "my letter came last week" the question.
      const best = bestPart(sentences.map((sentence) => [sentence, sentence]));
      if ((best.hits[0]?.score ?? 0) >= MIN_DOMINANT_SCORE) return best.hits;
      // No sentence names a topic by its title or synonyms: a clause may ("I am lost because
      // I live overseas, and a DBQ is on step 3 of 8" says what it is about in its second half).
      const clauses = sentences.flatMap((sentence) =>
        clausesOf(sentence).map((clause): [string, string] => [clause, sentence]),
      );
      const inClauses = bestPart(clauses);
      return (inClauses.weight > best.weight ? inClauses : best).hits;
    },
  };
}
