/**
 * Which elements of service connection (va-facts §6: a current diagnosis, an in-service event,
 * a nexus between them; plus severity for the rating) this document supports, partly supports
 * or leaves missing — and why, with the quotes behind each answer. The "why" texts are content
 * (content/analysis/explanations.json).
 */
import type {
  AdequacyGap,
  BoardDecision,
  ClaimElement,
  ConditionFinding,
  DecidedIssue,
  DocumentType,
  ElementCoverage,
  ExplanationContent,
  NexusOpinion,
  Quote,
  RatingDecision,
} from './analysis-types';
import { fillText } from './fill-text';
import { isSupportive } from './nexus-opinion';
import { isDecided } from './rating-decision';
import type { RatingBasisFindings } from './rating-basis';

/** What the rules found, as the coverage and strength assessments read it. */
export interface DocumentEvidence {
  type: DocumentType;
  conditions: readonly ConditionFinding[];
  /** Listed conditions named anywhere (a statement describing ringing ears, say). */
  mentions: readonly Quote[];
  inServiceEvents: readonly Quote[];
  severity: readonly Quote[];
  /** What VA rates the condition on, and the document's findings on it. */
  ratingBasis?: RatingBasisFindings;
  certification: readonly Quote[];
  nexus?: NexusOpinion;
  ratingDecision?: RatingDecision;
  boardDecision?: BoardDecision;
  examGaps?: readonly AdequacyGap[];
  typeMarkers: readonly Quote[];
}

type Coverage = Omit<ElementCoverage, 'element'>;
type Texts = ExplanationContent['coverage'];

const STATEMENTS: readonly DocumentType[] = ['lay-statement', 'personal-statement'];
const MEDICAL: readonly DocumentType[] = ['exam', 'medical-opinion', 'private-medical-record'];

const names = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');

/** How a letter's denial reason names the missing element (va-facts §11 denial phrases). */
const DENIAL_FOR: Partial<Record<ClaimElement, RegExp>> = {
  'current-diagnosis':
    /diagnos|does\s+not\s+show\s+(?:a\s+)?(?:current\s+)?(?:[\w-]+\s+){0,3}disability|3\.385/i,
  'in-service-event': /in\s+service/i,
  nexus: /link|not (?:incurred in|caused by|related to)/i,
};

function fromDecision(decision: RatingDecision, element: ClaimElement, texts: Texts): Coverage {
  const rated = decision.issues.filter(
    // A proposed reduction decides nothing yet.
    (issue): issue is Extract<DecidedIssue, { percent: number }> =>
      isDecided(issue) && 'percent' in issue,
  );
  const pattern = DENIAL_FOR[element];
  const denied = pattern
    ? decision.issues.filter(
        (issue) => issue.kind === 'denied' && issue.reason && pattern.test(issue.reason.text),
      )
    : [];
  const granted = names(rated.map((issue) => ({ name: issue.condition })));
  if (denied.length > 0) {
    const values = { granted, denied: names(denied.map((issue) => ({ name: issue.condition }))) };
    return {
      status: rated.length > 0 ? 'partial' : 'missing',
      why: fillText(rated.length > 0 ? texts.decisionPartlyDenied : texts.decisionDenied, values),
      quotes: denied.flatMap((issue) => ('reason' in issue && issue.reason ? [issue.reason] : [])),
    };
  }
  if (rated.length === 0) {
    return { status: 'missing', why: texts.decisionNothingGranted, quotes: [] };
  }
  const why =
    element === 'severity'
      ? fillText(texts.decisionRated, {
          ratings: rated.map((issue) => `${issue.condition} at ${issue.percent}%`).join(', '),
        })
      : fillText(texts.decisionGranted, { granted });
  return { status: 'supported', why, quotes: rated.map((issue) => issue.quote) };
}

function currentDiagnosis(evidence: DocumentEvidence, texts: Texts): Coverage {
  const diagnosed = evidence.conditions.filter((finding) => finding.status === 'diagnosed');
  const quotes = diagnosed.map((finding) => finding.quote);
  const conditions = names(diagnosed);
  if (diagnosed.length > 0 && evidence.type === 'service-treatment-record') {
    return { status: 'partial', why: fillText(texts.diagnosedInService, { conditions }), quotes };
  }
  if (diagnosed.length > 0) {
    return { status: 'supported', why: fillText(texts.diagnosed, { conditions }), quotes };
  }
  if (STATEMENTS.includes(evidence.type) && evidence.mentions.length > 0) {
    return {
      status: 'partial',
      why: texts.symptomsDescribed,
      quotes: evidence.mentions.slice(0, 2),
    };
  }
  return { status: 'missing', why: texts.noDiagnosis, quotes: [] };
}

