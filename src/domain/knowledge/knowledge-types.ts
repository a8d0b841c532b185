/**
 * The knowledge base as the offline engine reads it: articles from content/knowledge/*.md and
 * the rule lists of content/knowledge-rules/*.json. src/contracts/knowledge.ts validates both
 * files against these types.
 */

export type Confidence = 'regulation' | 'official' | 'secondary' | 'unverified';

/** A source an article rests on: a 38 CFR section, a VA form (number and title) or a VA page. */
export interface KnowledgeSource {
  label: string;
  url: string;
}

export interface KnowledgeArticle {
  id: string;
  title: string;
  /** Abbreviations and everyday words a veteran may use for the topic ("ITF", "save my date"). */
  synonyms: readonly string[];
  topics: readonly string[];
  sources: readonly KnowledgeSource[];
  confidence: Confidence;
  /** YYYY-MM-DD: when the article was last compared with its sources. */
  checkedOn: string;
  /** YYYY-MM-DD: when the rule it describes took effect, for rules with a known date. */
  effectiveDate?: string;
  /** Ids of other articles. */
  related: readonly string[];
  /** Diagnostic codes the article is about. */
  conditions: readonly string[];
  /** What could not be confirmed; for reviewers, never shown to veterans. */
  doubts: readonly string[];
  /**
   * One-sentence facts, each a direct answer to a question a veteran asks ("VA's goal for a
   * Higher-Level Review is about 125 days"); the answer opens with the one the question asks.
   */
  facts: readonly string[];
  /** Markdown; its first paragraph is a short answer that stands alone. */
  body: string;
}

/** A regular expression, matched case-insensitively (see phrase-match.ts). */
export type PhrasePattern = string;

export interface Sourced {
  sources: readonly string[];
  checkedOn: string;
  confidence: Confidence;
}

export type FabricationKind =
  'invent-event' | 'fake-document' | 'impersonate-provider' | 'lie-to-va' | 'exaggerate';

/** content/knowledge-rules/fabrication-phrases.json */
export interface FabricationPhrases extends Sourced {
  kinds: readonly { kind: FabricationKind; patterns: readonly PhrasePattern[] }[];
}

/** content/knowledge-rules/fabrication-reply.json: the kind refusal, then what works instead. */
export interface FabricationReplyWording extends SourcedWording {
  decline: Readonly<Record<FabricationKind, string>>;
  insteadHeading: string;
  /** Markdown list items, without the leading dash. */
  instead: readonly string[];
}

/** content/knowledge-rules/abbreviations.json: what a veteran types, and what it stands for. */
export interface Abbreviations extends Sourced {
  entries: readonly { abbreviation: string; expansion: string }[];
}

/** VA wording with the sources it was checked against: where it comes from, for reviewers. */
export interface SourcedWording {
  sources: readonly KnowledgeSource[];
  checkedOn: string;
  confidence: Confidence;
  /** What could not be confirmed; for reviewers, never shown to veterans. */
  doubts?: readonly string[];
}

/** content/knowledge-rules/crisis-reply.json: the Veterans Crisis Line reply, warning and reminder. */
export interface CrisisReply extends SourcedWording {
  /** Markdown lines of the line's first block: how to call, text and chat, then 911. */
  line: readonly string[];
  /** Paragraphs after the line: a caring word, then the claim can wait. */
  caring: readonly string[];
  /** One line above the full answer when the safety check reads warning signs. */
  warning: string;
  /** One line that keeps the Crisis Line in view in later answers of the same chat. */
  reminder: string;
}

/** content/knowledge-rules/rating-answer.json: how the chat shows VA's combined-rating math. */
export interface RatingAnswerWording extends SourcedWording {
  friendlyOpening: string;
  wholePersonMethod: string;
  /** `{name}`, `{after}`. */
  firstStep: string;
  /** `{name}`, `{remaining}`, `{share}`, `{before}`, `{after}`. */
  nextStep: string;
  /** `{ratings}`, `{combined}`, `{factor}`, `{value}`. */
  bilateralFirst: string;
  /** `{rating}`. */
  bilateralName: string;
  bilateralNotApplied: string;
  allZero: string;
  /** `{value}`. */
  alreadyRound: string;
  /** `{value}`, `{rating}`. */
  rounds: string;
  /** `{added}`. */
  notAdded: string;
  statedMatches: string;
  statedDiffers: string;
  checkTheLetter: string;
}

