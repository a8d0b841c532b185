/**
 * The chat's answer from the veteran's own finder result: "am I covered by the PACT Act?" leads
 * with the presumptive rules their saved service history meets (the fact and the law for each)
 * and those it came near; "what can I claim secondary to my knee?" with the conditions that
 * often follow that rated condition, each needing a medical opinion. The result is the one the
 * Finder screen shows; this module only recognises the question and words the answer.
 */
import type { ConditionReference } from '../analysis/analysis-types';
import { fillText } from '../analysis/fill-text';
import type { FileBefore } from '../finder/finder-content';
import { namedCondition } from './feature-starters';
import type { FinderAnswerWording } from './knowledge-types';

export const FINDER_PATHS = { finder: '/finder', profile: '/profile' } as const;

/** The finder's result for the veteran, as the chat reads it. */
export interface FinderFacts {
  /** False until the veteran saves a service history on their profile. */
  serviceHistoryGiven: boolean;
  met: readonly {
    title: string;
    citation: string;
    status: 'met' | 'reported';
    fact: string;
    factCitation: string;
    doubt: string | null;
    /** While it is ahead on the clock: the date to file before (content/finder). */
    fileBefore?: FileBefore | null;
  }[];
  nearMisses: readonly { title: string; citation: string; why: string }[];
  secondary: readonly {
    name: string;
    /** The rated condition it would follow, as the veteran's record names it. */
    secondaryTo: string;
    /** The words that name the rated condition's kind ("knee", "lumbar"). */
    primaryNames: readonly string[];
    mechanism: string;
    doubt: string | null;
  }[];
  /** What VA needs for any secondary condition. */
  secondaryEvidence: readonly string[];
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2019']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

/** Edits between two words, a swap of neighbours counting as one ("lejuene", "lejeune"). */
function slips(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * Whether a typed word is the known one: short words must be exact ("pact", "burn"), longer ones
 * may have a slip ("presumtive", "secondery"), and only long ones two.
 */
function sameWord(typed: string, known: string): boolean {
  if (typed === known) return true;
  const allowed = known.length >= 10 ? 2 : known.length >= 5 ? 1 : 0;
  return allowed > 0 && Math.abs(typed.length - known.length) <= allowed
    ? slips(typed, known) <= allowed
    : false;
}

/** Where the phrase's words stand together in `words`, or -1. */
function phraseAt(words: readonly string[], phrase: string, from = 0): number {
  const wanted = wordsOf(phrase);
  for (let start = from; start + wanted.length <= words.length; start++) {
    if (wanted.every((word, offset) => sameWord(words[start + offset]!, word))) return start;
  }
  return -1;
}

const names = (words: readonly string[], phrases: readonly string[]) =>
  phrases.some((phrase) => phraseAt(words, phrase) >= 0);

/** Words that end the condition a veteran names after "secondary to my …". */
const CONDITION_ENDS = new Set([
  'and',
  'or',
  'what',
  'that',
  'which',
  'can',
  'could',
  'should',
  'would',
  'do',
  'does',
  'is',
  'are',
  'i',
  'if',
  'so',
  'but',
  'please',
  'claim',
  'claims',
]);
const CONDITION_OPENERS = new Set(['my', 'the', 'a', 'an', 'service', 'connected', 'rated']);
const MAX_CONDITION_WORDS = 4;

/** The condition named after the ask ("knee" in "secondary to my knee?"), in the veteran's words. */
function conditionAfter(words: readonly string[], at: number, phrase: string): string[] {
  const rest = words.slice(at + wordsOf(phrase).length);
  let start = 0;
  while (start < rest.length && CONDITION_OPENERS.has(rest[start]!)) start++;
  const named: string[] = [];
  for (const word of rest.slice(start)) {
    if (CONDITION_ENDS.has(word) || named.length === MAX_CONDITION_WORDS) break;
    named.push(word);
  }
  return named;
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map(wordsOf)
    .filter((words) => words.length > 0);

interface SecondaryAsk {
  condition: string[];
  /** Worded with "secondary": answered even when nothing follows the condition. */
  explicit: boolean;
}

function secondaryAsk(
  question: string,
  wording: FinderAnswerWording['secondary'],
): SecondaryAsk | null {
  const all = wordsOf(question);
  if (names(all, wording.notAbout)) return null;
  for (const words of sentencesOf(question)) {
    for (const phrase of wording.asks) {
      const at = phraseAt(words, phrase);
      if (at < 0) continue;
      const condition = conditionAfter(words, at, phrase);
      if (condition.length === 0) continue;
      const explicit = /^secondar/.test(phrase);
      if (explicit || names(all, wording.claimWords)) return { condition, explicit };
    }
  }
  return null;
}

/** Whether a rated condition is the one the veteran named, by its kind or its own name. */
function follows(condition: readonly string[], pair: FinderFacts['secondary'][number]) {
  const ratedWords = wordsOf(pair.secondaryTo);
  return (
    pair.primaryNames.some((name) => phraseAt(condition, name) >= 0) ||
    condition.some((word) => word.length > 2 && ratedWords.some((rated) => sameWord(word, rated)))
  );
}

function secondaryLead(
  ask: SecondaryAsk,
  finder: FinderFacts,
  wording: FinderAnswerWording['secondary'],
  conditions: readonly ConditionReference[],
): string | null {
  const condition = ask.condition.join(' ');
  const pairs = finder.secondary.filter((pair) => follows(ask.condition, pair));
  const finderLink = FINDER_PATHS.finder;
  if (pairs.length === 0) {
    // Looser wording ("because of my …") answers only when it names a condition.
    const aCondition = ask.explicit || namedCondition(condition, conditions) !== null;
    return aCondition ? fillText(wording.none, { condition, finderLink }) : null;
  }
  const lines = pairs.flatMap((pair) => [
    fillText(wording.pair, {
      name: pair.name,
      secondaryTo: pair.secondaryTo,
      mechanism: pair.mechanism,
    }),
    ...(pair.doubt ? [fillText(wording.doubt, { doubt: pair.doubt })] : []),
  ]);
  const evidence = finder.secondaryEvidence.map((item) => item.toLowerCase()).join('; ');
  return [
    `${fillText(wording.heading, { condition, finderLink })}\n${lines.join('\n')}`,
    fillText(wording.evidence, { evidence }),
  ].join('\n\n');
}

function presumptiveLead(
  question: string,
  finder: FinderFacts,
  wording: FinderAnswerWording['presumptive'],
): string | null {
  const words = wordsOf(question);
  if (names(words, wording.notAbout)) return null;
  const topic = names(words, wording.topics);
  const standalone = names(words, wording.standalone);
  if (!topic && !standalone) return null;
  const links = { finderLink: FINDER_PATHS.finder, profileLink: FINDER_PATHS.profile };
  if (!finder.serviceHistoryGiven) {
    // "What is the PACT Act?" gets the article; a question about the veteran, the way to ask it.
    const aboutThem = standalone || names(words, wording.asks);
    return aboutThem ? fillText(wording.noHistory, links) : null;
  }
  const met = finder.met.flatMap(
    ({ title, citation, fact, factCitation, status, doubt, fileBefore }) => [
      fillText(status === 'met' ? wording.met : wording.reported, {
        title,
        citation,
        fact,
        factCitation,
      }),
      ...(doubt ? [fillText(wording.doubt, { doubt })] : []),
      // The advice, its doubt and its check date are content/finder's words.
      ...(fileBefore
        ? [
            `  - **${fileBefore.title}.** ${fileBefore.advice} (${fileBefore.citation}; checked ${fileBefore.checkedOn})`,
            fillText(wording.doubt, { doubt: fileBefore.doubt }),
          ]
        : []),
    ],
  );
  const nearMisses = finder.nearMisses.map(({ title, citation, why }) =>
    fillText(wording.nearMiss, { title, citation, why }),
  );
  return [
    met.length > 0
      ? `${fillText(wording.heading, links)}\n${met.join('\n')}`
      : `${fillText(wording.heading, links)}\n\n${wording.noneMet}`,
    nearMisses.length > 0 ? `${wording.nearMissHeading}\n${nearMisses.join('\n')}` : null,
    fillText(wording.vaDecides, links),
  ]
    .filter((part): part is string => part !== null)
    .join('\n\n');
}

/**
 * The paragraphs that lead the answer with the veteran's finder result, or null when the
 * question asks about neither presumptive coverage nor what follows a condition, or when no
 * finder result came with the question. A question about a condition comes first: "secondary
 * to my Gulf War illness" asks what follows it.
 */
export function finderLead(
  question: string,
  finder: FinderFacts | undefined,
  context: { wording: FinderAnswerWording; conditions: readonly ConditionReference[] },
): string | null {
  if (!finder) return null;
  const { wording, conditions } = context;
  const ask = secondaryAsk(question, wording.secondary);
  if (ask) return secondaryLead(ask, finder, wording.secondary, conditions);
  return presumptiveLead(question, finder, wording.presumptive);
}
