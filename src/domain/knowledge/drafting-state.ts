/**
 * Where a drafting conversation stands, read from the Turns stored beside the veteran's
 * messages: each Turn records whether its reply asked for a statement's facts. The conversation
 * is open while the latest replies asked; a draft, or any other answer, ends it.
 */
import type { HistoryMessage } from './offline-types';
import type { StatementKind } from './knowledge-types';
import { readStatementRequest } from './statement-request';

export interface DraftingState {
  kind: StatementKind;
  /** The veteran's messages of this conversation, oldest first, the latest one included. */
  messages: string[];
  /** How many times Wingman has asked for the facts already. */
  asked: number;
}

/**
 * The drafting conversation `question` belongs to, or null when it belongs to none: a request
 * for a statement starts one, unless it asks again for the statement being drafted.
 */
export function readDraftingState(
  question: string,
  history: readonly HistoryMessage[],
): DraftingState | null {
  const open = openConversation(history);
  const requested = readStatementRequest(question);
  if (requested && requested !== open?.kind) {
    return { kind: requested, messages: [question], asked: 0 };
  }
  return open && { ...open, messages: [...open.messages, question] };
}

/** The conversation the latest reply left open: the veteran's messages whose replies asked. */
function openConversation(history: readonly HistoryMessage[]): DraftingState | null {
  const questions = history.filter((message) => message.role === 'user');
  const latest = questions.at(-1)?.turn?.drafting;
  if (!latest) return null;
  const messages: string[] = [];
  for (let index = questions.length - 1; index >= 0; index--) {
    const { content, turn } = questions[index]!;
    if (turn?.drafting?.kind !== latest.kind) break;
    messages.unshift(content);
  }
  return { kind: latest.kind, messages, asked: latest.asked };
}
