/**
 * The structured result of a document analysis, and the content (phrase lists, texts) the
 * rules read. src/contracts/analysis.ts mirrors both with Zod for the API and the content files.
 */

/** One page of extracted text. `ocrConfidence` is 0–100 (as tesseract reports it), for OCR'd pages. */
export interface DocumentPage {
  page: number;
  text: string;
  ocrConfidence?: number;
}

/** Text found verbatim on a page: the only way a finding points into the document. */
export interface Quote {
  page: number;
  text: string;
}

export type DocumentType =
  | 'service-treatment-record'
  | 'private-medical-record'
  | 'medical-opinion'
  | 'exam'
  | 'rating-decision'
  | 'board-decision'
  | 'lay-statement'
  | 'personal-statement'
  | 'other'
  | 'unrecognised';

export type Strength = 'strong' | 'moderate' | 'weak';
export type CoverageStatus = 'supported' | 'partial' | 'missing';
export type ClaimElement = 'current-diagnosis' | 'in-service-event' | 'nexus' | 'severity';

/** A condition the document mentions; `diagnosticCode` when it matched the VA conditions list. */
export interface ConditionReference {
  diagnosticCode: string;
  conditionName: string;
  aliases: readonly string[];
}

export interface MatchedMarker {
  label: string;
  quote: Quote;
}

export interface DocumentTypeResult {
  type: DocumentType;
  label: string;
  /** The markers that made the case for `type` (empty when unrecognised). */
  markers: MatchedMarker[];
  /** The best type below the threshold when unrecognised, so the reader sees what came close. */
  nearest?: { type: DocumentType; label: string; score: number; threshold: number };
}

export interface ConditionFinding {
  /** The words of the document, e.g. "lumbosacral strain". */
  name: string;
  diagnosticCode?: string;
  conditionName?: string;
  /** "described": named by a witness, a letter or an opinion's question, which diagnose nothing. */
  status: 'diagnosed' | 'not-diagnosed' | 'described';
  quote: Quote;
}

/** Suggested only by a medication; never counted as a diagnosis. */
export interface PossibleCondition {
  medication: string;
  name: string;
  diagnosticCode?: string;
  quote: Quote;
}

export type NexusStance = 'supports-strongly' | 'supports' | 'opposes' | 'insufficient';

export interface NexusStatement {
  stance: NexusStance;
  phrase: string;
  quote: Quote;
  /** Another examiner's opinion that this document reports or rebuts: not counted as its own. */
  quotedFromAnother?: true;
}

export interface RubricFactor {
  factor: string;
  label: string;
  present: boolean;
  quote?: Quote;
}

/** Direct service connection, or secondary to a service-connected condition (38 CFR 3.310(a), (b)). */
export type OpinionTheory = 'direct' | 'secondary' | 'aggravation';

export interface NexusOpinion {
  /** The opinion's overall stance; `conflicting` when it both supports and opposes. */
  stance: NexusStance | 'conflicting';
  theory: OpinionTheory;
  statements: NexusStatement[];
  strength: Strength;
  rubric: RubricFactor[];
  reasons: string[];
}

interface DecisionIssueBase {
  /** As the letter words it, e.g. "posttraumatic stress disorder". */
  condition: string;
  /** When the condition matched the VA conditions list: what Current Disabilities would take. */
  diagnosticCode?: string;
  /** The service-connected condition it was claimed as secondary to (38 CFR 3.310). */
  secondaryTo?: string;
  quote: Quote;
}

export type DecisionIssue = DecisionIssueBase &
  (
    | { kind: 'granted' | 'increased'; percent: number; effectiveDate?: string }
    | { kind: 'denied' | 'deferred'; reason?: Quote }
    /** The reason is why the rating is not higher, as the letter states it. */
    | { kind: 'continued'; percent: number; reason?: Quote }
    /** Not a decision: VA proposes `percent` in place of `currentPercent` (38 CFR 3.105(e)). */
    | { kind: 'proposed-reduction'; percent: number; currentPercent: number }
  );

/** An issue VA has decided, as opposed to one it only proposes. */
export type DecidedIssue = Exclude<DecisionIssue, { kind: 'proposed-reduction' }>;

