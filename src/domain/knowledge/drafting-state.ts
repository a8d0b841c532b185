/**
 * Where a drafting conversation stands, read from the chat itself: no state is kept anywhere
 * else. It is open while each of Wingman's replies since the request asked for the statement's
 * facts; a draft, or any other answer, ends it.
 */
import type { HistoryMessage } from './follow-up';
import type { StatementDraftingWording, StatementKind } from './knowledge-types';
import { askedForStatement } from './statement-draft';
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
  wording: StatementDraftingWording,
): DraftingState | null {
  const open = openConversation(history, wording);
  const requested = readStatementRequest(question);
  if (requested && requested !== open?.kind) {
    return { kind: requested, messages: [question], asked: 0 };
  }
  return open && { ...open, messages: [...open.messages, question] };
}

/** The conversation Wingman's last reply left open, walking back through its questions. */
function openConversation(
  history: readonly HistoryMessage[],
  wording: StatementDraftingWording,
): DraftingState | null {
  let state: DraftingState | null = null;
  for (let index = history.length - 1; index >= 0; index--) {
    const message = history[index]!;
    if (message.role === 'user') {
      if (state) state.messages.unshift(message.content);
      continue;
    }
    const kind = askedForStatement(message.content, wording);
    if (!kind || (state && kind !== state.kind)) break;
    state = state ?? { kind, messages: [], asked: 0 };
    state.asked += 1;
  }
  return state;
}
