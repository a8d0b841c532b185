/**
 * Follow-up questions. "What form do I use for that?" means nothing alone; after "I want to
 * appeal to the Board" it asks for VA Form 10182. A short question that points back ("that",
 * "it", "those") or finds nothing alone is read together with the veteran's previous question,
 * and the answer says so, so the veteran can see how it was read.
 */
import { answerQuestion } from './answer-question';
import { composeAnswer } from './compose-answer';
import { type AskedFor, NOTHING_ASKED } from './intent-classifier';
import type { AiPersonality } from './knowledge-types';
import type {
  HistoryMessage,
  OfflineAnswer,
  OfflineIntent,
  OfflineKnowledge,
} from './offline-types';
import type { Turn } from '../../contracts/turn';

/** Words that point back at what was said before. */
const POINTS_BACK = /\b(?:that|it|this|those|them|these|there|one)\b/i;
/** Longer questions carry their own topic. */
const MAX_FOLLOW_UP_WORDS = 12;
const QUOTE_LENGTH = 80;
/** What a follow-up read with its previous question may become. */
const FOLLOWS_ON: readonly OfflineIntent[] = ['knowledge', 'criteria', 'outline', 'rating', 'pay'];
/** A previous calculation or look-up whose question a follow-up is read together with. */
const TOPICAL: readonly OfflineIntent[] = ['criteria', 'deadline', 'pay', 'rating'];

function quoted(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > QUOTE_LENGTH ? `${oneLine.slice(0, QUOTE_LENGTH - 1)}…` : oneLine;
}

type FollowUpContext = {
  history: readonly HistoryMessage[];
  knowledge: OfflineKnowledge;
  today: string;
  personality: AiPersonality;
  asked?: AskedFor;
};

/**
 * The question answered from the articles the previous answer came from: "do i qualify for
 * it?" after "whats TDIU" is answered by TDIU's own eligibility passage.
 */
function answerAboutSubject(
  question: string,
  { previous, subjectIds }: { previous: string; subjectIds: readonly string[] },
  { knowledge, personality, asked = NOTHING_ASKED }: FollowUpContext,
): OfflineAnswer | null {
  const hits = subjectIds.flatMap((id) => {
    const article = knowledge.index.article(id);
    return article ? [{ article, score: 1, coverage: 1 }] : [];
  });
  const passages = knowledge.passages.best(question, {
    articleIds: subjectIds,
    subject: previous,
    cue: asked.cue,
    limit: 6,
  });
  const [first, ...rest] = hits;
  if (!first || passages.length === 0) return null;
  const answer = composeAnswer({ hits: [first, ...rest], passages, personality });
  const subject = knowledge.index.article(passages[0]!.articleId)?.title ?? first.article.title;
  return {
    intent: 'knowledge',
    ...answer,
    readWith: 'subject',
    markdown: `_About ${subject}, from earlier in this chat._\n\n${answer.markdown}`,
  };
}

/** How far back a chain of follow-ups ("do i qualify for it?", "what form for that?") is followed. */
const SUBJECT_LOOKBACK = 4;

const isFollowUpShaped = (question: string) =>
  question.trim().split(/\s+/).length <= MAX_FOLLOW_UP_WORDS && POINTS_BACK.test(question);

/**
 * The latest question of the chat that set a subject, with what answered it, from the Turns
 * stored beside the questions: follow-ups are passed over, so a chain of them stays on the
 * subject the chat started with. Earlier questions are never answered again.
 */
function conversationSubject(
  history: readonly HistoryMessage[],
): { previous: string; answered: Turn['answered'] } | null {
  const questions = history.filter((message) => message.role === 'user');
  for (const { content, turn } of questions.slice(-SUBJECT_LOOKBACK).reverse()) {
    if (!turn) continue;
    const setsSubject =
      turn.answered.intent !== 'nothing-found' &&
      turn.answered.readWith === 'alone' &&
      !isFollowUpShaped(content);
    if (setsSubject) return { previous: content, answered: turn.answered };
  }
  return null;
}

/**
 * The answer to `question` in the light of the previous question, or `alone` when the question
 * stands on its own. A question about an article's subject is answered from that subject; one
 * after a calculation or a date is read together with it ("how much does that pay a month?").
 */
export function answerFollowUp(
  question: string,
  alone: OfflineAnswer,
  context: FollowUpContext,
): OfflineAnswer {
  const { history, knowledge, today, personality } = context;
  const standsAlone = alone.intent !== 'knowledge' && alone.intent !== 'nothing-found';
  const short = question.trim().split(/\s+/).length <= MAX_FOLLOW_UP_WORDS;
  if (standsAlone || !short) return alone;
  if (alone.intent === 'knowledge' && !POINTS_BACK.test(question)) return alone;

  const subject = conversationSubject(history);
  if (!subject) return alone;
  const { previous, answered } = subject;
  if (answered.intent === 'knowledge') {
    // The subject is the article the earlier answer opened with, not its see-alsos.
    const subjectIds = answered.articleIds.slice(0, 1);
    return answerAboutSubject(question, { previous, subjectIds }, context) ?? alone;
  }
  if (!TOPICAL.includes(answered.intent as OfflineIntent)) return alone;
  // A follow-up to a calculation or a date ("how much does that pay?") is read with it.
  const together = answerQuestion(`${previous}\n${question}`, { knowledge, today, personality });
  if (!FOLLOWS_ON.includes(together.intent)) return alone;
  if (together.articleIds[0] === alone.articleIds[0]) return alone;
  return {
    ...together,
    readWith: 'together',
    markdown: `_Read together with your earlier question: “${quoted(previous)}”._\n\n${together.markdown}`,
  };
}