export interface NextLevelCriteria {
  condition?: string;
  percent: number;
  quote: Quote;
}

export interface RatingDecision {
  letterDate?: string;
  /** When VA received the claim, as the letter states it. */
  claimReceivedDate?: string;
  issues: DecisionIssue[];
  nextLevelCriteria: NextLevelCriteria[];
  statedCombinedRating?: { percent: number; quote: Quote };
  /** Table I over this letter's granted, increased and continued ratings (no sides, so no 4.26). */
  calculatedCombinedRating?: number;
  combinedRatingNote?: string;
  /** Higher-Level Review or Board appeal; a Supplemental Claim has no deadline. */
  reviewDeadline?: string;
  /** The anniversary itself, when it fell on a weekend or holiday and the deadline moved. */
  reviewDeadlineMovedFrom?: string;
}

export type BoardOutcome =
  'granted' | 'granted-in-part' | 'denied' | 'dismissed' | 'remanded' | 'reopened';
export type BoardIssueKind = 'service-connection' | 'increase' | 'reopening' | 'tdiu' | 'other';
/** The appeal system, read from the docket number (legacy appeals are still decided after 2019). */
export type AppealSystem = 'legacy' | 'ama';
export type BoardNextStep =
  | 'grant-carried-out'
  | 'court-appeal'
  | 'reconsideration'
  | 'new-and-material'
  | 'supplemental-claim'
  | 'no-higher-level-review'
  | 'remand-returns'
  | 'remand-new-decision'
  | 'remand-which-system'
  | 'statement-of-the-case'
  | 'dismissed-nothing-pending'
  | 'reopened-merits-follow';

export interface BoardIssue {
  /** The issue's number in THE ISSUES (or its place in the ORDER); a reopened claim and its merits share one. */
  number: number;
  /** As the decision words the issue. */
  issue: string;
  condition: string;
  kind: BoardIssueKind;
  outcome: BoardOutcome;
  /** The ORDER, REMAND or INTRODUCTION sentence that decides it. */
  quote: Quote;
  nextSteps: BoardNextStep[];
}

export interface BoardDecision {
  decisionDate?: string;
  /** From the docket number, or legacy for a decision dated before the AMA took effect. */
  system?: AppealSystem;
  citation?: string;
  docket?: string;
  issues: BoardIssue[];
  /** The FINDINGS OF FACT, each as the Board wrote it. */
  findings: Quote[];
  /** Sentences of the REASONS AND BASES whose role is a finding ("The Board finds…"). */
  reasonsFindings?: Quote[];
  /** 120 days from the decision date, as if it was mailed that day (38 U.S.C. 7266(a)). */
  courtDeadline?: string;
  courtDeadlineMovedFrom?: string;
}

/** A decision recognised in a document, kept with it so its issues can be added to the tracker. */
export type RecognisedDecision =
  | { kind: 'rating-decision'; rating: RatingDecision }
  | { kind: 'board-decision'; board: BoardDecision };

export interface AdequacyGap {
  id: string;
  label: string;
  explanation: string;
  quote?: Quote;
}

export interface ElementCoverage {
  element: ClaimElement;
  /** What the element is for this claim, where its basis changes it (a secondary claim's). */
  label?: string;
  status: CoverageStatus;
  why: string;
  quotes: Quote[];
}

export interface EvidenceStrength {
  overall: Strength;
  reasons: string[];
}

export type UnanalysedReason = 'no-text' | 'low-ocr-confidence' | 'over-page-limit';

export interface PageReport {
  total: number;
  analysed: number;
  notAnalysed: { page: number; reason: UnanalysedReason; ocrConfidence?: number }[];
  /** Analysed, but OCR was unsure: quotes from them deserve a look at the original. */
  lowConfidence: { page: number; ocrConfidence: number }[];
  ocrConfidence: { page: number; ocrConfidence: number }[];
}

export interface SuspiciousPassage {
  quote: Quote;
  pattern: string;
}

/** A sentence of a record that states something of the veteran; `label` is its kind's. */
export interface Observation {
  label: string;
  quote: Quote;
}

