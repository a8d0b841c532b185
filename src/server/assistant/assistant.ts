import type { CaseCondition } from '../../contracts/case';
import type { Turn } from '../../contracts/turn';
import type { ChatMode } from '../../contracts/chat';
import type { StructuredAnalysis } from '../../contracts/structured-analysis';
import type { DocumentPage, RecognisedDecision } from '../../domain/analysis/analysis-types';
import type { FinderFacts } from '../../domain/knowledge/finder-answer';
import type { AiPersonality } from '../../domain/knowledge/knowledge-types';
import type { SpineSegment } from '../../domain/conditions/spine-segments';
import type { Household } from '../../domain/ratings/household-compensation';

/** One document as the Assistant reads it: its pages and the name the veteran knows it by. */
export interface DocumentToAnalyze {
  name: string;
  pages: DocumentPage[];
  /** Pages in the file when fewer were read (a page budget); the rest are listed as not analysed. */
  totalPages?: number;
}

export interface AnalysisContext {
  /** YYYY-MM-DD on the server's clock (UTC), for deadlines counted from a letter's date. */
  today: string;
  /** Conditions the veteran claimed, so an exam can be checked for each. */
  claimedConditions?: string[];
}

export interface DocumentsAnalysis {
  /** One document's analysis, or one over all of them. */
  analysis: StructuredAnalysis;
  /** The decision recognised in each document, in the order given; undefined where none. */
  decisions: (RecognisedDecision | undefined)[];
}

/** What the veteran has told the product, so an answer is about their case. */
export interface VeteranCase {
  disabilities: {
    name: string;
    currentPercentage: number;
    diagnosticCode: string | null;
    /** For a paired extremity, so the bilateral factor applies as on Current Disabilities. */
    side: 'left' | 'right' | null;
    /** For a spine code whose name does not say which part of the spine it rates. */
    spineSegment?: SpineSegment | null;
  }[];
  claims: {
    disabilityName: string;
    status: string;
    /** When VA received the claim, and the intent to file before it: they set back pay's start. */
    submittedDate: string | null;
    intentToFileDate: string | null;
    decisionDate: string | null;
    /** The nearest open deadline, e.g. "Higher-Level Review by 2027-06-14", if any. */
    nextDeadline: string | null;
  }[];
  /** The dependents saved on Profile & Settings; null while the veteran has given none. */
  household?: Household | null;
  /** The conditions on My Case, each with its evidence map. */
  caseConditions?: CaseCondition[];
  /** Recorded intents to file whose year still runs unused, nearest end first. */
  intentsToFile?: { receivedDate: string; deadline: string; daysLeft: number }[];
  /** The Finder's result from the saved service history, ratings and case. */
  finder?: FinderFacts;
}

/** Everything one reply may use; the engine decides what it needs. */
export interface ChatContext {
  question: string;
  /** Earlier messages of the session, oldest first (a bounded tail), with their stored Turns. */
  history: { role: 'user' | 'assistant'; content: string; turn?: Turn | null }[];
  /** YYYY-MM-DD on the server's clock. */
  today: string;
  personality: AiPersonality;
  /** How the chat answers: its veteran's case in every answer, or more sources to read. */
  mode: ChatMode;
  /** Attached documents: their analysis, and their text while content is present. */
  documents: { name: string; analysis: StructuredAnalysis | null; text: string | null }[];
  /** Attached disabilities with the rating levels their code allows, when known. */
  disabilities: {
    name: string;
    currentPercentage: number;
    diagnosticCode: string | null;
    side?: 'left' | 'right' | null;
    spineSegment?: SpineSegment | null;
  }[];
  veteranCase: VeteranCase;
  /** Told the message's Turn once it is read and answered, to be stored beside the message. */
  onTurn?: (turn: Turn) => void;
}

/**
 * What Wingman does. The offline engine applies the rules of src/domain/analysis and the
 * knowledge engine of src/domain/knowledge; an engine backed by a language model implements
 * the same contract, grounded in the same retrieval.
 */
export interface Assistant {
  analyzeDocuments(docs: DocumentToAnalyze[], context: AnalysisContext): Promise<DocumentsAnalysis>;
  /** The answer as it is produced, in Markdown chunks; stops early when `signal` aborts. */
  reply(context: ChatContext, signal?: AbortSignal): AsyncIterable<string>;
}
