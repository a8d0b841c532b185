/**
 * The Veterans Crisis Line's words in an answer (DESIGN §5; va-facts.md §9), by the level the
 * safety check read (src/domain/safety): the full reply first for imminent and ideation, one
 * line above the answer for warning signs, and a reminder in later answers of the same chat.
 * The words are content/knowledge-rules/crisis-reply.json, which the server refuses to start
 * without.
 */
import { finishAnswer } from './answer-text';
import type { ComposedAnswer, CrisisReply } from './knowledge-types';

/** The line first, then a caring word; the same for every personality, never shortened. */
export function crisisParts(reply: CrisisReply): string[] {
  return [reply.line.join('\n'), ...reply.caring];
}

export function crisisReply(reply: CrisisReply): ComposedAnswer {
  return finishAnswer(crisisParts(reply), reply.sources);
}

/** An answer with one line above it: the Crisis Line is there, and the question is answered. */
export function withLineAbove<T extends ComposedAnswer>(
  answer: T,
  line: string,
  reply: CrisisReply,
): T {
  return {
    ...answer,
    markdown: `${line}\n\n${answer.markdown}`,
    sources: [...reply.sources, ...answer.sources],
  };
}