export interface DocumentAnalysis {
  documentType: DocumentTypeResult;
  conditions: ConditionFinding[];
  possibleConditions: PossibleCondition[];
  inServiceEvents: Quote[];
  /** What the record says of the veteran: symptoms, tests, treatment, effects on daily life. */
  observations: Observation[];
  nexus?: NexusOpinion;
  ratingDecision?: RatingDecision;
  boardDecision?: BoardDecision;
  examGaps?: AdequacyGap[];
  /** Empty for a decision the Board made: its prose is not evidence of the claim's elements. */
  coverage: ElementCoverage[];
  evidenceStrength: EvidenceStrength;
  missing: string[];
  nextSteps: string[];
  pages: PageReport;
  suspiciousPassages: SuspiciousPassage[];
  summary: string;
}

// ---- content/analysis/*.json -------------------------------------------------------------

/** A regular expression source, compiled case-insensitive; its match becomes a quote. */
export type PhrasePattern = string;

export interface SourcedContent {
  sources: string[];
  /** The weakest tag among the facts behind the file (va-facts.md's [REG] … [UNVERIFIED]). */
  confidence: 'regulation' | 'official' | 'secondary' | 'unverified';
  /** YYYY-MM-DD: when the text was last compared with its sources. */
  checkedOn: string;
}

export interface FingerprintMarker {
  label: string;
  pattern: PhrasePattern;
  weight: number;
}

export interface DocumentFingerprint {
  type: Exclude<DocumentType, 'unrecognised'>;
  label: string;
  /** The summed weight of distinct matched markers needed to name this type. */
  threshold: number;
  markers: FingerprintMarker[];
}

export interface FingerprintContent extends SourcedContent {
  fingerprints: DocumentFingerprint[];
}

export interface NexusPhrase {
  phrase: string;
  pattern: PhrasePattern;
  stance: NexusStance;
  /** Everyday hedges ("may be") count only in a sentence that talks about a link. */
  needsLinkWord?: boolean;
}

export interface RubricMarker {
  /** rationale, records-reviewed, credentials, history, specific-evidence */
  factor: string;
  /** Reads after "Has"/"Lacks": "a rationale". */
  label: string;
  patterns: PhrasePattern[];
}

export interface NexusContent extends SourcedContent {
  phrases: NexusPhrase[];
  linkWords: PhrasePattern[];
  rubric: RubricMarker[];
  /** Words that put an opinion in someone else's mouth ("the VA examiner opined"). */
  attributionCues: PhrasePattern[];
  /** Words of an opinion's own statements that make it secondary or aggravation. */
  theoryCues: Record<Exclude<OpinionTheory, 'direct'>, PhrasePattern[]>;
  /** What each overall stance means for the claim, in plain words. */
  stanceExplanations: Record<NexusStance | 'conflicting', string>;
}

export interface Medication {
  medication: string;
  pattern: PhrasePattern;
  /** What it is commonly prescribed for; matched to the conditions list by name. */
  suggests: string;
  /** The listed conditions it may point to; one of them diagnosed makes the hint moot. */
  diagnosticCodes: string[];
}

export interface MedicationContent extends SourcedContent {
  medications: Medication[];
}

export interface ClinicalCueContent extends SourcedContent {
  /** A line label whose rest names diagnoses ("Diagnosis:", "Assessment:"). */
  diagnosisLabels: PhrasePattern[];
  /** A heading alone on its line ("SECTION I - DIAGNOSIS", "ASSESSMENT") over a list or paragraph. */
  diagnosisHeadings: PhrasePattern[];
  /** A ticked or numbered item of that list; group 1 is its text. */
  diagnosisListItems: PhrasePattern[];
  /** A phrase followed by a diagnosis in running text ("diagnosed with"). */
  diagnosisPhrases: PhrasePattern[];
  /** What a patient comes with ("presents with cervicalgia"): described, not yet a diagnosis. */
  presentationPhrases: PhrasePattern[];
  /** Words before a condition that deny it ("no evidence of", "ruled out"). */
  negations: PhrasePattern[];
  /** A condition named by a body part alone ("back"), which is a condition only as someone's. */
  bodyPartNames: PhrasePattern[];
  /** Words just before a body part that make it someone's ("his knee", "the left shoulder"). */
  bodyPartLeads: PhrasePattern[];
  inServiceCues: PhrasePattern[];
  severityCues: PhrasePattern[];
  /** A signed statement that it is true ("I certify that…", "Signature:"). */
  certificationCues: PhrasePattern[];
  /** What a record observes of the veteran, by kind, in clinical and everyday words. */
  observations: ObservationKind[];
}

