/**
 * Follow-up questions. "What form do I use for that?" means nothing alone; after "I want to
 * appeal to the Board" it asks for VA Form 10182. A short question that points back ("that",
 * "it", "those") or finds nothing alone is read together with the veteran's previous question,
 * and the answer says so, so the veteran can see how it was read.
 */
import { answerQuestion, type OfflineAnswer, type OfflineIntent } from './answer-question';
import type { AiPersonality } from './knowledge-types';
import type { OfflineKnowledge } from './answer-question';

export interface HistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** Words that point back at what was said before. */
const POINTS_BACK = /\b(?:that|it|this|those|them|these|there|one)\b/i;
/** Longer questions carry their own topic. */
const MAX_FOLLOW_UP_WORDS = 12;
const QUOTE_LENGTH = 80;
/** What a follow-up read with its previous question may become. */
const FOLLOWS_ON: readonly OfflineIntent[] = ['knowledge', 'criteria', 'outline', 'rating', 'pay'];
/** A previous question whose answer these intents gave has a topic worth carrying on. */
const TOPICAL: readonly OfflineIntent[] = ['knowledge', 'criteria', 'deadline', 'pay', 'rating'];

function quoted(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > QUOTE_LENGTH ? `${oneLine.slice(0, QUOTE_LENGTH - 1)}…` : oneLine;
}

/**
 * The answer to `question` read with the previous question, or `alone` when the question
 * stands on its own or the previous question gives it nothing to add.
 */
export function answerFollowUp(
  question: string,
  alone: OfflineAnswer,
  {
    history,
    knowledge,
    today,
    personality,
  }: {
    history: readonly HistoryMessage[];
    knowledge: OfflineKnowledge;
    today: string;
    personality: AiPersonality;
  },
): OfflineAnswer {
  const standsAlone = alone.intent !== 'knowledge' && alone.intent !== 'nothing-found';
  const short = question.trim().split(/\s+/).length <= MAX_FOLLOW_UP_WORDS;
  if (standsAlone || !short) return alone;
  if (alone.intent === 'knowledge' && !POINTS_BACK.test(question)) return alone;

  const previous = history.findLast((message) => message.role === 'user')?.content;
  if (!previous) return alone;
  const context = { knowledge, today, personality };
  if (!TOPICAL.includes(answerQuestion(previous, context).intent)) return alone;
  const together = answerQuestion(`${previous}\n${question}`, context);
  if (!FOLLOWS_ON.includes(together.intent)) return alone;
  if (together.articleIds[0] === alone.articleIds[0]) return alone;
  return {
    ...together,
    markdown: `_Read together with your earlier question: “${quoted(previous)}”._\n\n${together.markdown}`,
  };
}