/**
 * content/knowledge-rules/case-answer.json: what the chat says when it answers from the
 * veteran's own case (Current Disabilities, My Claims) and from what they attached to a message.
 * A rating given as `{level}`, `{from}`, `{to}`, `{before}`, `{after}` or `{combined}` comes with
 * its % sign; a `{rating}` without it.
 */
export interface CaseAnswerWording extends SourcedWording {
  /** When the answer needs ratings and none is saved: where to add them. */
  noRatings: string;
  /** Above the list of saved ratings. */
  savedRatingsHeading: string;
  /** "What if … went to 70" without a disability it can tell: `{level}`, the level asked. */
  whichRating: string;
  /** After the list of saved ratings, when it could not tell which was meant. */
  askWithItsName: string;
  /**
   * `{name}` the disability as saved, `{from}` its rating now, `{to}` the level asked, `{after}`
   * the combined rating then, `{before}` the combined rating now.
   */
  whatIfCombined: string;
  /**
   * `{condition}` and `{code}` the condition and its diagnostic code, `{level}` the level asked,
   * `{levels}` the levels the code has.
   */
  noSuchLevel: string;
  /**
   * `{afterPay}` and `{beforePay}` the monthly amounts then and now, `{forWhom}` one of the
   * `payFor…` texts, `{table}` the rates table's label.
   */
  whatIfPay: string;
  /** `{household}`: the dependents the question states. */
  payForHouseholdInQuestion: string;
  /** `{household}`: the dependents saved on Profile & Settings. */
  payForHouseholdOnProfile: string;
  /** The household is known and has no dependents. */
  payForNoDependents: string;
  /** No household is known, so the amounts are for a veteran alone. */
  payForUnknownHousehold: string;
  /** `{summary}`: where the saved ratings stand against TDIU's thresholds. */
  tdiuSummary: string;
  /** Above the list of saved ratings; `{combined}` the combined rating. */
  tdiuRatingsHeading: string;
  /** "My deadlines" when My Claims has none open. */
  noOpenDeadline: string;
  /** Above the list of open deadlines. */
  deadlinesHeading: string;
  /** Below the list of open deadlines. */
  deadlinesAreLastDays: string;
  /** `{document}`: the name of an attached document that has no analysis. */
  documentNotAnalysed: string;
  /** `{document}`: the name of an attached document, above what its analysis says. */
  documentFromAnalysis: string;
  whatIsMissingHeading: string;
  whatToGetNextHeading: string;
  claimElementsHeading: string;
  /** When the analysis has nothing in the sections asked for. */
  analysisFoundNothing: string;
  /** An attached disability whose condition has no levels: `{name}`, `{rating}`. */
  disabilityWithoutLevels: string;
  /** An attached disability: `{name}`, `{rating}`, `{code}` its diagnostic code, `{section}`. */
  disabilityUnderCode: string;
  /** A list line: `{rating}` the level now, `{criteria}` what it takes. */
  levelNow: string;
  /** A list line: `{rating}` the next level up, `{criteria}` what it takes. */
  levelNext: string;
  /** A list line, when there is no level above. */
  highestLevel: string;
  /** After the levels, when there is a level above. */
  evidenceToGet: string;
  /** The veteran's case, "what should I do next?": the headings of its three lists. */
  deadlinesFirstHeading: string;
  claimsHeading: string;
  ratedDisabilitiesHeading: string;
  /** A claim with its decision date: `{claim}` its name and status, `{date}`. */
  claimDecided: string;
  /** Below the veteran's case, when a deadline is open. */
  startWithNearestDeadline: string;
  /** Below the veteran's case, when no deadline is open. */
  noDeadlinePressing: string;
  /** Under an answer from My Case's evidence map: where it comes from, and who decides. */
  fromMyCase: string;
  /** A recorded intent to file among the deadlines: `{receivedDate}`, `{deadline}`. */
  intentToFileDeadline: string;
  /**
   * Said once in a conversation while an intent to file's year ends within 30 days:
   * `{deadline}`, `{daysLeft}` ("12 days left"), `{receivedDate}`.
   */
  intentToFileEndingSoon: string;
}

