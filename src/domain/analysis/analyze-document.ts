/**
 * The rules-first analysis of one document: pages read, suspicious passages set aside, type by
 * fingerprint, then the findings each type calls for — every one with its verbatim quote.
 */
import type {
  AnalysisInput,
  ConditionFinding,
  DocumentAnalysis,
  DocumentType,
  Quote,
  RatingDecision,
} from './analysis-types';
import { boardNextSteps, readBoardDecision } from './board-decision';
import { claimElementCoverage, type DocumentEvidence } from './claim-elements';
import { findConditions, findPossibleConditions } from './condition-findings';
import { describedConditions, type PageMention } from './described-conditions';
import { conditionMentions, matchCondition } from './condition-matching';
import { createScan, findAll, quoteMatch, type DocumentScan } from './document-scan';
import { classifyDocument } from './document-type';
import { ratingBasisFindings, withDbqHeadings } from './rating-basis';
import { evidenceStrength } from './evidence-strength';
import { examAdequacyGaps } from './exam-adequacy';
import { assessNexusOpinion } from './nexus-opinion';
import { findObservations } from './observations';
import { pageCoverage } from './page-coverage';
import { plainLanguageSummary } from './plain-language-summary';
import { readRatingDecision } from './rating-decision';
import { canBeEvidence } from './sentence-roles';
import { findSuspiciousPassages } from './suspicious-passages';
import { whatIsMissing } from './what-is-missing';

/** Types whose own words can carry a medical opinion on a link to service. */
const OPINION_TYPES: readonly DocumentType[] = [
  'medical-opinion',
  'exam',
  'private-medical-record',
  'other',
  'unrecognised',
];
const MAX_QUOTES = 5;

/**
 * The first few distinct quotes: enough to show. Only the first matches are quoted, since a
 * long run of text without full stops makes every match one huge sentence.
 */
function firstQuotes<T>(items: readonly T[], toQuote: (item: T) => Quote): Quote[] {
  const quotes = new Map<string, Quote>();
  for (const item of items.slice(0, MAX_QUOTES * 10)) {
    if (quotes.size === MAX_QUOTES) break;
    const quote = toQuote(item);
    quotes.set(`${quote.page}:${quote.text}`, quote);
  }
  return [...quotes.values()];
}

function quotesOf(scan: DocumentScan, patterns: readonly string[], input: AnalysisInput): Quote[] {
  const quotes = firstQuotes(findAll(scan.pages, patterns), (match) => quoteMatch(scan, match));
  return quotes.filter((quote) => canBeEvidence(quote, input.content.sentenceRoles));
}

function conditionsNamed(scan: DocumentScan, input: AnalysisInput): PageMention[] {
  return scan.pages.flatMap((page) =>
    conditionMentions(page.text, input.conditions).map((mention) => ({
      ...mention,
      page: page.page,
    })),
  );
}

function mentionQuotes(
  scan: DocumentScan,
  mentions: readonly PageMention[],
  input: AnalysisInput,
): Quote[] {
  const quotes = firstQuotes(mentions, (mention) => quoteMatch(scan, mention));
  return quotes.filter((quote) => canBeEvidence(quote, input.content.sentenceRoles));
}

/** Each issue's condition matched to the VA conditions list, for the offer to track it. */
function withDiagnosticCodes(decision: RatingDecision, input: AnalysisInput): RatingDecision {
  const issues = decision.issues.map((issue) => {
    const condition = matchCondition(issue.condition, input.conditions);
    return condition ? { ...issue, diagnosticCode: condition.diagnosticCode } : issue;
  });
  return { ...decision, issues };
}

/** A rated condition is an established diagnosis; a denied one proves nothing either way. */
function ratedConditions(decision: RatingDecision, input: AnalysisInput): ConditionFinding[] {
  return decision.issues.flatMap((issue) => {
    if (issue.kind === 'denied' || issue.kind === 'deferred') return [];
    const condition = input.conditions.find((c) => c.diagnosticCode === issue.diagnosticCode);
    return [
      {
        name: issue.condition,
        ...(condition
          ? { diagnosticCode: condition.diagnosticCode, conditionName: condition.conditionName }
          : {}),
        status: 'diagnosed' as const,
        quote: issue.quote,
      },
    ];
  });
}

