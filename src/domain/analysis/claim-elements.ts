/**
 * Which elements of service connection (va-facts §6: a current diagnosis, an in-service event,
 * a nexus between them; plus severity for the rating) this document supports, partly supports
 * or leaves missing — and why, with the quotes behind each answer.
 */
import type {
  AdequacyGap,
  ConditionFinding,
  DecisionIssue,
  DocumentType,
  ElementCoverage,
  NexusOpinion,
  Quote,
  RatingDecision,
} from './analysis-types';
import { isSupportive } from './nexus-opinion';

/** What the rules found, as the coverage and strength assessments read it. */
export interface DocumentEvidence {
  type: DocumentType;
  conditions: readonly ConditionFinding[];
  /** Listed conditions named anywhere (a statement describing ringing ears, say). */
  mentions: readonly Quote[];
  inServiceEvents: readonly Quote[];
  severity: readonly Quote[];
  certification: readonly Quote[];
  nexus?: NexusOpinion;
  ratingDecision?: RatingDecision;
  examGaps?: readonly AdequacyGap[];
  typeMarkers: readonly Quote[];
}

type Coverage = Omit<ElementCoverage, 'element'>;

const STATEMENTS: readonly DocumentType[] = ['lay-statement', 'personal-statement'];
const MEDICAL: readonly DocumentType[] = ['exam', 'medical-opinion', 'private-medical-record'];

const names = (findings: readonly { name: string }[]) => findings.map((f) => f.name).join(', ');

function decided(decision: RatingDecision | undefined) {
  const issues = decision?.issues ?? [];
  const rated = issues.filter(
    (issue): issue is Extract<DecisionIssue, { percent: number }> => 'percent' in issue,
  );
  const deniedFor = (pattern: RegExp) =>
    issues.filter(
      (issue) => issue.kind === 'denied' && issue.reason && pattern.test(issue.reason.text),
    );
  return { rated, deniedFor };
}

function fromDecision(
  decision: RatingDecision,
  element: 'current-diagnosis' | 'in-service-event' | 'nexus' | 'severity',
): Coverage {
  const { rated, deniedFor } = decided(decision);
  const denialPattern = {
    'current-diagnosis': /diagnos|current (?:diagnosed )?disability/i,
    'in-service-event': /in\s+service/i,
    nexus: /link|not (?:incurred in|caused by|related to)/i,
    severity: /$^/,
  }[element];
  const denied = deniedFor(denialPattern);
  if (denied.length > 0) {
    const deniedNames = names(denied.map((issue) => ({ name: issue.condition })));
    const grantedNames = names(rated.map((issue) => ({ name: issue.condition })));
    return {
      status: rated.length > 0 ? 'partial' : 'missing',
      why:
        rated.length > 0
          ? `VA has service-connected ${grantedNames}, but denied ${deniedNames} for lack of this element.`
          : `VA denied ${deniedNames} for lack of this element.`,
      quotes: denied.flatMap((issue) => ('reason' in issue && issue.reason ? [issue.reason] : [])),
    };
  }
  if (rated.length > 0) {
    const why =
      element === 'severity'
        ? `VA rated ${rated.map((issue) => `${issue.condition} at ${issue.percent}%`).join(', ')}.`
        : `VA has service-connected ${names(rated.map((issue) => ({ name: issue.condition })))}.`;
    return { status: 'supported', why, quotes: rated.map((issue) => issue.quote) };
  }
  return { status: 'missing', why: 'The letter grants no rating for this element.', quotes: [] };
}

function currentDiagnosis(evidence: DocumentEvidence): Coverage {
  if (evidence.ratingDecision) return fromDecision(evidence.ratingDecision, 'current-diagnosis');
  const diagnosed = evidence.conditions.filter((finding) => finding.status === 'diagnosed');
  const quotes = diagnosed.map((finding) => finding.quote);
  if (diagnosed.length > 0 && evidence.type === 'service-treatment-record') {
    return {
      status: 'partial',
      why: `Diagnosed during service (${names(diagnosed)}); a current diagnosis is still needed.`,
      quotes,
    };
  }
  if (diagnosed.length > 0) {
    return { status: 'supported', why: `Diagnosed: ${names(diagnosed)}.`, quotes };
  }
  if (STATEMENTS.includes(evidence.type) && evidence.mentions.length > 0) {
    return {
      status: 'partial',
      why: 'Symptoms are described by the writer. A lay account can establish what a person can observe (such as ringing in the ears), but most conditions need a medical diagnosis.',
      quotes: evidence.mentions.slice(0, 2),
    };
  }
  return { status: 'missing', why: 'No diagnosis found in this document.', quotes: [] };
}