/**
 * content/knowledge-rules/back-pay-answer.json: what the chat and the estimate on My Claims say
 * around a back pay ledger. Amounts come in dollars, months and dates in words.
 */
export interface BackPayAnswerWording extends SourcedWording {
  /** `{total}`, `{claim}`, `{months}`, `{first}`, `{last}`. */
  estimate: string;
  /** `{claim}`, `{first}`: the decision came before the first month paid. */
  noMonths: string;
  howFiguredHeading: string;
  /** `{date}` the effective date, `{rule}` why. */
  effectiveDate: string;
  /** `{first}`: the first month paid. */
  firstMonth: string;
  eachYear: string;
  assumedHeading: string;
  /** `{percent}`: the combined rating. */
  assumedRating: string;
  /** `{household}`: the dependents saved on Profile & Settings. */
  assumedHousehold: string;
  assumedNoHousehold: string;
  /** `{date}`: the decision date. */
  assumedThrough: string;
  assumedNothingElse: string;
  refine: string;
  estimateOnly: string;
  /** `{claim}`: an approved claim, with no ratings saved to pay it at. */
  needsRatings: string;
  howItIsFiguredHeading: string;
  /** Markdown list items, without the leading dash. */
  howItIsFigured: readonly string[];
  factsToAdd: string;
}

/** content/knowledge-rules/pay-answer.json: what the chat says around the rates table. */
export interface PayAnswerWording extends SourcedWording {
  /** `{checkedOn}` is the day the amounts were last checked. */
  checkTheAmounts: string;
  newerAmountsMayApply: string;
  paidByCombinedRating: string;
  /** Below the veteran-alone amount, from 30%, when the household is not known. */
  householdUnknown: string;
  /** `{household}`: whose amount it is, as the question says or as the profile has it. */
  householdFromQuestion: string;
  householdFromProfile: string;
  sameForEveryHousehold: string;
  howItAddsUp: string;
  /** Why a spouse the veteran is separated from is still paid for. */
  separatedSpouse: string;
}

/** content/knowledge-rules/deadline-answer.json: what the chat says around the deadlines. */
export interface DeadlineAnswerWording extends SourcedWording {
  countedFromLetterDate: string;
  /** `{endDate}` and `{reasons}`: the day the period ends and why it is not a workday. */
  deadlineMoved: string;
  askDecisionType: string;
  freeHelp: string;
  intentToFileRule: KnowledgeSource;
  /** A VA form's page; `{number}` is the form number, e.g. 20-0996. */
  formPage: string;
  decisionReviewsPage: string;
}

/** content/knowledge-rules/answer-closing.json: the line that closes every answer. */
export interface AnswerClosing extends SourcedWording {
  /** One Markdown paragraph, so it can be told apart from the answer above it. */
  line: string;
}

/** content/knowledge-rules/model-instructions.json: what an online model is told first. */
export interface ModelInstructions extends SourcedWording {
  identity: string;
  /** `{documentTag}` names the fence around the veteran's files. */
  rules: readonly string[];
  tone: Record<AiPersonality, string>;
}

/** content/knowledge-rules/nothing-found.json: the reply when the knowledge base has no answer. */
export interface NothingFoundWording extends SourcedWording {
  /** Said first in the friendly personality only. */
  friendlyOpening: string;
  paragraphs: readonly string[];
  /** Above the articles that come closest, when there are any. */
  nearestHeading: string;
}

/** The two statements Wingman drafts: a lay/witness statement and the veteran's own. */
export type StatementKind = 'buddy-letter' | 'personal-statement';

/** The facts a statement is drafted from; the draft names them as `{fact}` placeholders. */
export type StatementFact =
  | 'condition'
  | 'writer'
  | 'writerName'
  | 'observed'
  | 'frequency'
  | 'since'
  | 'inService'
  | 'treatment'
  | 'symptoms'
  | 'effects';

