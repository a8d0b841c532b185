/**
 * Crisis language comes before everything else: the Veterans Crisis Line first, then a short
 * caring reply (DESIGN §5; va-facts.md §9). When in doubt the line is shown: a false alarm costs
 * a veteran a few seconds, a missed one can cost far more. The words are
 * content/knowledge-rules/crisis-reply.json, which the server refuses to start without.
 */
import { finishAnswer } from './answer-text';
import type { ComposedAnswer, CrisisPhrases, CrisisReply } from './knowledge-types';
import { firstPhraseMatch } from './phrase-match';

export interface CrisisSignal {
  /** The words that matched, for tests and review; never logged. */
  phrase: string;
}

/**
 * Look-alikes ("what's the point of filing", "I'm done with the paperwork") are kept out by
 * lookaheads inside each pattern, never by a second list checked against the whole message: such
 * a veto would also silence a real crisis sentence sitting next to a claim question.
 */
export function detectCrisis(text: string, phrases: CrisisPhrases): CrisisSignal | null {
  const phrase = firstPhraseMatch(text, phrases.patterns);
  return phrase ? { phrase } : null;
}

/** The line first, then a caring word; the same for every personality, never shortened. */
export function crisisParts(reply: CrisisReply): string[] {
  return [reply.line.join('\n'), ...reply.caring];
}

/** One line that keeps the Veterans Crisis Line in view in later answers of the same chat. */
export function crisisReminder(reply: CrisisReply): string {
  return reply.reminder;
}

export function crisisReply(reply: CrisisReply): ComposedAnswer {
  return finishAnswer(crisisParts(reply), reply.sources);
}