function inServiceEvent(evidence: DocumentEvidence, texts: Texts): Coverage {
  const opinion = evidence.nexus;
  // A secondary claim rests on a service-connected condition, not on an event in service.
  if (opinion && opinion.theory !== 'direct' && isSupportive(opinion.stance)) {
    const own = opinion.statements.filter((statement) => !statement.quotedFromAnother);
    return {
      label: SECONDARY_CLAIM_LABEL,
      status: 'supported',
      why: texts.secondaryClaim,
      quotes: own.map((s) => s.quote),
    };
  }
  const quotes = evidence.inServiceEvents.slice(0, 3);
  if (evidence.type === 'service-treatment-record') {
    return {
      status: 'supported',
      why: texts.recordedInService,
      quotes: quotes.length > 0 ? quotes : evidence.typeMarkers.slice(0, 1),
    };
  }
  if (quotes.length === 0) return { status: 'missing', why: texts.noInServiceEvent, quotes };
  const why = STATEMENTS.includes(evidence.type)
    ? texts.firstHandAccount
    : texts.historyMentionsService;
  return { status: 'partial', why, quotes };
}

function nexus(evidence: DocumentEvidence, texts: Texts): Coverage {
  const opinion = evidence.nexus;
  if (!opinion) return { status: 'missing', why: texts.noOpinion, quotes: [] };
  const quotes = opinion.statements
    .filter((statement) => !statement.quotedFromAnother)
    .map((statement) => statement.quote);
  if (isSupportive(opinion.stance)) {
    return opinion.strength === 'weak'
      ? { status: 'partial', why: texts.opinionWithoutReasons, quotes }
      : { status: 'supported', why: texts.reasonedOpinion, quotes };
  }
  if (opinion.stance === 'opposes') return { status: 'missing', why: texts.opinionAgainst, quotes };
  if (opinion.stance === 'conflicting') {
    return { status: 'partial', why: texts.opinionConflicting, quotes };
  }
  return { status: 'partial', why: texts.opinionSpeculative, quotes };
}

/** An exam is judged by the condition's own rating basis when its DBQ or diagnosis names one. */
function examSeverity(evidence: DocumentEvidence, quotes: Quote[], texts: Texts): Coverage {
  const basis = evidence.ratingBasis;
  if (basis && basis.quotes.length === 0) {
    return {
      status: quotes.length > 0 ? 'partial' : 'missing',
      why: basis.basis.examLacks,
      quotes,
    };
  }
  if (quotes.length === 0) return { status: 'missing', why: texts.noSeverity, quotes };
  if ((evidence.examGaps ?? []).some((gap) => gap.id === 'flare-up-estimate')) {
    return { status: 'partial', why: texts.examWithoutFlareUps, quotes };
  }
  return { status: 'supported', why: basis?.basis.examRecords ?? texts.examMeasures, quotes };
}

function severity(evidence: DocumentEvidence, texts: Texts): Coverage {
  const found = [...(evidence.ratingBasis?.quotes ?? []), ...evidence.severity];
  const quotes = found
    .filter((quote, index) => found.findIndex((q) => q.text === quote.text) === index)
    .slice(0, 3);
  if (evidence.type === 'exam') return examSeverity(evidence, quotes, texts);
  if (quotes.length === 0) return { status: 'missing', why: texts.noSeverity, quotes };
  if (MEDICAL.includes(evidence.type)) {
    return { status: 'partial', why: texts.someSeverityFindings, quotes };
  }
  const why = evidence.ratingBasis?.basis.statementDescribes ?? texts.dailyLifeDescribed;
  return { status: 'partial', why, quotes };
}

const ELEMENTS: Record<ClaimElement, (evidence: DocumentEvidence, texts: Texts) => Coverage> = {
  'current-diagnosis': currentDiagnosis,
  'in-service-event': inServiceEvent,
  nexus,
  severity,
};

export function claimElementCoverage(
  evidence: DocumentEvidence,
  texts: ExplanationContent,
): ElementCoverage[] {
  return (Object.keys(ELEMENTS) as ClaimElement[]).map((element) => {
    const decision = evidence.ratingDecision;
    const coverage = decision
      ? fromDecision(decision, element, texts.coverage)
      : ELEMENTS[element](evidence, texts.coverage);
    return { element, ...coverage };
  });
}

/** In a secondary claim (38 CFR 3.310) the service-connected condition takes the event's place. */
const SECONDARY_CLAIM_LABEL = 'Service-connected condition (secondary claim)';

/** The element's name as this claim needs it. */
export const elementLabel = (coverage: Pick<ElementCoverage, 'element' | 'label'>) =>
  coverage.label ?? CLAIM_ELEMENT_LABELS[coverage.element];

export const CLAIM_ELEMENT_LABELS: Record<ClaimElement, string> = {
  'current-diagnosis': 'Current diagnosis',
  'in-service-event': 'In-service event',
  nexus: 'Nexus (link to service)',
  severity: 'Severity for rating',
};
