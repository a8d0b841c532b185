/**
 * The engine backed by a language model (DESIGN §5). The rules come first and stay offline:
 * the safety check reads each message first, and crisis language and requests to fabricate are
 * answered by the offline engine without asking the model (warning signs get the Crisis Line
 * above the model's answer); document analysis is the offline engine's. Everything else is grounded in the
 * offline retrieval and computed facts, redacted, streamed, and closed with the sources we gave
 * and the closing line (free help from a VSO). A provider that fails before saying anything is replaced by
 * the offline answer, with one line saying so.
 */
import { type LanguageModel, streamText } from 'ai';
import { sourcesList } from '../../domain/knowledge/answer-text';
import { type Citation, unknownCitations } from '../../domain/knowledge/citations';
import { detectFabricationRequest } from '../../domain/knowledge/fabrication';
import { finderLead } from '../../domain/knowledge/finder-answer';
import { crisisLineAbove, questionToAnswer } from '../../domain/knowledge/context-answer';
import { isCrisis } from '../../domain/safety/safety-types';
import type { AnswerClosing, KnowledgeSource } from '../../domain/knowledge/knowledge-types';
import type { Assistant, ChatContext } from './assistant';
import { answerOnce, type OfflineEngine } from './offline-reply';
import { buildGroundedPrompt, RESEARCH_GROUNDING_ARTICLES } from './llm-prompt';

export const OFFLINE_FALLBACK_NOTICE =
  '_Wingman’s online model is unavailable right now, so this answer comes from its offline knowledge._';
export const INTERRUPTED_NOTICE =
  '_The online model stopped before finishing this answer. You can ask again, or ask a VSO about the rest._';

/** Offline answers that are computed, not looked up: the model is told to use them as they are. */
const FACT_INTENTS = new Set(['rating', 'deadline', 'criteria']);

export interface LlmAssistantOptions extends OfflineEngine {
  model: LanguageModel;
  /** Answers crisis and fabrication, analyses documents, and stands in when the model fails. */
  offline: Assistant;
  /** How long the model may stay silent, before its first word or between two. */
  timeoutMs: number;
}

const citationText = (citation: Citation) =>
  citation.kind === 'cfr'
    ? `38 CFR ${citation.key}${citation.paragraph}`
    : `VA Form ${citation.key}`;

/** What follows the model's text: a notice if it broke off, checks, sources, closing line. */
function closing(
  text: string,
  {
    interrupted,
    sources,
    unknown,
    answerClosing,
  }: {
    interrupted: boolean;
    sources: readonly KnowledgeSource[];
    unknown: readonly Citation[];
    answerClosing: AnswerClosing;
  },
): string {
  const names = [...new Set(unknown.map(citationText))];
  const blocks = [
    interrupted ? INTERRUPTED_NOTICE : null,
    names.length > 0
      ? `_Wingman could not check ${names.join(', ')} against its sources, so please confirm it with a VSO before relying on it._`
      : null,
    sources.length > 0 ? sourcesList(sources) : null,
    answerClosing.line,
  ].filter((block): block is string => block !== null);
  const separator = text.endsWith('\n\n') ? '' : text.endsWith('\n') ? '\n' : '\n\n';
  return separator + blocks.join('\n\n');
}

export function createLlmAssistant({
  model,
  offline,
  knowledge,
  intents,
  timeoutMs,
}: LlmAssistantOptions): Assistant {
  const { rules, corpus, index } = knowledge;

  async function* reply(context: ChatContext, signal?: AbortSignal): AsyncIterable<string> {
    const { level } = knowledge.safety.assess(context.question);
    // Beside warning signs only what was asked goes to the model; nothing asked, the reply.
    const question = questionToAnswer(context.question, level, knowledge);
    if (
      isCrisis(level) ||
      question === '' ||
      detectFabricationRequest(question, rules.fabrication)
    ) {
      yield* offline.reply(context, signal);
      return;
    }
    const lineAbove = crisisLineAbove(level, context.history, knowledge);
    if (lineAbove) yield `${lineAbove}\n\n`;
    // The message is read once, as offline; the reading is stored and its computed facts
    // (a combined rating, a deadline) ground the model.
    const { answer: computed, turn } = await answerOnce({ knowledge, intents }, context);
    context.onTurn?.(turn);
    const prompt = buildGroundedPrompt({
      context,
      hits: index.search(question, { limit: RESEARCH_GROUNDING_ARTICLES }),
      facts: FACT_INTENTS.has(computed.intent) ? computed : null,
      finder: finderLead(question, context.veteranCase.finder, {
        wording: rules.finderAnswer,
        conditions: knowledge.conditions,
      }),
      modeInstruction: rules.chatModes.modelInstructions[context.mode],
      corpus,
      answerClosing: rules.answerClosing,
      instructions: rules.modelInstructions,
    });

    const controller = new AbortController();
    const stop = () => controller.abort();
    signal?.addEventListener('abort', stop, { once: true });
    let timer: NodeJS.Timeout | undefined;
    const awaitNextWord = () => {
      clearTimeout(timer);
      timer = setTimeout(stop, timeoutMs);
    };
    let text = '';
    let failed = false;
    try {
      awaitNextWord();
      const result = streamText({
        model,
        system: prompt.system,
        messages: prompt.messages,
        maxRetries: 0,
        abortSignal: controller.signal,
        // Failures are handled below; the provider's message may quote the prompt, so it is not logged.
        onError: () => {},
      });
      for await (const part of result.fullStream) {
        if (part.type === 'error' || part.type === 'abort') {
          failed = true;
          break;
        }
        if (part.type !== 'text-delta' || part.text === '') continue;
        clearTimeout(timer);
        text += part.text;
        yield part.text;
        awaitNextWord();
      }
    } catch {
      failed = true;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      controller.abort();
    }
    if (signal?.aborted) return;
    if (text.trim() === '') {
      yield `${OFFLINE_FALLBACK_NOTICE}\n\n`;
      // The offline answer opens with the same line, already shown above.
      for await (const chunk of offline.reply(context, signal)) {
        if (!(lineAbove && chunk.startsWith(lineAbove))) yield chunk;
      }
      return;
    }
    yield closing(text, {
      interrupted: failed,
      sources: prompt.sources,
      unknown: unknownCitations(text, corpus),
      answerClosing: rules.answerClosing,
    });
  }

  return {
    analyzeDocuments: (docs, context) => offline.analyzeDocuments(docs, context),
    reply,
  };
}
