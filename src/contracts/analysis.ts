/**
 * Zod mirrors of the document analysis (src/domain/analysis/analysis-types.ts) for the API, and
 * of the content files the rules read (content/analysis/*.json). The domain keeps its own
 * types; the test beside this file checks the two agree on real output.
 */
import { z } from 'zod';
import { SENTENCE_ROLES } from '../domain/analysis/analysis-types';
import { PHRASE_FLAGS } from '../domain/analysis/document-scan';
import { confidenceSchema } from './conditions';

// ---- content/analysis/*.json ---------------------------------------------------------------

/** A pattern must compile with the flags the rules use, or the file is refused. */
export const phrasePattern = z
  .string()
  .min(1)
  .refine(
    (pattern) => {
      try {
        new RegExp(pattern, PHRASE_FLAGS);
        return true;
      } catch {
        return false;
      }
    },
    { error: 'Not a valid regular expression' },
  );

const text = z.string().trim().min(1);

const sourced = {
  sources: z.array(text).min(1),
  checkedOn: z.iso.date({ error: 'Write checkedOn as YYYY-MM-DD' }),
  confidence: confidenceSchema,
  /** What was not verified, for reviewers; never shown. */
  doubts: z.array(text).optional(),
};

export const documentTypeSchema = z.enum([
  'service-treatment-record',
  'private-medical-record',
  'medical-opinion',
  'exam',
  'rating-decision',
  'board-decision',
  'lay-statement',
  'personal-statement',
  'other',
  'unrecognised',
]);
export const nexusStanceSchema = z.enum([
  'supports-strongly',
  'supports',
  'opposes',
  'insufficient',
]);
export const strengthSchema = z.enum(['strong', 'moderate', 'weak']);
export const coverageStatusSchema = z.enum(['supported', 'partial', 'missing']);
export const claimElementSchema = z.enum([
  'current-diagnosis',
  'in-service-event',
  'nexus',
  'severity',
]);

export const fingerprintContentSchema = z.object({
  ...sourced,
  fingerprints: z
    .array(
      z.object({
        type: documentTypeSchema.exclude(['unrecognised']),
        label: text,
        threshold: z.number().positive(),
        markers: z
          .array(z.object({ label: text, pattern: phrasePattern, weight: z.number().positive() }))
          .min(1),
      }),
    )
    .min(1),
});

export const nexusContentSchema = z.object({
  ...sourced,
  phrases: z
    .array(
      z.object({
        phrase: text,
        pattern: phrasePattern,
        stance: nexusStanceSchema,
        needsLinkWord: z.boolean().optional(),
      }),
    )
    .min(1),
  linkWords: z.array(phrasePattern).min(1),
  attributionCues: z.array(phrasePattern).min(1),
  theoryCues: z.object({
    aggravation: z.array(phrasePattern).min(1),
    secondary: z.array(phrasePattern).min(1),
  }),
  rubric: z
    .array(z.object({ factor: text, label: text, patterns: z.array(phrasePattern).min(1) }))
    .min(1)
    .refine((rubric) => rubric.some((marker) => marker.factor === 'rationale'), {
      error: 'The rubric needs a "rationale" factor: an opinion without one is weak',
    }),
  stanceExplanations: z.object({
    'supports-strongly': text,
    supports: text,
    opposes: text,
    insufficient: text,
    conflicting: text,
  }),
});

export const medicationContentSchema = z.object({
  ...sourced,
  medications: z
    .array(
      z.object({
        medication: text,
        pattern: phrasePattern,
        suggests: text,
        diagnosticCodes: z.array(z.string().regex(/^\d{4}$/)).min(1),
      }),
    )
    .min(1),
});

const patterns = z.array(phrasePattern).min(1);

export const clinicalCueContentSchema = z.object({
  ...sourced,
  diagnosisLabels: patterns,
  diagnosisHeadings: patterns,
  diagnosisListItems: patterns,
  diagnosisPhrases: patterns,
  presentationPhrases: patterns,
  negations: patterns,
  bodyPartNames: patterns,
  bodyPartLeads: patterns,
  inServiceCues: patterns,
  severityCues: patterns,
  certificationCues: patterns,
  observations: z.array(z.object({ kind: text, label: text, patterns })).min(1),
});

