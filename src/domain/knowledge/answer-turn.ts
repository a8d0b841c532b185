/**
 * A message read once into its Turn and answered once: the Turn holds the reading (safety,
 * intent, entities, what of the case it points at) and what the answer did (its subject, a
 * draft in progress, notices given), to be stored beside the message for the turns after it.
 */
import type { Turn } from '../../contracts/turn';
import { readTurn } from '../understanding/read-turn';
import { sentencesThatAskBeside } from './answer-question';
import { answerInContext, type ReplyContext } from './context-answer';
import type { OfflineAnswer, OfflineKnowledge } from './offline-types';

export function answerWithTurn(
  context: ReplyContext,
  knowledge: OfflineKnowledge,
): { answer: OfflineAnswer; turn: Turn } {
  const { question } = context;
  const safety = context.safety ?? knowledge.safety.assess(question).level;
  const reading = readTurn(question, {
    safety,
    intent: { name: context.asked?.intent ?? null, score: context.asked?.score ?? 0 },
    asks: sentencesThatAskBeside(question, knowledge),
    conditions: knowledge.conditions,
  });
  const answer = answerInContext({ ...context, safety }, knowledge);
  const turn: Turn = {
    ...reading,
    answered: {
      intent: answer.intent,
      articleIds: answer.articleIds,
      readWith: answer.readWith ?? 'alone',
    },
    notices: answer.notices ?? [],
    drafting: answer.drafting ?? null,
  };
  return { answer, turn };
}