export interface StatementFormWording {
  form: KnowledgeSource;
  /** What the statement is called in a sentence: "lay/witness statement". */
  name: string;
  /** The facts Wingman asks for, in the order it asks. */
  asks: readonly StatementFact[];
  /** Paragraphs of the draft, in the writer's voice, with `{fact}` placeholders. */
  draft: readonly string[];
  tips: string;
}

/** content/knowledge-rules/statement-drafting.json: what the chat says while drafting. */
export interface StatementDraftingWording extends SourcedWording {
  forms: Readonly<Record<StatementKind, StatementFormWording>>;
  facts: Readonly<
    Record<
      StatementFact,
      {
        /** Shown in "Used from your messages". */
        label: string;
        /** One line of the list Wingman asks; facts never asked may leave it out. */
        question?: string;
        /** The bracket left in the draft when the veteran did not give this fact. */
        blank: string;
      }
    >
  >;
  /** `{name}` and `{form}`: the statement's name and its form's label. */
  askHeading: string;
  askAgainHeading: string;
  draftHeading: string;
  askIntro: string;
  askAgainIntro: string;
  soFar: string;
  askClosing: string;
  usedHeading: string;
  /** The veteran's own words kept in quotes, for the writer to put in theirs. */
  yourWordsNote: string;
  leftToFillHeading: string;
  nothingLeftToFill: string;
  /** Said first in the friendly personality only. */
  friendlyOpening: string;
  /** The certification sentence, signed with `signature`. */
  certify: string;
  signature: string;
}

/**
 * content/knowledge-rules/feature-starters.json: the chat's links into exam prep, the symptom
 * journal and the witness link; `asks` and `people` are case-insensitive regular expressions.
 */
export interface FeatureStartersWording extends SourcedWording {
  examPrep: {
    asks: readonly string[];
    lead: string;
    leadNoCondition: string;
    /** Heads the list of what the exam measures; `{title}` is the DBQ's. */
    itemsHeading: string;
  };
  journal: { asks: readonly string[]; lead: string; leadWithDay: string; leadNoCondition: string };
  witness: { asks: readonly string[]; people: string; lead: string };
}

/**
 * content/knowledge-rules/finder-answer.json: how the chat shows the veteran's own finder result
 * for a presumptive or secondary question; the phrase lists are matched word by word.
 */
export interface FinderAnswerWording extends SourcedWording {
  presumptive: {
    topics: readonly string[];
    standalone: readonly string[];
    asks: readonly string[];
    notAbout: readonly string[];
    heading: string;
    met: string;
    reported: string;
    doubt: string;
    noneMet: string;
    nearMissHeading: string;
    nearMiss: string;
    vaDecides: string;
    noHistory: string;
  };
  secondary: {
    asks: readonly string[];
    claimWords: readonly string[];
    notAbout: readonly string[];
    heading: string;
    pair: string;
    doubt: string;
    evidence: string;
    none: string;
  };
}

/** content/knowledge-rules/chat-modes.json: what claim-specific and research chats add. */
export interface ChatModesWording extends SourcedWording {
  claimSpecific: { caseConditionsHeading: string; caseCondition: string };
  research: { extraArticles: number; heading: string; article: string };
  modelInstructions: Record<'general' | 'claim-specific' | 'research', string>;
}

export interface KnowledgeRules {
  crisisReply: CrisisReply;
  fabrication: FabricationPhrases;
  fabricationReply: FabricationReplyWording;
  abbreviations: Abbreviations;
  payAnswer: PayAnswerWording;
  backPayAnswer: BackPayAnswerWording;
  ratingAnswer: RatingAnswerWording;
  caseAnswer: CaseAnswerWording;
  deadlineAnswer: DeadlineAnswerWording;
  answerClosing: AnswerClosing;
  modelInstructions: ModelInstructions;
  nothingFound: NothingFoundWording;
  statementDrafting: StatementDraftingWording;
  featureStarters: FeatureStartersWording;
  finderAnswer: FinderAnswerWording;
  chatModes: ChatModesWording;
}

/** The profile's aiPersonality: it changes the opening and the amount of detail, never the facts. */
export type AiPersonality = 'professional' | 'friendly' | 'detailed';

/** What every offline answer is made of: Markdown to show, and the sources it cites. */
export interface ComposedAnswer {
  markdown: string;
  sources: KnowledgeSource[];
}