export const examAdequacyContentSchema = z.object({
  ...sourced,
  checks: z
    .array(
      z.object({
        id: text,
        label: text,
        explanation: text,
        metBy: patterns,
        failedBy: z.array(phrasePattern),
        appliesWhen: patterns.optional(),
      }),
    )
    .min(1),
});

export const suspiciousContentSchema = z.object({ ...sourced, patterns });

const step = z.object({ missing: text, next: text });

export const nextStepContentSchema = z.object({
  ...sourced,
  steps: z.object({
    'current-diagnosis': step,
    'in-service-event': step,
    nexus: step,
    severity: step,
  }),
  advice: z.object({
    examGaps: text.includes('{gaps}'),
    reviewDeadline: text.includes('{deadline}'),
    possibleCondition: text.includes('{medication}').includes('{condition}'),
    unreadablePages: text.includes('{pages}'),
    speculativeOpinion: text,
    nextLevel: text.includes('{condition}').includes('{percent}'),
  }),
});

/** An object of the named texts, each required. */
const texts = <const K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);

export const explanationContentSchema = z.object({
  ...sourced,
  coverage: texts([
    'decisionDenied',
    'decisionPartlyDenied',
    'decisionGranted',
    'decisionRated',
    'decisionNothingGranted',
    'diagnosedInService',
    'diagnosed',
    'symptomsDescribed',
    'noDiagnosis',
    'recordedInService',
    'noInServiceEvent',
    'secondaryClaim',
    'firstHandAccount',
    'historyMentionsService',
    'noOpinion',
    'opinionWithoutReasons',
    'reasonedOpinion',
    'opinionAgainst',
    'opinionConflicting',
    'opinionSpeculative',
    'noSeverity',
    'examMeasures',
    'examWithoutFlareUps',
    'someSeverityFindings',
    'dailyLifeDescribed',
  ]),
  strength: texts([
    'noProbabilityStatement',
    'examGap',
    'examComplete',
    'decisionCounts',
    'decisionDenialReason',
    'boardDecision',
    'statementEvent',
    'statementNoEvent',
    'statementCertified',
    'statementNotCertified',
    'statementSymptoms',
    'statementNoSymptoms',
    'layEvidenceLimit',
    'serviceRecordWeight',
    'serviceRecordLimit',
    'treatmentWithDiagnosis',
    'treatmentWithoutDiagnosis',
    'treatmentNoOpinion',
    'otherDocument',
    'unrecognised',
    'pagesNotAnalysed',
  ]),
});

export const boardOutcomeSchema = z.enum([
  'granted',
  'granted-in-part',
  'denied',
  'dismissed',
  'remanded',
  'reopened',
]);
export const boardNextStepSchema = z.enum([
  'grant-carried-out',
  'court-appeal',
  'reconsideration',
  // No longer given (reopening is a Supplemental Claim now); kept so older analyses still read.
  'new-and-material',
  'supplemental-claim',
  'no-higher-level-review',
  'remand-returns',
  'remand-new-decision',
  'remand-which-system',
  'statement-of-the-case',
  'dismissed-nothing-pending',
  'reopened-merits-follow',
]);
const appealSystemSchema = z.enum(['legacy', 'ama']);
const stepsBySystem = z.object({
  legacy: z.array(boardNextStepSchema).min(1),
  ama: z.array(boardNextStepSchema).min(1),
  unknown: z.array(boardNextStepSchema).min(1),
});

