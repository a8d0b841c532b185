/**
 * The passage that answers: retrieval finds the article, this finds the sentence in it that
 * holds what was asked ("how long does an HLR take" → the 125-day goal, not the article's
 * opening). Passages are an article's facts, the items of its lists and the sentences of its
 * paragraphs, ranked by BM25 over the same words the article index uses.
 */
import MiniSearch from 'minisearch';
import { expandAbbreviations, processTerm, tokenize } from './knowledge-index';
import type { Abbreviations, KnowledgeArticle } from './knowledge-types';

export interface Passage {
  articleId: string;
  text: string;
  /** A fact is written to answer on its own; a body sentence may lean on its paragraph. */
  kind: 'fact' | 'body';
}

export interface RankedPassage extends Passage {
  score: number;
  /** Whether it is of the kind asked for (the query's cue matched it). */
  ofKindAsked: boolean;
}

export interface PassageQuery {
  /** Articles to look in, best first; a later article's passages weigh a little less. */
  articleIds: readonly string[];
  /** Words that mark a passage of the kind asked for (a number of days for "how long"). */
  cue?: RegExp;
  /** The earlier question a follow-up points back to ("it"): its words count for less. */
  subject?: string;
  limit?: number;
}

export interface PassageIndex {
  best(question: string, query: PassageQuery): RankedPassage[];
}

const FACT_WEIGHT = 1.5;
const CUE_WEIGHT = 2;
/** Each later article's passages count this much less than the one before. */
const RANK_DECAY = 0.8;
/** What a passage that matches only the cue scores before its weights: about one shared word. */
const CUE_ONLY_SCORE = 1;
/**
 * How much a word of the follow-up's subject, or of an abbreviation spelled out, counts beside
 * a word of the question itself.
 */
const SUBJECT_WEIGHT = 0.3;
/** Shorter text is a heading or a label, not an answer. */
const MIN_PASSAGE_LENGTH = 40;

const plain = (text: string) =>
  text
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** "**How long it takes.** VA's goal is…" answers without its label. */
const withoutLabel = (item: string) => {
  const rest = item.replace(/^\*\*[^*]+\*\*:?\s*/, '');
  return rest.length >= MIN_PASSAGE_LENGTH ? rest : item;
};

/** Sentences end at a full stop before a capital; "38 CFR 3.31" and "e.g." stay whole. */
const sentencesOf = (paragraph: string) => paragraph.split(/(?<=[.!?])\s+(?=[A-Z"“(])/);

/** The body's list items (with their nested items) and its paragraphs' sentences. */
export function bodyPassages(body: string): string[] {
  const passages: string[] = [];
  for (const block of body.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((line) => !/^#{1,6} /.test(line));
    if (lines.length === 0) continue;
    if (lines.every((line) => /^\s*(?:[-*]|\d+\.) /.test(line) || line.trim() === '')) {
      let item = '';
      for (const line of lines) {
        const top = /^(?:[-*]|\d+\.) (.+)$/.exec(line)?.[1];
        if (top !== undefined) {
          if (item) passages.push(plain(withoutLabel(item)));
          item = top;
        } else item += ` ${line.trim().replace(/^(?:[-*]|\d+\.) /, '')}`;
      }
      if (item) passages.push(plain(withoutLabel(item)));
      continue;
    }
    passages.push(...sentencesOf(plain(lines.join(' '))));
  }
  return passages.filter((passage) => passage.length >= MIN_PASSAGE_LENGTH);
}

export function createPassageIndex(
  articles: readonly KnowledgeArticle[],
  abbreviations: Abbreviations,
): PassageIndex {
  const passages: Passage[] = articles.flatMap((article) => [
    ...article.facts.map((text) => ({
      articleId: article.id,
      text: plain(text),
      kind: 'fact' as const,
    })),
    ...bodyPassages(article.body).map((text) => ({
      articleId: article.id,
      text,
      kind: 'body' as const,
    })),
  ]);
  const index = new MiniSearch<Passage & { id: number }>({
    fields: ['text'],
    storeFields: [],
    tokenize,
    processTerm,
    searchOptions: {
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 && /^\p{L}+$/u.test(term) ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  index.addAll(passages.map((passage, id) => ({ ...passage, id })));

  return {
    best(question, { articleIds, cue, subject = '', limit = 2 }) {
      const rankOf = new Map(articleIds.map((id, rank) => [id, rank]));
      const wordsOf = (text: string) => tokenize(expandAbbreviations(text, abbreviations));
      // An abbreviation's spelled-out words find the passages that use them, but count no more
      // than the abbreviation: "C&P" must not favour the sentence that defines it.
      const own = new Set(tokenize(question).map(processTerm));
      const terms = [...new Set([...wordsOf(question), ...wordsOf(subject)])].join(' ');
      const scores = new Map<number, number>();
      const inArticles = (id: number) => rankOf.has(passages[id]!.articleId);
      const found = index.search(terms, {
        filter: (hit) => inArticles(Number(hit.id)),
        boostTerm: (term) => (own.has(term) ? 1 : SUBJECT_WEIGHT),
      });
      for (const result of found) {
        scores.set(Number(result.id), result.score);
      }
      // A passage of the kind asked for counts even when it shares no word with the question:
      // "how long will that take?" is answered by "about 125 days".
      if (cue) {
        passages.forEach((passage, id) => {
          if (inArticles(id) && !scores.has(id) && cue.test(passage.text)) {
            scores.set(id, CUE_ONLY_SCORE);
          }
        });
      }
      return [...scores]
        .map(([id, score]) => {
          const passage = passages[id]!;
          const ofKindAsked = cue?.test(passage.text) ?? false;
          const weight =
            (passage.kind === 'fact' ? FACT_WEIGHT : 1) *
            (ofKindAsked ? CUE_WEIGHT : 1) *
            RANK_DECAY ** rankOf.get(passage.articleId)!;
          return { ...passage, score: score * weight, ofKindAsked };
        })
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}
