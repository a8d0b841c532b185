import type { OfflineAnswer, OfflineKnowledge } from '../../domain/knowledge/offline-types';
import { answerWithTurn } from '../../domain/knowledge/answer-turn';
import type { Turn } from '../../contracts/turn';
import { answerInContext, questionToAnswer } from '../../domain/knowledge/context-answer';
import type { IntentClassifier } from '../../domain/knowledge/intent-classifier';
import type { ChatContext } from './assistant';

/** What the offline engine answers from: the knowledge, and what tells what a question asks. */
export interface OfflineEngine {
  knowledge: OfflineKnowledge;
  intents: IntentClassifier;
}

/** Paragraph by paragraph; joined back together they are exactly `markdown`. */
export function markdownChunks(markdown: string): string[] {
  const paragraphs = markdown.split('\n\n');
  return paragraphs.map((paragraph, index) =>
    index < paragraphs.length - 1 ? `${paragraph}\n\n` : paragraph,
  );
}

/**
 * The message read once into its Turn and answered once. The safety check comes first; beside
 * warning signs, only what was asked is classified.
 */
export async function answerOnce(
  { knowledge, intents }: OfflineEngine,
  context: ChatContext,
): Promise<{ answer: OfflineAnswer; turn: Turn }> {
  const safety = knowledge.safety.assess(context.question).level;
  const asked = await intents.classify(questionToAnswer(context.question, safety, knowledge));
  return answerWithTurn({ ...context, asked, safety }, knowledge);
}

/**
 * The offline engine's answer, streamed in chunks. Each chunk waits for the next turn of the
 * event loop, so a caller writing them out sends them separately and can stop between them.
 */
export async function* offlineReply(
  { knowledge, intents }: OfflineEngine,
  context: ChatContext,
  signal?: AbortSignal,
): AsyncIterable<string> {
  const { answer, turn } = await answerOnce({ knowledge, intents }, context);
  context.onTurn?.(turn);
  for (const chunk of markdownChunks(answer.markdown)) {
    await new Promise((resolve) => setImmediate(resolve));
    if (signal?.aborted) return;
    yield chunk;
  }
}

/** Questions that run every pattern list the engine has and its searches. */
const WARM_UP_QUESTIONS = [
  'What does it take to qualify for 50% for sleep apnea?',
  'whats the deadline for a higher level review and how long does it take',
];

/**
 * Answers a question twice, so V8 compiles and then optimises the engine's few hundred
 * patterns at start-up rather than while the first veterans wait (about a second in all).
 */
export function warmUpOfflineEngine({ knowledge }: OfflineEngine) {
  const context = {
    history: [],
    today: '2026-01-01',
    personality: 'professional' as const,
    mode: 'general' as const,
    documents: [],
    disabilities: [],
    veteranCase: { disabilities: [], claims: [] },
  };
  for (let round = 0; round < 2; round++) {
    for (const question of WARM_UP_QUESTIONS) answerInContext({ ...context, question }, knowledge);
  }
}