export interface ObservationKind {
  kind: string;
  label: string;
  patterns: PhrasePattern[];
}

export interface AdequacyCheck {
  id: string;
  label: string;
  explanation: string;
  /** When one of these matches the check is met. */
  metBy: PhrasePattern[];
  /** When one of these matches the gap is certain, whatever else matched. */
  failedBy: PhrasePattern[];
  /** The check applies only when one of these matches (e.g. range of motion for flare-ups). */
  appliesWhen?: PhrasePattern[];
}

export interface ExamAdequacyContent extends SourcedContent {
  checks: AdequacyCheck[];
}

export interface DecisionLetterContent extends SourcedContent {
  /** Sentence cues, under an issue's heading in REASONS FOR DECISION, that give its reason. */
  reasonCues: PhrasePattern[];
}

export interface SuspiciousContent extends SourcedContent {
  patterns: PhrasePattern[];
}

/** Texts with `{placeholders}` filled from the findings. */
export interface NextStepContent extends SourcedContent {
  /** Said for each claim element that is not supported. */
  steps: Record<ClaimElement, { missing: string; next: string }>;
  advice: {
    /** {gaps} */
    examGaps: string;
    /** {deadline} */
    reviewDeadline: string;
    /** {medication}, {condition} */
    possibleCondition: string;
    /** {pages} */
    unreadablePages: string;
    speculativeOpinion: string;
    /** {condition}, {percent} */
    nextLevel: string;
  };
}

/** The "why" of each coverage answer and strength reason, with `{placeholders}`. */
export interface ExplanationContent extends SourcedContent {
  coverage: {
    decisionDenied: string;
    decisionPartlyDenied: string;
    decisionGranted: string;
    decisionRated: string;
    decisionNothingGranted: string;
    diagnosedInService: string;
    diagnosed: string;
    symptomsDescribed: string;
    noDiagnosis: string;
    recordedInService: string;
    noInServiceEvent: string;
    secondaryClaim: string;
    firstHandAccount: string;
    historyMentionsService: string;
    noOpinion: string;
    opinionWithoutReasons: string;
    reasonedOpinion: string;
    opinionAgainst: string;
    opinionConflicting: string;
    opinionSpeculative: string;
    noSeverity: string;
    examMeasures: string;
    examWithoutFlareUps: string;
    someSeverityFindings: string;
    dailyLifeDescribed: string;
  };
  strength: {
    noProbabilityStatement: string;
    examGap: string;
    examComplete: string;
    decisionCounts: string;
    decisionDenialReason: string;
    boardDecision: string;
    statementEvent: string;
    statementNoEvent: string;
    statementCertified: string;
    statementNotCertified: string;
    statementSymptoms: string;
    statementNoSymptoms: string;
    layEvidenceLimit: string;
    serviceRecordWeight: string;
    serviceRecordLimit: string;
    treatmentWithDiagnosis: string;
    treatmentWithoutDiagnosis: string;
    treatmentNoOpinion: string;
    otherDocument: string;
    unrecognised: string;
    pagesNotAnalysed: string;
  };
}

