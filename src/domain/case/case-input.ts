/**
 * What the evidence map is built from: a claimed condition as stored, the content of
 * content/case, the veteran's analysed documents, their answers to proposals, their statements
 * and their rated disabilities. The server reads these from its tables and passes them in.
 */
import type {
  CaseBasis,
  CaseConditionOrigin,
  CaseReviewLane,
  caseSides,
} from '../../contracts/case';
import type {
  EvidenceElementsContent,
  PresumptiveRulesContent,
} from '../../contracts/evidence-rules';
import type { SegmentedCondition, SpineSegment } from '../conditions/spine-segments';
import type { PresumptiveMatch, PresumptiveNearMiss } from '../finder/presumptive-check';
import type { AnalysisFinding } from '../../contracts/structured-analysis';
import type {
  ConditionReference,
  NexusStance,
  RecognisedDecision,
  SentenceRoleContent,
} from '../analysis/analysis-types';

export type CaseSide = (typeof caseSides)[number];

/** A claimed condition as the case table stores it. */
export interface CaseConditionRecord {
  id: string;
  name: string;
  basis: CaseBasis;
  secondaryTo: string | null;
  presumptiveRule: string | null;
  disabilityId: string | null;
  side: CaseSide | null;
  approximateStart: string | null;
  explanation: string | null;
  reviewLane: CaseReviewLane | null;
  /** YYYY-MM-DD. */
  decisionDate: string | null;
  origin: CaseConditionOrigin;
  originDocumentId: string | null;
  createdAt: Date;
}

/** A level of a condition's rating formula (content/conditions percentageOptions). */
export interface RatingLevel {
  percentage: number;
  criteria: string;
}

/** A VA condition with its rating levels, as content/conditions holds it. */
export interface RatedConditionReference
  extends ConditionReference, SegmentedCondition<RatingLevel> {
  cfrSection?: string | null;
  percentageOptions: readonly RatingLevel[];
}

/** The content the evidence map reads. */
export interface CaseRules {
  /** content/case/evidence-elements.json, parsed. */
  evidence: EvidenceElementsContent;
  /** content/case/presumptive-rules.json, parsed. */
  presumptive: PresumptiveRulesContent;
  /** content/conditions: names, aliases and abbreviations to match, and the rating levels. */
  vaConditions: readonly RatedConditionReference[];
  /** content/analysis/nexus-language.json's phrases: a nexus finding's label is its phrase. */
  nexusPhrases: readonly { phrase: string; stance: NexusStance }[];
  /** content/analysis/sentence-roles.json: which quoted sentences state something of the veteran. */
  sentenceRoles: SentenceRoleContent;
}

/** One of the veteran's analysed documents with the findings its stored analysis holds. */
export interface AnalysedDocument {
  documentId: string;
  documentName: string;
  findings: readonly AnalysisFinding[];
}

/** The veteran's answer to a proposed item, or their own pick of a quote. */
export interface EvidenceDecisionRecord {
  elementKey: string;
  documentId: string;
  page: number;
  quote: string;
  state: 'confirmed' | 'rejected';
}

/** A personal (21-4138) or witness (21-10210) statement as stored. */
export interface CaseStatementRecord {
  id: string;
  kind: 'personal' | 'witness';
  conditionId: string | null;
  elementKey: string | null;
  text: string;
  witnessName: string | null;
  witnessRelationship: string | null;
  createdAt: Date;
}

/** A disability VA rates, from Current Disabilities. */
export interface RatedDisability {
  id: string;
  name: string;
  currentPercentage: number;
  diagnosticCode: string | null;
  side: CaseSide | null;
  /** For a spine code whose name does not say which part of the spine it rates. */
  spineSegment?: SpineSegment | null;
}

/** An entry of the veteran's symptom journal, for the condition as they named it there. */
export interface JournalEntryRecord {
  condition: string;
  /** YYYY-MM-DD. */
  fromDate: string;
  toDate: string | null;
}

/** The Finder's check of the veteran's saved service history, as far as the evidence map reads it. */
export interface ServiceHistoryCheck {
  met: readonly Pick<PresumptiveMatch, 'ruleId' | 'status' | 'fact'>[];
  nearMisses: readonly PresumptiveNearMiss[];
}

export interface BuildCaseConditionInput {
  condition: CaseConditionRecord;
  rules: CaseRules;
  documents: readonly AnalysedDocument[];
  /** The veteran's answers for this condition. */
  decisions: readonly EvidenceDecisionRecord[];
  /** The veteran's statements; those tied to another condition are left out. */
  statements: readonly CaseStatementRecord[];
  disabilities: readonly RatedDisability[];
  /** The veteran's whole symptom journal; the entries for this condition are picked by name. */
  journal?: readonly JournalEntryRecord[];
  /** The Finder's check of the saved service history; absent or null when none is saved. */
  serviceHistory?: ServiceHistoryCheck | null;
}

/** A rating or Board decision recognised in one of the veteran's documents. */
export interface RecognisedDecisionRecord {
  documentId: string;
  documentName: string;
  decision: RecognisedDecision;
}

export interface CaseSuggestionsInput {
  /** The conditions already in the case: nothing matching one is suggested. */
  conditions: readonly Pick<CaseConditionRecord, 'name' | 'side' | 'disabilityId'>[];
  documents: readonly AnalysedDocument[];
  decisions: readonly RecognisedDecisionRecord[];
  disabilities: readonly RatedDisability[];
  vaConditions: readonly ConditionReference[];
  /** A document's diagnosis is offered only from a quote that states it (not a form's question). */
  sentenceRoles: SentenceRoleContent;
}