export function analyzeDocument(input: AnalysisInput): DocumentAnalysis {
  const { content } = input;
  const { analysed, report: pages } = pageCoverage(input.pages, input.maxPages);
  const suspicious = findSuspiciousPassages(analysed, content.suspicious);
  const scan = createScan(input.pages, analysed, suspicious.spans);
  const documentType = classifyDocument(
    scan,
    withDbqHeadings(content.fingerprints, content.ratingBases),
  );
  const type = documentType.type;

  const holidayOn = input.holidayOn ?? (() => null);
  const ratingDecision =
    type === 'rating-decision'
      ? withDiagnosticCodes(
          readRatingDecision(scan, input.today, holidayOn, content.decisionLetters),
          input,
        )
      : undefined;
  const boardDecision =
    type === 'board-decision'
      ? readBoardDecision(
          scan,
          content.boardDecisions,
          content.sentenceRoles,
          input.today,
          holidayOn,
        )
      : undefined;
  const mentions = conditionsNamed(scan, input);
  // The Board's prose restates evidence and law for its own decision: nothing in it is a finding.
  const recorded = ratingDecision
    ? ratedConditions(ratingDecision, input)
    : boardDecision
      ? []
      : findConditions(scan, input.conditions, content.clinicalCues, content.sentenceRoles);
  const conditions = [
    ...recorded,
    ...describedConditions(
      type,
      scan,
      mentions,
      recorded,
      content.clinicalCues,
      content.sentenceRoles,
    ),
  ];
  const possibleConditions = boardDecision
    ? []
    : findPossibleConditions(scan, content.medications, conditions);
  const nexus = OPINION_TYPES.includes(type)
    ? assessNexusOpinion(scan, content.nexus, content.sentenceRoles)
    : undefined;
  const examGaps =
    type === 'exam'
      ? examAdequacyGaps(scan, content.examAdequacy, input.conditions, input.claimedConditions)
      : undefined;
  const cues = content.clinicalCues;
  const inServiceEvents = boardDecision ? [] : quotesOf(scan, cues.inServiceCues, input);
  const observations = findObservations(scan, type, cues, content.sentenceRoles);

  // What the condition is rated on: the diagnosed conditions first, then any named.
  const codes = [
    ...conditions.flatMap((finding) => finding.diagnosticCode ?? []),
    ...mentions.map((mention) => mention.condition.diagnosticCode),
  ];
  const ratingBasis = boardDecision
    ? undefined
    : ratingBasisFindings(scan, content.ratingBases, codes, content.sentenceRoles);

  const evidence: DocumentEvidence = {
    type,
    conditions,
    mentions: mentionQuotes(scan, mentions, input),
    inServiceEvents,
    severity: quotesOf(scan, cues.severityCues, input),
    certification: quotesOf(scan, cues.certificationCues, input),
    ...(ratingBasis ? { ratingBasis } : {}),
    ...(nexus ? { nexus } : {}),
    ...(ratingDecision ? { ratingDecision } : {}),
    ...(boardDecision ? { boardDecision } : {}),
    ...(examGaps ? { examGaps } : {}),
    typeMarkers: documentType.markers.map((marker) => marker.quote),
  };
  const coverage = boardDecision ? [] : claimElementCoverage(evidence, content.explanations);
  const strength = evidenceStrength(evidence, pages, content.explanations);
  const found = whatIsMissing(
    {
      coverage,
      ...(nexus ? { nexus } : {}),
      ...(ratingDecision ? { ratingDecision } : {}),
      ...(examGaps ? { examGaps } : {}),
      possibleConditions,
      pages,
    },
    content.nextSteps,
  );
  const missing = found.missing;
  const nextSteps = boardDecision
    ? [...boardNextSteps(boardDecision, content.boardDecisions), ...found.nextSteps]
    : found.nextSteps;
  const analysis = {
    documentType,
    conditions,
    possibleConditions,
    inServiceEvents,
    observations,
    ...(nexus ? { nexus } : {}),
    ...(ratingDecision ? { ratingDecision } : {}),
    ...(boardDecision ? { boardDecision } : {}),
    ...(examGaps ? { examGaps } : {}),
    coverage,
    evidenceStrength: strength,
    pages,
    suspiciousPassages: suspicious.passages,
  };
  return { ...analysis, missing, nextSteps, summary: plainLanguageSummary(analysis) };
}