export interface BoardDecisionContent extends SourcedContent {
  amaEffectiveDate: string;
  headings: Record<
    | 'issues'
    | 'introduction'
    | 'order'
    | 'remand'
    | 'findings'
    | 'conclusions'
    | 'reasons'
    | 'signature',
    PhrasePattern
  >;
  /** Each captures the date as written. */
  decisionDate: PhrasePattern[];
  citation: PhrasePattern;
  docket: PhrasePattern;
  /** The docket number's shape in each system: legacy "NN-NN NNN", AMA "YYMMDD-NNNNN". */
  docketSystems: Record<AppealSystem, PhrasePattern>;
  /** An INTRODUCTION sentence that sends issues to the REMAND part. */
  remandReferral: PhrasePattern;
  /**
   * A clause that decides the whole appeal without naming an issue ("The appeal is granted",
   * "The benefit sought on appeal is denied"): it decides every issue no clause names.
   */
  wholeAppeal: PhrasePattern;
  /** A REMAND sentence asking for a statement of the case on an issue (Manlincon). */
  statementOfTheCase: PhrasePattern;
  /** Read in order; the first that matches a clause of the ORDER gives its outcome. */
  outcomes: { outcome: BoardOutcome; pattern: PhrasePattern }[];
  /** Read in order; an issue matching none is "other". */
  issueKinds: { kind: Exclude<BoardIssueKind, 'other'>; pattern: PhrasePattern }[];
  /** Names a decision uses interchangeably, each written one way before words are compared. */
  sameNames: { pattern: PhrasePattern; as: string }[];
  /** How a sentence lists several issues: where items break, where "and" does not, and the
   * qualifiers ("to include…", "other than PTSD") that belong to the item before them. */
  lists: { breaks: PhrasePattern; unbroken: PhrasePattern[]; qualifiers: PhrasePattern };
  /** Removed in turn from an issue's words to leave its condition. */
  conditionLeads: PhrasePattern[];
  /** By system; "unknown" when neither the docket nor the date tells it. */
  nextSteps: Record<BoardOutcome, Record<AppealSystem | 'unknown', BoardNextStep[]>>;
  /** {conditions}; court-appeal also {deadline}. */
  steps: Record<BoardNextStep, string>;
  /** {decisionDate}, {deadline}: filled into the court-appeal step when the date is known. */
  courtDeadline: string;
  /** {condition}: how a step names an issue granted in part, which is both granted and denied. */
  inPart: string;
}

/** What a sentence does: the roles of a Board decision's prose, then those of forms and letters. */
export const SENTENCE_ROLES = [
  'citation',
  'legal-rule',
  'finding',
  'evidence',
  'reasoning',
  'question',
  'form-prompt',
  'heading',
  'form-instruction',
  'letter-boilerplate',
] as const;
export type SentenceRole = (typeof SENTENCE_ROLES)[number];

export interface SentenceRoleContent extends SourcedContent {
  /** Read in order: the first role with a matching pattern is the sentence's role. */
  roles: { role: SentenceRole; why: string; patterns: PhrasePattern[] }[];
}

/** What VA rates a group of conditions on, and how its DBQ and its findings read. */
export interface RatingBasis {
  id: string;
  label: string;
  /** The diagnostic codes rated on this basis, as one pattern ("^9[2-5]\\d\\d$"). */
  diagnosticCodes: PhrasePattern;
  /** The DBQ's own section headings: they make a document an exam and name its basis. */
  dbqHeadings: { label: string; pattern: PhrasePattern }[];
  /** Findings on this basis ("[X] Occupational and social impairment with …"). */
  severityCues: PhrasePattern[];
  examRecords: string;
  examLacks: string;
  statementDescribes: string;
}

export interface RatingBasisContent extends SourcedContent {
  bases: RatingBasis[];
}

export interface AnalysisContent {
  fingerprints: FingerprintContent;
  nexus: NexusContent;
  medications: MedicationContent;
  clinicalCues: ClinicalCueContent;
  examAdequacy: ExamAdequacyContent;
  suspicious: SuspiciousContent;
  nextSteps: NextStepContent;
  explanations: ExplanationContent;
  boardDecisions: BoardDecisionContent;
  sentenceRoles: SentenceRoleContent;
  decisionLetters: DecisionLetterContent;
  ratingBases: RatingBasisContent;
}

export interface AnalysisInput {
  pages: readonly DocumentPage[];
  conditions: readonly ConditionReference[];
  content: AnalysisContent;
  /** YYYY-MM-DD, for the review deadline of a decision letter. */
  today: string;
  /** Conditions the veteran claimed, to check an exam addressed each. */
  claimedConditions?: readonly string[];
  /** The federal holiday on a YYYY-MM-DD date, or null; deadlines move off holidays and weekends. */
  holidayOn?: (date: string) => string | null;
  /** Pages after this many are listed as not analysed. */
  maxPages?: number;
}
