/**
 * content/case/*.json: the evidence map's elements per basis and the presumptive rules, checked
 * where they are loaded so a broken reference stops start-up instead of reaching a veteran.
 */
import { z } from 'zod';
import { claimElementSchema, nexusStanceSchema } from './analysis';
import { caseBases, nextEvidenceKinds } from './case';
import { confidenceSchema } from './conditions';
import { wordingTemplate } from './sourced-wording';
import { findingKinds } from './structured-analysis';

const text = z.string().trim().min(1);
const key = z.string().regex(/^[a-z]+(?:-[a-z]+)*$/, { error: 'Write keys in kebab-case' });

const sourced = {
  about: text,
  sources: z.array(text).min(1),
  checkedOn: z.iso.date({ error: 'Write checkedOn as YYYY-MM-DD' }),
  confidence: confidenceSchema,
  /** For reviewers, never shown. */
  doubts: z.array(text),
};

export const nextEvidenceContentSchema = z.object({
  kind: z.enum(nextEvidenceKinds),
  title: text,
  how: text,
  form: text.nullable(),
});

/** A kind of analysis finding that can propose evidence for an element. */
export const proposingFindingSchema = z.object({
  kind: z.enum(findingKinds),
  /** For claim-element findings: the claim element whose quotes count. */
  claimElement: claimElementSchema.optional(),
  /** For nexus statements: only these stances propose a link. */
  stances: z.array(nexusStanceSchema).min(1).optional(),
});
export type ProposingFinding = z.infer<typeof proposingFindingSchema>;

/** The presumptive rule's one-liners that become an element's need. */
export const ruleFields = ['qualifyingService', 'timeWindow'] as const;

export const evidenceElementContentSchema = z
  .object({
    label: text,
    need: text,
    citation: text,
    /** Takes its need and citation from the chosen presumptive rule. */
    fromRule: z.enum(ruleFields).optional(),
    /**
     * What a rated disability (Current Disabilities) does for it: "cause" puts it in the record
     * when it is the condition a secondary claim follows from; "next-level" names the next
     * level's criteria of the disability an increase raises, in `nextLevelNeed`.
     */
    fromRating: z.enum(['cause', 'next-level']).optional(),
    /** {percentage} and {criteria} of the next level. */
    nextLevelNeed: wordingTemplate('percentage', 'criteria').optional(),
    /** Whether the veteran's or a witness's statement can back it, and why (or why not). */
    layEvidence: z.object({ accepted: z.boolean(), note: text }),
    /**
     * The veteran's symptom journal for the condition is listed on it, as their recollection of
     * how the condition is now; it backs the element only where `layEvidence` accepts a statement.
     */
    symptomJournal: z.boolean().optional(),
    proposedBy: z.array(proposingFindingSchema),
    /** Ids into `evidence`, best first. */
    nextEvidence: z.array(key).min(1),
  })
  .refine((element) => (element.fromRating === 'next-level') === Boolean(element.nextLevelNeed), {
    error: 'An element takes nextLevelNeed exactly when it takes its need from the next level',
  });
export type EvidenceElementContent = z.infer<typeof evidenceElementContentSchema>;

/** An element as one basis uses it: its own need or citation, or why it is not needed. */
export const basisElementSchema = z.object({
  key,
  need: text.optional(),
  citation: text.optional(),
  notNeededWhy: text.optional(),
});
export type BasisElement = z.infer<typeof basisElementSchema>;

export const evidenceElementsContentSchema = z
  .object({
    ...sourced,
    evidence: z.record(key, nextEvidenceContentSchema),
    elements: z.record(key, evidenceElementContentSchema),
    bases: z.object(
      Object.fromEntries(caseBases.map((basis) => [basis, z.array(basisElementSchema).min(1)])) as {
        [basis in (typeof caseBases)[number]]: z.ZodArray<typeof basisElementSchema>;
      },
    ),
  })
  .superRefine((content, context) => {
    for (const [elementKey, element] of Object.entries(content.elements)) {
      element.nextEvidence.forEach((id, index) => {
        if (!content.evidence[id])
          context.addIssue({
            code: 'custom',
            path: ['elements', elementKey, 'nextEvidence', index],
            message: `No evidence "${id}"`,
          });
      });
    }
    for (const basis of caseBases) {
      const keys = content.bases[basis].map((entry) => entry.key);
      content.bases[basis].forEach((entry, index) => {
        if (!content.elements[entry.key])
          context.addIssue({
            code: 'custom',
            path: ['bases', basis, index, 'key'],
            message: `No element "${entry.key}"`,
          });
        if (keys.indexOf(entry.key) !== index)
          context.addIssue({
            code: 'custom',
            path: ['bases', basis, index, 'key'],
            message: `"${entry.key}" is listed twice`,
          });
      });
      if (content.bases[basis].every((entry) => entry.notNeededWhy))
        context.addIssue({
          code: 'custom',
          path: ['bases', basis],
          message: 'A basis needs at least one element',
        });
    }
  });
export type EvidenceElementsContent = z.infer<typeof evidenceElementsContentSchema>;

export const presumptiveRuleSchema = z.object({
  id: key,
  title: text,
  citation: text,
  /** Who qualifies, in one line. */
  qualifyingService: text,
  /** By when the condition must show, in one line. */
  timeWindow: text,
});
export type PresumptiveRule = z.infer<typeof presumptiveRuleSchema>;

export const presumptiveRulesContentSchema = z
  .object({ ...sourced, rules: z.array(presumptiveRuleSchema).min(1) })
  .refine(
    (content) => new Set(content.rules.map((rule) => rule.id)).size === content.rules.length,
    {
      error: 'Presumptive rule ids must be distinct',
    },
  );
export type PresumptiveRulesContent = z.infer<typeof presumptiveRulesContentSchema>;
