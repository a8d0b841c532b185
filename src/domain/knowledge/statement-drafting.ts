/**
 * Drafting a lay/witness statement (VA Form 21-10210) or a personal statement (VA Form 21-4138)
 * in a few turns: Wingman asks for what it needs, reads each answer, asks once more for what is
 * still missing, then writes the draft from the veteran's own words.
 */
import type { HistoryMessage, OfflineAnswer, OfflineKnowledge } from './offline-types';
import { closeAnswer } from './answer-text';
import { verifyCitations } from './citations';
import { readDraftingState, type DraftingState } from './drafting-state';
import type { AiPersonality, ComposedAnswer } from './knowledge-types';
import {
  askForStatementFacts,
  draftedFacts,
  missingFacts,
  writeStatementDraft,
} from './statement-draft';
import { readStatementFacts } from './statement-facts';

type DraftingKnowledge = Pick<OfflineKnowledge, 'rules' | 'conditions'>;

/** Wingman asks at most twice: once for everything, once for what is still missing. */
const MAX_ASKS = 2;

/**
 * The reply to the veteran's messages of one drafting conversation: a question or the draft,
 * with where the conversation stands after it.
 */
function draftingReply(
  state: DraftingState,
  knowledge: DraftingKnowledge,
  personality: AiPersonality,
): ComposedAnswer & { drafting: OfflineAnswer['drafting'] } {
  const { kind, asked } = state;
  const { asks, ...reply } = askOrDraft(state, knowledge, personality);
  return { ...reply, drafting: asks ? { kind, asked: asked + 1 } : null };
}

function askOrDraft(
  { kind, messages, asked }: DraftingState,
  { rules, conditions }: DraftingKnowledge,
  personality: AiPersonality,
): ComposedAnswer & { asks: boolean } {
  const wording = rules.statementDrafting;
  const facts = readStatementFacts(kind, messages, conditions);
  const drafted = draftedFacts(kind, facts);
  const complete = missingFacts(kind, drafted, wording).length === 0;
  if (complete || facts.draftNow || asked >= MAX_ASKS) {
    return { ...writeStatementDraft(kind, drafted, wording, personality), asks: false };
  }
  return {
    ...askForStatementFacts(kind, drafted, wording, { again: asked > 0, personality }),
    asks: true,
  };
}

/** A request for a statement, asked on its own: the first question, or the draft if all is given. */
export function answerStatementRequest(
  text: string,
  knowledge: DraftingKnowledge,
  personality: AiPersonality,
): (ComposedAnswer & { drafting: OfflineAnswer['drafting'] }) | null {
  const state = readDraftingState(text, []);
  return state && draftingReply(state, knowledge, personality);
}

/**
 * A question of its own: "how long does a HLR take?" asked mid-draft gets its answer, while
 * "its for my ptsd, my wife sees my nightmares" answers what Wingman asked.
 */
const ASKS_A_QUESTION =
  /\?\s*$|^(?:how|what|what's|whats|which|why|where|who|can|could|do|does|is|are|should|would|will|am|may|tell\s+me|explain)\b(?!['’])/i;

function leavesDrafting(question: string, alone: OfflineAnswer): boolean {
  const answered = alone.intent !== 'nothing-found' && alone.intent !== 'greeting';
  return answered && ASKS_A_QUESTION.test(question.trim());
}

/**
 * The next turn of a drafting conversation, or null when the question is not part of one (or
 * leaves it). Crisis words and requests to invent evidence keep their own answers.
 */
export function answerDraftingTurn(
  question: string,
  alone: OfflineAnswer,
  {
    history,
    knowledge,
    personality,
  }: {
    history: readonly HistoryMessage[];
    knowledge: OfflineKnowledge;
    personality: AiPersonality;
  },
): OfflineAnswer | null {
  if (alone.intent === 'crisis' || alone.intent === 'fabrication') return null;
  const state = readDraftingState(question, history);
  if (!state) return null;
  if (state.messages.length > 1 && leavesDrafting(question, alone)) return null;
  const reply = draftingReply(state, knowledge, personality);
  const { kept } = verifyCitations(reply.sources, knowledge.corpus);
  const answer: OfflineAnswer = { intent: 'outline', articleIds: [], ...reply, sources: kept };
  return closeAnswer(answer, knowledge.rules.answerClosing);
}