export const boardDecisionContentSchema = z.object({
  ...sourced,
  amaEffectiveDate: z.iso.date(),
  headings: z.object({
    issues: phrasePattern,
    introduction: phrasePattern,
    order: phrasePattern,
    remand: phrasePattern,
    findings: phrasePattern,
    conclusions: phrasePattern,
    reasons: phrasePattern,
    signature: phrasePattern,
  }),
  decisionDate: patterns,
  citation: phrasePattern,
  docket: phrasePattern,
  docketSystems: z.object({ legacy: phrasePattern, ama: phrasePattern }),
  remandReferral: phrasePattern,
  wholeAppeal: phrasePattern,
  statementOfTheCase: phrasePattern,
  outcomes: z.array(z.object({ outcome: boardOutcomeSchema, pattern: phrasePattern })).min(1),
  issueKinds: z
    .array(
      z.object({
        kind: z.enum(['service-connection', 'increase', 'reopening', 'tdiu']),
        pattern: phrasePattern,
      }),
    )
    .min(1),
  sameNames: z.array(z.object({ pattern: phrasePattern, as: z.string().regex(/^[a-z][a-z-]+$/) })),
  lists: z.object({ breaks: phrasePattern, unbroken: patterns, qualifiers: phrasePattern }),
  conditionLeads: patterns,
  nextSteps: z.object(
    Object.fromEntries(
      boardOutcomeSchema.options.map((outcome) => [outcome, stepsBySystem]),
    ) as Record<z.infer<typeof boardOutcomeSchema>, typeof stepsBySystem>,
  ),
  steps: z.object(
    Object.fromEntries(boardNextStepSchema.options.map((step) => [step, text])) as Record<
      z.infer<typeof boardNextStepSchema>,
      typeof text
    >,
  ),
  courtDeadline: text.includes('{deadline}'),
  inPart: text.includes('{condition}'),
});

export const sentenceRoleContentSchema = z.object({
  ...sourced,
  roles: z
    .array(
      z.object({
        role: z.enum(SENTENCE_ROLES),
        why: text,
        patterns,
      }),
    )
    .min(1),
});

export const decisionLetterContentSchema = z.object({
  ...sourced,
  reasonCues: z.array(phrasePattern).min(1),
});

export const ratingBasisContentSchema = z.object({
  ...sourced,
  bases: z
    .array(
      z.object({
        id: text,
        label: text,
        diagnosticCodes: phrasePattern,
        dbqHeadings: z.array(z.object({ label: text, pattern: phrasePattern })).min(1),
        severityCues: z.array(phrasePattern).min(1),
        examRecords: text,
        examLacks: text,
        statementDescribes: text,
      }),
    )
    .min(1),
});

export const analysisContentSchema = z.object({
  fingerprints: fingerprintContentSchema,
  nexus: nexusContentSchema,
  medications: medicationContentSchema,
  clinicalCues: clinicalCueContentSchema,
  examAdequacy: examAdequacyContentSchema,
  suspicious: suspiciousContentSchema,
  nextSteps: nextStepContentSchema,
  explanations: explanationContentSchema,
  boardDecisions: boardDecisionContentSchema,
  sentenceRoles: sentenceRoleContentSchema,
  decisionLetters: decisionLetterContentSchema,
  ratingBases: ratingBasisContentSchema,
});

// ---- the structured analysis ---------------------------------------------------------------

/** Not trimmed or otherwise changed: a quote is the document's exact words. */
export const quoteSchema = z.object({ page: z.number().int().positive(), text: z.string().min(1) });
const isoDate = z.iso.date();

const issueBase = {
  condition: text,
  diagnosticCode: z.string().optional(),
  secondaryTo: text.optional(),
  quote: quoteSchema,
};
const percent = z.number().int().min(0).max(100);

const decisionIssueSchema = z.discriminatedUnion('kind', [
  z.object({
    ...issueBase,
    kind: z.enum(['granted', 'increased']),
    percent,
    effectiveDate: isoDate.optional(),
  }),
  z.object({ ...issueBase, kind: z.literal('denied'), reason: quoteSchema.optional() }),
  z.object({ ...issueBase, kind: z.literal('deferred'), reason: quoteSchema.optional() }),
  z.object({ ...issueBase, kind: z.literal('continued'), percent, reason: quoteSchema.optional() }),
  z.object({
    ...issueBase,
    kind: z.literal('proposed-reduction'),
    percent,
    currentPercent: percent,
  }),
]);

const elementCoverageSchema = z.object({
  element: claimElementSchema,
  label: text.optional(),
  status: coverageStatusSchema,
  why: text,
  quotes: z.array(quoteSchema),
});