function inServiceEvent(evidence: DocumentEvidence): Coverage {
  if (evidence.ratingDecision) return fromDecision(evidence.ratingDecision, 'in-service-event');
  const quotes = evidence.inServiceEvents.slice(0, 3);
  if (evidence.type === 'service-treatment-record') {
    return {
      status: 'supported',
      why: 'A record made during service documents the complaint or injury.',
      quotes: quotes.length > 0 ? quotes : evidence.typeMarkers.slice(0, 1),
    };
  }
  if (quotes.length === 0) {
    return {
      status: 'missing',
      why: 'Nothing here describes an event, injury or illness in service.',
      quotes,
    };
  }
  const why = STATEMENTS.includes(evidence.type)
    ? 'A first-hand account of what happened in service; service records or other witnesses that confirm it make it stronger.'
    : 'The history mentions service; the service records themselves are the proof of the event.';
  return { status: 'partial', why, quotes };
}

function nexus(evidence: DocumentEvidence): Coverage {
  if (evidence.ratingDecision) return fromDecision(evidence.ratingDecision, 'nexus');
  const opinion = evidence.nexus;
  if (!opinion) {
    return { status: 'missing', why: 'No medical opinion on a link to service.', quotes: [] };
  }
  const quotes = opinion.statements.map((statement) => statement.quote);
  if (isSupportive(opinion.stance)) {
    return opinion.strength === 'weak'
      ? {
          status: 'partial',
          why: 'The opinion supports a link but gives little reasoning, so VA may give it little weight.',
          quotes,
        }
      : {
          status: 'supported',
          why: 'A reasoned medical opinion supports the link to service.',
          quotes,
        };
  }
  if (opinion.stance === 'opposes') {
    return { status: 'missing', why: 'The medical opinion is against a link to service.', quotes };
  }
  if (opinion.stance === 'conflicting') {
    return { status: 'partial', why: 'The document both supports and opposes a link.', quotes };
  }
  return {
    status: 'partial',
    why: 'The opinion is speculative and does not meet the "at least as likely as not" standard.',
    quotes,
  };
}

function severity(evidence: DocumentEvidence): Coverage {
  if (evidence.ratingDecision) return fromDecision(evidence.ratingDecision, 'severity');
  const quotes = evidence.severity.slice(0, 3);
  if (quotes.length === 0) {
    return {
      status: 'missing',
      why: 'No measurements or description of how severe it is.',
      quotes,
    };
  }
  const functionalGap = (evidence.examGaps ?? []).some((gap) => gap.id === 'flare-up-estimate');
  if (evidence.type === 'exam' && !functionalGap) {
    return {
      status: 'supported',
      why: 'The exam records measurements the rating criteria use.',
      quotes,
    };
  }
  const why =
    evidence.type === 'exam'
      ? 'The exam measures the condition but gives no estimate of loss during flare-ups or repeated use.'
      : MEDICAL.includes(evidence.type)
        ? 'Some findings on severity; a DBQ or exam measures what the rating criteria ask for.'
        : 'Describes the effect on daily life; the rating criteria also need medical measurements.';
  return { status: 'partial', why, quotes };
}

export function claimElementCoverage(evidence: DocumentEvidence): ElementCoverage[] {
  return [
    { element: 'current-diagnosis', ...currentDiagnosis(evidence) },
    { element: 'in-service-event', ...inServiceEvent(evidence) },
    { element: 'nexus', ...nexus(evidence) },
    { element: 'severity', ...severity(evidence) },
  ];
}

export const CLAIM_ELEMENT_LABELS = {
  'current-diagnosis': 'Current diagnosis',
  'in-service-event': 'In-service event',
  nexus: 'Nexus (link to service)',
  severity: 'Severity for rating',
} as const;
