/**
 * A document analysis as it is stored and served: the display sections of spec §2 "Analysis
 * display" and every finding with the document, page and quote it comes from. The spec's text
 * format is rendered from it; nothing reads the analysis back from text.
 */
import { z } from 'zod';
import { coverageStatusSchema, quoteSchema, strengthSchema } from './analysis';

export const analysisLineSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bullet'), text: z.string() }),
  z.object({
    kind: z.literal('status'),
    item: z.string(),
    status: coverageStatusSchema,
    detail: z.string(),
  }),
  z.object({
    kind: z.literal('strength'),
    item: z.string(),
    strength: strengthSchema,
    detail: z.string(),
  }),
  z.object({ kind: z.literal('quote'), text: z.string() }),
]);
export type AnalysisLine = z.infer<typeof analysisLineSchema>;

export const analysisSectionSchema = z.object({
  emoji: z.string(),
  title: z.string(),
  lines: z.array(analysisLineSchema),
});
export type AnalysisSection = z.infer<typeof analysisSectionSchema>;

/** What a quoted finding is evidence of, so a reader can pick the ones it needs. */
export const findingKinds = [
  /** Diagnosed in the document. */
  'condition',
  /** Named without a diagnosis: a witness's or the veteran's words, a question put to a doctor. */
  'described-condition',
  /** Ruled out ("no fracture"). */
  'ruled-out-condition',
  'possible-condition',
  'in-service-event',
  /** What a record says of the veteran: a symptom, a test, a treatment, an effect on daily life. */
  'observation',
  'nexus-statement',
  'nexus-factor',
  'decision-issue',
  /** Why an issue was denied, deferred or not rated higher. */
  'decision-reason',
  'next-level-criteria',
  'board-issue',
  'board-finding',
  'exam-gap',
  'claim-element',
  'suspicious-passage',
] as const;
export type FindingKind = (typeof findingKinds)[number];

export const analysisFindingSchema = z.object({
  /** The file name of the document it was read from, as the analysis names it. */
  document: z.string(),
  kind: z.enum(findingKinds),
  /** What was found, in the reader's words: a condition's name, a claim element, an issue. */
  label: z.string(),
  /** The document's exact words and the page they are on. */
  quote: quoteSchema,
});
export type AnalysisFinding = z.infer<typeof analysisFindingSchema>;

/** Version 1: the first stored shape; a later shape gets the next number. */
export const structuredAnalysisSchema = z.object({
  version: z.literal(1),
  /** The documents the analysis read, by file name: one, or all of a combined analysis. */
  documents: z.array(z.string()),
  sections: z.array(analysisSectionSchema),
  findings: z.array(analysisFindingSchema),
});
export type StructuredAnalysis = z.infer<typeof structuredAnalysisSchema>;