export const documentAnalysisSchema = z.object({
  documentType: z.object({
    type: documentTypeSchema,
    label: text,
    markers: z.array(z.object({ label: text, quote: quoteSchema })),
    nearest: z
      .object({ type: documentTypeSchema, label: text, score: z.number(), threshold: z.number() })
      .optional(),
  }),
  conditions: z.array(
    z.object({
      name: text,
      diagnosticCode: z.string().optional(),
      conditionName: z.string().optional(),
      status: z.enum(['diagnosed', 'not-diagnosed', 'described']),
      quote: quoteSchema,
    }),
  ),
  possibleConditions: z.array(
    z.object({
      medication: text,
      name: text,
      diagnosticCode: z.string().optional(),
      quote: quoteSchema,
    }),
  ),
  inServiceEvents: z.array(quoteSchema),
  observations: z.array(z.object({ label: text, quote: quoteSchema })),
  nexus: z
    .object({
      stance: z.union([nexusStanceSchema, z.literal('conflicting')]),
      // Optional: analyses stored before opinions were told apart by theory have none.
      theory: z.enum(['direct', 'secondary', 'aggravation']).optional(),
      statements: z.array(
        z.object({
          stance: nexusStanceSchema,
          phrase: text,
          quote: quoteSchema,
          quotedFromAnother: z.literal(true).optional(),
        }),
      ),
      strength: strengthSchema,
      rubric: z.array(
        z.object({
          factor: text,
          label: text,
          present: z.boolean(),
          quote: quoteSchema.optional(),
        }),
      ),
      reasons: z.array(text),
    })
    .optional(),
  ratingDecision: z
    .object({
      letterDate: isoDate.optional(),
      claimReceivedDate: isoDate.optional(),
      issues: z.array(decisionIssueSchema),
      nextLevelCriteria: z.array(
        z.object({ condition: text.optional(), percent: z.number().int(), quote: quoteSchema }),
      ),
      statedCombinedRating: z.object({ percent: z.number().int(), quote: quoteSchema }).optional(),
      calculatedCombinedRating: z.number().int().optional(),
      combinedRatingNote: text.optional(),
      reviewDeadline: isoDate.optional(),
      reviewDeadlineMovedFrom: isoDate.optional(),
    })
    .optional(),
  boardDecision: z
    .object({
      decisionDate: isoDate.optional(),
      system: appealSystemSchema.optional(),
      citation: text.optional(),
      docket: text.optional(),
      issues: z.array(
        z.object({
          number: z.number().int().positive(),
          issue: text,
          condition: text,
          kind: z.enum(['service-connection', 'increase', 'reopening', 'tdiu', 'other']),
          outcome: boardOutcomeSchema,
          quote: quoteSchema,
          nextSteps: z.array(boardNextStepSchema),
        }),
      ),
      findings: z.array(quoteSchema),
      reasonsFindings: z.array(quoteSchema).optional(),
      courtDeadline: isoDate.optional(),
      courtDeadlineMovedFrom: isoDate.optional(),
    })
    .optional(),
  examGaps: z
    .array(z.object({ id: text, label: text, explanation: text, quote: quoteSchema.optional() }))
    .optional(),
  coverage: z.array(elementCoverageSchema),
  evidenceStrength: z.object({ overall: strengthSchema, reasons: z.array(text) }),
  missing: z.array(text),
  nextSteps: z.array(text),
  pages: z.object({
    total: z.number().int().min(0),
    analysed: z.number().int().min(0),
    notAnalysed: z.array(
      z.object({
        page: z.number().int().positive(),
        reason: z.enum(['no-text', 'low-ocr-confidence', 'over-page-limit']),
        ocrConfidence: z.number().min(0).max(100).optional(),
      }),
    ),
    lowConfidence: z.array(
      z.object({ page: z.number().int().positive(), ocrConfidence: z.number() }),
    ),
    ocrConfidence: z.array(
      z.object({ page: z.number().int().positive(), ocrConfidence: z.number() }),
    ),
  }),
  suspiciousPassages: z.array(z.object({ quote: quoteSchema, pattern: z.string() })),
  summary: text,
});

/** Several documents read together (src/domain/analysis/combined-analysis.ts). */
export const combinedAnalysisSchema = z.object({
  documents: z.array(z.object({ name: text, analysis: documentAnalysisSchema })).min(1),
  coverage: z.array(elementCoverageSchema.extend({ document: text })),
  overallStrength: strengthSchema,
  missing: z.array(text),
  nextSteps: z.array(text),
});

export type AnalysisContentFiles = z.infer<typeof analysisContentSchema>;
export type DocumentAnalysisResponse = z.infer<typeof documentAnalysisSchema>;
export type CombinedAnalysisResponse = z.infer<typeof combinedAnalysisSchema>;
