/**
 * How a Board decision's sentences are matched to its issues: the words that name a condition
 * (abbreviations and their spelled-out names written one way), the side of the body they name,
 * and the items of a sentence that lists several issues at once.
 */
import { StemmerEn } from '@nlpjs/lang-en';
import type { BoardDecisionContent } from './analysis-types';
import { phraseRegExp } from './document-scan';

/** Common words of issues and orders that say nothing about which condition is meant. */
const GENERIC_WORDS = new Set(
  (
    'entitlement service connection connected service-connected claim claims for the and ' +
    'include including to disorder disorders disability disabilities condition conditions ' +
    'acquired rating ratings evaluation initial higher excess percent granted denied remanded ' +
    'dismissed reopened reopening issue issues appeal veteran veterans appellant new material ' +
    'evidence received submitted reopen whether previously secondary with its his her that ' +
    'this are been has having was discussed above addressed portion decision decisions below ' +
    'via agency original jurisdiction aoj office regional subject provisions governing award ' +
    'payment monetary benefits laws regulations extent only other than claimed diagnosed ' +
    'variously however well right left both bilateral due based warranted there where along ' +
    'being status'
  ).split(' '),
);

type Side = 'right' | 'left';

const stemmer = new StemmerEn();
/** "depression" and "depressive", "alcoholism" and "alcohol" name the same condition. */
const stemOf = (word: string) => (word.includes('-') ? word : stemmer.stem(word));

export interface IssueWords {
  words: Set<string>;
  /** The sides of the body named; empty when none is. */
  sides: Set<Side>;
}

function sameNames(text: string, content: BoardDecisionContent): string {
  return content.sameNames.reduce(
    (rest, { pattern, as }) => rest.replace(phraseRegExp(pattern), as),
    text.toLowerCase(),
  );
}

export function issueWords(text: string, content: BoardDecisionContent): IssueWords {
  const named = sameNames(text, content);
  const words = (named.match(/[a-z][a-z'-]{2,}/g) ?? []).map((word) => word.replace(/'s$/, ''));
  const sides = new Set<Side>();
  if (/\b(?:right|bilateral)\b/.test(named)) sides.add('right');
  if (/\b(?:left|bilateral)\b/.test(named)) sides.add('left');
  return { words: new Set(words.filter((word) => !GENERIC_WORDS.has(word)).map(stemOf)), sides };
}

/**
 * "other than PTSD" is named by an issue that names PTSD among other conditions
 * ("a psychiatric disorder, to include PTSD and depression"): the Board may split it.
 */
function names(words: Set<string>, word: string): boolean {
  if (words.has(word)) return true;
  const excluded = /^non-(.+)$/.exec(word)?.[1];
  return excluded !== undefined && words.has(excluded) && words.size > 1;
}

function shared(from: Set<string>, to: Set<string>): number {
  let count = 0;
  for (const word of from) if (names(to, word)) count++;
  return count;
}

/**
 * How far two texts name the same condition: shared words over the shorter list, and nothing
 * when they name different sides (a right knee is not a left knee).
 */
export function likeness(a: IssueWords, b: IssueWords): number {
  if (a.words.size === 0 || b.words.size === 0) return 0;
  if (a.sides.size > 0 && b.sides.size > 0 && ![...a.sides].some((side) => b.sides.has(side)))
    return 0;
  const count = Math.max(shared(a.words, b.words), shared(b.words, a.words));
  return count / Math.min(a.words.size, b.words.size);
}

const KEPT_AND = '\u0001';
const KEPT_COMMA = '\u0002';

/**
 * The items of a sentence that lists issues ("…for PTSD, a lumbar spine disability; entitlement
 * to higher ratings for right and left knee degenerative joint disease; entitlement to a TDIU,
 * and…"), each with the qualifiers that follow it.
 */
export function listItems(text: string, content: BoardDecisionContent): string[] {
  const kept = content.lists.unbroken.reduce(
    (rest, pattern) =>
      rest.replace(phraseRegExp(pattern), (phrase) =>
        phrase.replace(/\s+and\s+/gi, KEPT_AND).replace(/,/g, KEPT_COMMA),
      ),
    text,
  );
  const qualifier = phraseRegExp(content.lists.qualifiers);
  const items: string[] = [];
  for (const part of kept.split(phraseRegExp(content.lists.breaks))) {
    const item = part.replaceAll(KEPT_AND, ' and ').replaceAll(KEPT_COMMA, ',').trim();
    if (!item) continue;
    qualifier.lastIndex = 0;
    if (items.length > 0 && qualifier.test(item)) items[items.length - 1] += `, ${item}`;
    else items.push(item);
  }
  return items;
}
