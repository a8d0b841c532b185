/**
 * How much weight this document is likely to carry, strong / moderate / weak, with the reasons.
 * Each document type is weighed by what VA looks for in it (va-facts §6, §11); the reasons are
 * content (content/analysis/explanations.json).
 */
import type {
  DocumentType,
  EvidenceStrength,
  ExplanationContent,
  PageReport,
  Strength,
} from './analysis-types';
import type { DocumentEvidence } from './claim-elements';
import { fillText } from './fill-text';
import { isSupportive } from './nexus-opinion';

type Texts = ExplanationContent['strength'];
type Weigh = (evidence: DocumentEvidence, texts: Texts) => EvidenceStrength;

const opinionStrength: Weigh = (evidence, texts) => {
  const opinion = evidence.nexus;
  if (!opinion) return { overall: 'weak', reasons: [texts.noProbabilityStatement] };
  // The first reason is the stance; an opinion that does not support the link is weak for the claim.
  if (!isSupportive(opinion.stance)) return { overall: 'weak', reasons: [opinion.reasons[0]!] };
  return { overall: opinion.strength, reasons: opinion.reasons };
};

const examStrength: Weigh = (evidence, texts) => {
  const gaps = evidence.examGaps ?? [];
  const reasons = gaps.map((gap) => fillText(texts.examGap, { gap: gap.label }));
  if (evidence.nexus && !isSupportive(evidence.nexus.stance)) {
    return { overall: 'weak', reasons: [evidence.nexus.reasons[0]!, ...reasons] };
  }
  if (gaps.length === 0) return { overall: 'strong', reasons: [texts.examComplete] };
  return { overall: gaps.length === 1 ? 'moderate' : 'weak', reasons };
};

const decisionStrength: Weigh = (evidence, texts) => {
  const issues = evidence.ratingDecision?.issues ?? [];
  const denied = issues.filter((issue) => issue.kind === 'denied').length;
  // A proposed reduction is neither: VA has not decided it.
  const favourable = issues.filter((issue) =>
    ['granted', 'increased', 'continued'].includes(issue.kind),
  ).length;
  const reasons = [fillText(texts.decisionCounts, { favourable, denied })];
  if (denied > 0) reasons.push(texts.decisionDenialReason);
  const overall: Strength = denied === 0 ? 'strong' : favourable > 0 ? 'moderate' : 'weak';
  return { overall, reasons };
};

/** By what the Board decided: its reasons restate the evidence and are not weighed again. */
const boardStrength: Weigh = (evidence, texts) => {
  const issues = evidence.boardDecision?.issues ?? [];
  const denied = issues.filter((issue) => issue.outcome === 'denied').length;
  const favourable = issues.filter((issue) =>
    ['granted', 'granted-in-part', 'reopened'].includes(issue.outcome),
  ).length;
  const overall: Strength = denied === 0 ? 'strong' : favourable > 0 ? 'moderate' : 'weak';
  return { overall, reasons: [texts.boardDecision] };
};

const statementStrength: Weigh = (evidence, texts) => {
  const points: [boolean, string, string][] = [
    [evidence.inServiceEvents.length > 0, texts.statementEvent, texts.statementNoEvent],
    [evidence.certification.length > 0, texts.statementCertified, texts.statementNotCertified],
    [
      evidence.mentions.length > 0 || evidence.severity.length > 0,
      texts.statementSymptoms,
      texts.statementNoSymptoms,
    ],
  ];
  const reasons = points.map(([found, yes, no]) => (found ? yes : no));
  const allPresent = points.every(([found]) => found);
  return {
    overall: allPresent ? 'moderate' : 'weak',
    reasons: [...reasons, texts.layEvidenceLimit],
  };
};

const recordStrength: Weigh = (evidence, texts) => {
  const diagnosed = evidence.conditions.some((finding) => finding.status === 'diagnosed');
  if (evidence.type === 'service-treatment-record') {
    return {
      overall: evidence.inServiceEvents.length > 0 || diagnosed ? 'moderate' : 'weak',
      reasons: [texts.serviceRecordWeight, texts.serviceRecordLimit],
    };
  }
  return {
    overall: diagnosed ? 'moderate' : 'weak',
    reasons: [
      diagnosed ? texts.treatmentWithDiagnosis : texts.treatmentWithoutDiagnosis,
      texts.treatmentNoOpinion,
    ],
  };
};

const BY_TYPE: Record<DocumentType, Weigh> = {
  'medical-opinion': opinionStrength,
  exam: examStrength,
  'rating-decision': decisionStrength,
  'board-decision': boardStrength,
  'lay-statement': statementStrength,
  'personal-statement': statementStrength,
  'service-treatment-record': recordStrength,
  'private-medical-record': recordStrength,
  other: (_evidence, texts) => ({ overall: 'weak', reasons: [texts.otherDocument] }),
  unrecognised: (_evidence, texts) => ({ overall: 'weak', reasons: [texts.unrecognised] }),
};

export function evidenceStrength(
  evidence: DocumentEvidence,
  pages: PageReport,
  texts: ExplanationContent,
): EvidenceStrength {
  const strength = BY_TYPE[evidence.type](evidence, texts.strength);
  const unread = pages.notAnalysed.length;
  if (unread === 0) return strength;
  const note = fillText(texts.strength.pagesNotAnalysed, { unread, total: pages.total });
  return { ...strength, reasons: [...strength.reasons, note] };
}
