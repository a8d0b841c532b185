/**
 * How much weight this document is likely to carry, strong / moderate / weak, with the reasons.
 * Each document type is weighed by what VA looks for in it (va-facts §6, §11).
 */
import type { EvidenceStrength, PageReport, Strength } from './analysis-types';
import type { DocumentEvidence } from './claim-elements';
import { isSupportive } from './nexus-opinion';

function opinionStrength(evidence: DocumentEvidence): EvidenceStrength {
  const opinion = evidence.nexus;
  if (!opinion) {
    return {
      overall: 'weak',
      reasons: ['No probability statement on a link to service was found.'],
    };
  }
  if (!isSupportive(opinion.stance)) {
    return { overall: 'weak', reasons: [opinion.reasons[0]!] };
  }
  return { overall: opinion.strength, reasons: opinion.reasons };
}

function examStrength(evidence: DocumentEvidence): EvidenceStrength {
  const gaps = evidence.examGaps ?? [];
  const reasons = gaps.map((gap) => `Adequacy gap: ${gap.label}.`);
  if (evidence.nexus && !isSupportive(evidence.nexus.stance)) {
    return { overall: 'weak', reasons: [evidence.nexus.reasons[0]!, ...reasons] };
  }
  if (gaps.length === 0) {
    return { overall: 'strong', reasons: ['Signed, complete exam with no adequacy gaps found.'] };
  }
  return { overall: gaps.length <= 1 ? 'moderate' : 'weak', reasons };
}

function decisionStrength(evidence: DocumentEvidence): EvidenceStrength {
  const issues = evidence.ratingDecision?.issues ?? [];
  const denied = issues.filter((issue) => issue.kind === 'denied').length;
  const favourable = issues.filter((issue) => issue.kind !== 'denied' && issue.kind !== 'deferred');
  const reasons = [
    `${favourable.length} issue(s) granted, increased or continued; ${denied} denied.`,
  ];
  if (denied > 0)
    reasons.push('A denial states its reason: new evidence on that point is what a review needs.');
  const overall: Strength = denied === 0 ? 'strong' : favourable.length > 0 ? 'moderate' : 'weak';
  return { overall, reasons };
}

function statementStrength(evidence: DocumentEvidence): EvidenceStrength {
  const reasons: string[] = [];
  const points = [
    [
      evidence.inServiceEvents.length > 0,
      'Describes what happened in service first-hand.',
      'Does not say what happened in service.',
    ],
    [
      evidence.certification.length > 0,
      'Signed with a statement that it is true.',
      'No signed certification that it is true.',
    ],
    [
      evidence.mentions.length > 0 || evidence.severity.length > 0,
      'Describes symptoms or their effect on daily life.',
      'Does not describe symptoms or their effects.',
    ],
  ] as const;
  let present = 0;
  for (const [found, yes, no] of points) {
    reasons.push(found ? yes : no);
    if (found) present += 1;
  }
  reasons.push(
    'Lay evidence supports but rarely replaces medical evidence of a diagnosis or link.',
  );
  return { overall: present === 3 ? 'moderate' : 'weak', reasons };
}

function recordStrength(evidence: DocumentEvidence): EvidenceStrength {
  const diagnosed = evidence.conditions.some((finding) => finding.status === 'diagnosed');
  if (evidence.type === 'service-treatment-record') {
    return {
      overall: evidence.inServiceEvents.length > 0 || diagnosed ? 'moderate' : 'weak',
      reasons: [
        'Records made during service carry weight for the in-service event.',
        'On their own they do not show a current diagnosis or a link to service.',
      ],
    };
  }
  return {
    overall: diagnosed ? 'moderate' : 'weak',
    reasons: [
      diagnosed ? 'Treatment records with a diagnosis.' : 'No diagnosis found in these records.',
      'Treatment records seldom give an opinion on a link to service.',
    ],
  };
}

export function evidenceStrength(evidence: DocumentEvidence, pages: PageReport): EvidenceStrength {
  const byType: Record<DocumentEvidence['type'], (e: DocumentEvidence) => EvidenceStrength> = {
    'medical-opinion': opinionStrength,
    exam: examStrength,
    'rating-decision': decisionStrength,
    'lay-statement': statementStrength,
    'personal-statement': statementStrength,
    'service-treatment-record': recordStrength,
    'private-medical-record': recordStrength,
    other: () => ({
      overall: 'weak',
      reasons: ['Not one of the document types that prove a claim element.'],
    }),
    unrecognised: () => ({
      overall: 'weak',
      reasons: ['The document type was not recognised, so no claim element could be weighed.'],
    }),
  };
  const strength = byType[evidence.type](evidence);
  const unread = pages.notAnalysed.length;
  if (unread > 0) {
    return {
      ...strength,
      reasons: [...strength.reasons, `${unread} of ${pages.total} page(s) could not be analysed.`],
    };
  }
  return strength;
}
