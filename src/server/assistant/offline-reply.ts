import type { OfflineKnowledge } from '../../domain/knowledge/answer-question';
import { answerInContext } from '../../domain/knowledge/context-answer';
import type { ChatContext } from './assistant';

/** Paragraph by paragraph; joined back together they are exactly `markdown`. */
export function markdownChunks(markdown: string): string[] {
  const paragraphs = markdown.split('\n\n');
  return paragraphs.map((paragraph, index) =>
    index < paragraphs.length - 1 ? `${paragraph}\n\n` : paragraph,
  );
}

/**
 * The offline engine's answer, streamed in chunks. Each chunk waits for the next turn of the
 * event loop, so a caller writing them out sends them separately and can stop between them.
 */
export async function* offlineReply(
  knowledge: OfflineKnowledge,
  context: ChatContext,
  signal?: AbortSignal,
): AsyncIterable<string> {
  const { markdown } = answerInContext(context, knowledge);
  for (const chunk of markdownChunks(markdown)) {
    await new Promise((resolve) => setImmediate(resolve));
    if (signal?.aborted) return;
    yield chunk;
  }
}
