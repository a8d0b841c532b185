/**
 * The offline engine's shapes: what it reads (built once at start-up), what it answers, and the
 * conversation it answers in. Kept apart from the router so that the answerers it calls can
 * name them without importing the router back.
 */
import type { Turn } from '../../contracts/turn';
import type { HolidayLookup } from '../deadlines/filing-deadline';
import type { ReviewLanesContent } from '../deadlines/review-lanes';
import type { TdiuWording } from '../ratings/tdiu-schedular-status';
import type { SafetyCheck } from '../safety/safety-types';
import type { CitationCorpus } from './citations';
import type { ConditionCriteria } from './condition-criteria';
import type { ExamSheetSummary } from './feature-starters';
import type { KnowledgeIndex } from './knowledge-index';
import type { ComposedAnswer, KnowledgeRules, SourcedWording } from './knowledge-types';
import type { PassageIndex } from './passage-index';
import type { CompensationRates } from './pay-question';

export type OfflineIntent =
  | 'crisis'
  | 'fabrication'
  | 'rating'
  | 'pay'
  | 'deadline'
  | 'outline'
  | 'criteria'
  | 'knowledge'
  | 'greeting'
  | 'case'
  | 'nothing-found';

export interface OfflineAnswer extends ComposedAnswer {
  intent: OfflineIntent;
  /** Ids of the articles the answer came from (the first one answered). */
  articleIds: string[];
  /** The statement whose facts this answer asked for, and how many times they were asked. */
  drafting?: Turn['drafting'];
  /** Notices given once in a chat that this answer carries. */
  notices?: Turn['notices'];
  /** Whether the message was answered on its own or as a follow-up; alone when not given. */
  readWith?: Turn['answered']['readWith'];
}

/** What the engine reads, built once at start-up. */
export interface OfflineKnowledge {
  rules: KnowledgeRules;
  index: KnowledgeIndex;
  /** The sentences of the articles, to open an answer with the one that answers. */
  passages: PassageIndex;
  corpus: CitationCorpus;
  /** content/conditions, for "what does 50% require" questions. */
  conditions: readonly ConditionCriteria[];
  lanes: ReviewLanesContent;
  holidayOn: HolidayLookup;
  /** content/rates, for "how much does 70% pay?". */
  rates: CompensationRates;
  /** content/ratings/combined-rating-explained.json, for "do I qualify for TDIU?". */
  tdiu: TdiuWording & SourcedWording;
  /** content/exam-prep: what each exam measures, for "help me prepare for my knee exam". */
  examSheets?: readonly ExamSheetSummary[];
  /** The one safety check (src/domain/safety), read before anything else in a message. */
  safety: SafetyCheck;
}

/** One message of the conversation so far, as the engine reads it. */
export interface HistoryMessage {
  role: 'user' | 'assistant';
  content: string;
  /** The reading stored beside a veteran's message; none on older messages. */
  turn?: Turn | null;
}
