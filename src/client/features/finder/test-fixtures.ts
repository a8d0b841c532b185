import criteriaFile from '../../../../content/finder/presumptive-criteria.json';
import type { FinderCandidate, FinderResponse } from '../../../contracts/finder';

/** The Gulf War rule's file-before notice, as the server sends it while 31 Dec 2026 is ahead. */
export const gulfWarFileBefore = criteriaFile.rules.find(
  (rule) => rule.ruleId === 'gulf-war',
)!.fileBefore!;

export const NOTE_ID = '00000000-0000-4000-c000-000000000001';
export const APNEA_QUOTE = 'Assessment: Obstructive sleep apnea, moderate.';

const pairsSay = {
  citation: '38 CFR 3.310',
  checkedOn: '2026-11-29',
  needsMedicalOpinion: true,
  evidenceNeeded: [
    'A diagnosis of the second condition',
    'A medical opinion that the first condition caused it or made it worse',
  ],
  vaDecides: 'VA decides whether the medical evidence shows the link; nothing here is presumed.',
  doubt: null,
};

/** A veteran who served in Kuwait in 1991, is rated for a knee and has a note naming sleep apnea. */
export const gulfWar: Extract<FinderCandidate, { kind: 'presumptive' }> = {
  kind: 'presumptive',
  name: 'Gulf War: undiagnosed and chronic multisymptom illness',
  why: 'Kuwait, 1 Jan 1991 – 30 Jun 1991: inside the Southwest Asia theater of operations.',
  citation: '38 CFR 3.317; 38 U.S.C. 1117',
  checkedOn: '2026-11-29',
  needsMedicalOpinion: false,
  evidenceNeeded: ['Records of symptoms over 6 months or more'],
  vaDecides: 'VA decides whether the illness is undiagnosed or a listed multisymptom illness.',
  doubt: 'The regulation read still has a deadline the statute has dropped.',
  rule: {
    ruleId: 'gulf-war',
    title: 'Gulf War: undiagnosed and chronic multisymptom illness',
    citation: '38 CFR 3.317; 38 U.S.C. 1117',
    checkedOn: '2026-11-29',
    status: 'met',
    fact: 'Kuwait, 1 Jan 1991 – 30 Jun 1991: inside the Southwest Asia theater of operations.',
    factCitation: '38 CFR 3.317(e)',
    doubt: 'The regulation read still has a deadline the statute has dropped.',
    showBy: null,
    fileBefore: gulfWarFileBefore,
    conditions: ['Chronic fatigue syndrome', 'Fibromyalgia'].map((name) => ({
      name,
      diagnosticCode: null,
      note: null,
      addToCase: { name, basis: 'presumptive', presumptiveRule: 'gulf-war', origin: 'manual' },
    })),
    evidenceNeeded: ['Records of symptoms over 6 months or more'],
    vaDecides: 'VA decides whether the illness is undiagnosed or a listed multisymptom illness.',
  },
};

const secondary = (
  pairId: string,
  name: string,
  mechanism: string,
  contested = false,
): Extract<FinderCandidate, { kind: 'secondary' }> => ({
  kind: 'secondary',
  name,
  why: `${name} often follows a knee condition. ${mechanism}`,
  ...pairsSay,
  pairId,
  secondaryTo: 'Left knee strain',
  mechanism,
  contested,
  addToCase: { name, basis: 'secondary', secondaryTo: 'Left knee strain', origin: 'manual' },
});

export const hip = secondary(
  'knee-hip',
  'Hip condition',
  'A painful knee changes how you walk, which can strain the hip.',
);
export const back = secondary(
  'knee-back',
  'Low back condition',
  'A painful knee changes how you walk, which can strain the lower back.',
  true,
);

export const apnea: FinderCandidate = {
  kind: 'unclaimed',
  name: 'Obstructive sleep apnea',
  why: 'Diagnosed in treatment-note.txt, page 1. It is neither rated nor in your case.',
  citation: null,
  checkedOn: null,
  needsMedicalOpinion: false,
  evidenceNeeded: ['Something in service: an event, injury or exposure'],
  vaDecides: 'VA decides whether the condition is connected to your service.',
  doubt: null,
  documentId: NOTE_ID,
  page: 1,
  quote: APNEA_QUOTE,
  addToCase: {
    name: 'Obstructive sleep apnea',
    basis: 'direct',
    origin: 'document',
    originDocumentId: NOTE_ID,
  },
};

export const finderOf = (extra: Partial<FinderResponse> = {}): FinderResponse => ({
  serviceHistoryGiven: true,
  candidates: [gulfWar, hip, back, apnea],
  nearMisses: [
    {
      ruleId: 'camp-lejeune',
      title: 'Camp Lejeune water',
      citation: '38 CFR 3.307(a)(7)',
      why: '20 days at Camp Lejeune; the rule needs at least 30.',
    },
  ],
  ...extra,
});
