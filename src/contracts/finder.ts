import { z } from 'zod';
import { caseBases } from './case';
import { confidenceSchema } from './conditions';
import { serviceHistorySchema } from './service-history';

// ---- content/finder/*.json -------------------------------------------------------------

const text = z.string().trim().min(1);
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Write ids in kebab-case' });
const isoDate = z.iso.date({ error: 'Write dates as YYYY-MM-DD' });

/** Every rule and pair carries where it comes from, when it was checked and what is in doubt. */
const sourced = {
  sources: z.array(text).min(1),
  checkedOn: isoDate,
  confidence: confidenceSchema,
  doubts: z.array(text),
};

const placeSchema = z.object({
  id,
  name: text,
  aliases: z.array(text).min(1),
  near: z.object({ aliases: z.array(text).min(1), why: text }).optional(),
});

const ruleWindowSchema = z
  .object({
    label: text,
    places: z.array(id).min(1),
    from: isoDate.nullable(),
    to: isoDate.nullable(),
    citation: text,
    fact: text,
    minDays: z.number().int().positive().optional(),
    doubt: text.optional(),
  })
  .refine((window) => !window.from || !window.to || window.from <= window.to, {
    error: 'A window must not end before it starts',
  });

const coveredConditionSchema = z.object({
  name: text,
  diagnosticCode: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  note: text.optional(),
});

/** A date to file before, while its rule's own deadline is in doubt (shown only until then). */
const fileBeforeSchema = z.object({
  date: isoDate,
  title: text,
  advice: text,
  citation: text,
  doubt: text,
  sources: z.array(text).min(1),
  checkedOn: isoDate,
});

const presumptiveCriteriaSchema = z.object({
  ruleId: id,
  title: text,
  citation: text,
  test: z.enum(['places', 'exposure', 'service-length']),
  exposure: text.nullable(),
  exposureMeets: z.boolean(),
  fact: text.optional(),
  windows: z.array(ruleWindowSchema),
  minDays: z.number().int().positive().optional(),
  serviceAfter: isoDate.optional(),
  windowYears: z.number().int().positive().optional(),
  conditions: z.array(coveredConditionSchema).min(1),
  evidenceNeeded: z.array(text).min(1),
  vaDecides: text,
  fileBefore: fileBeforeSchema.optional(),
  ...sourced,
});

export const presumptiveCriteriaContentSchema = z
  .object({
    about: text,
    ...sourced,
    places: z.array(placeSchema).min(1),
    rules: z.array(presumptiveCriteriaSchema).min(1),
  })
  .superRefine((content, context) => {
    const placeIds = new Set(content.places.map((place) => place.id));
    content.rules.forEach((rule, index) => {
      for (const place of rule.windows.flatMap((window) => window.places)) {
        if (!placeIds.has(place)) {
          context.addIssue({
            code: 'custom',
            path: ['rules', index, 'windows'],
            message: `Unknown place ${place}`,
          });
        }
      }
    });
  });
export type PresumptiveCriteriaContent = z.infer<typeof presumptiveCriteriaContentSchema>;

const conditionNamesSchema = z.object({
  label: text,
  names: z.array(text).min(1),
  diagnosticCodes: z.array(z.string().regex(/^\d{4}$/)),
});

const secondaryPairSchema = z.object({
  id,
  primary: conditionNamesSchema,
  secondary: z.object({
    name: text,
    names: z.array(text).min(1),
    diagnosticCode: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
  }),
  mechanism: text,
  citation: z.literal('38 CFR 3.310'),
  // Never presumed: VA needs a medical opinion for every pair.
  needsMedicalOpinion: z.literal(true),
  contested: z.boolean().optional(),
  ...sourced,
});

export const secondaryPairsContentSchema = z.object({
  about: text,
  ...sourced,
  evidenceNeeded: z.array(text).min(1),
  vaDecides: text,
  pairs: z.array(secondaryPairSchema).min(1),
});
export type SecondaryPairsContent = z.infer<typeof secondaryPairsContentSchema>;

// ---- POST /api/finder/check and GET /api/finder ----------------------------------------

/** POST /api/finder/check: a service history to check; nothing is saved. */
export const finderCheckRequestSchema = serviceHistorySchema;

/** What "Add to My Case" posts to POST /api/case/conditions. */
export const addToCaseSchema = z.object({
  name: z.string(),
  basis: z.enum(caseBases),
  presumptiveRule: z.string().optional(),
  secondaryTo: z.string().optional(),
  origin: z.enum(['manual', 'document']),
  originDocumentId: z.string().optional(),
});
export type AddToCase = z.infer<typeof addToCaseSchema>;

const coveredSchema = z.object({
  name: z.string(),
  diagnosticCode: z.string().nullable(),
  note: z.string().nullable(),
  addToCase: addToCaseSchema,
});

export const presumptiveMatchSchema = z.object({
  ruleId: z.string(),
  title: z.string(),
  citation: z.string(),
  checkedOn: z.string(),
  status: z.enum(['met', 'reported']),
  fact: z.string(),
  factCitation: z.string(),
  doubt: z.string().nullable(),
  showBy: z.string().nullable(),
  fileBefore: fileBeforeSchema.nullable(),
  conditions: z.array(coveredSchema),
  evidenceNeeded: z.array(z.string()),
  vaDecides: z.string(),
});
export type PresumptiveMatchDto = z.infer<typeof presumptiveMatchSchema>;

export const nearMissSchema = z.object({
  ruleId: z.string(),
  title: z.string(),
  citation: z.string(),
  why: z.string(),
});

export const finderCheckResponseSchema = z.object({
  met: z.array(presumptiveMatchSchema),
  nearMisses: z.array(nearMissSchema),
});
export type FinderCheckResponse = z.infer<typeof finderCheckResponseSchema>;

const candidateCommon = {
  name: z.string(),
  why: z.string(),
  citation: z.string().nullable(),
  checkedOn: z.string().nullable(),
  needsMedicalOpinion: z.boolean(),
  evidenceNeeded: z.array(z.string()),
  vaDecides: z.string(),
  doubt: z.string().nullable(),
};

export const finderCandidateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('presumptive'), ...candidateCommon, rule: presumptiveMatchSchema }),
  z.object({
    kind: z.literal('secondary'),
    ...candidateCommon,
    pairId: z.string(),
    secondaryTo: z.string(),
    mechanism: z.string(),
    contested: z.boolean(),
    addToCase: addToCaseSchema,
  }),
  z.object({
    kind: z.literal('unclaimed'),
    ...candidateCommon,
    documentId: z.string(),
    page: z.number().int(),
    quote: z.string(),
    addToCase: addToCaseSchema,
  }),
]);
export type FinderCandidate = z.infer<typeof finderCandidateSchema>;

/** GET /api/finder */
export const finderResponseSchema = z.object({
  /** False until the veteran saves a service history on their profile. */
  serviceHistoryGiven: z.boolean(),
  candidates: z.array(finderCandidateSchema),
  nearMisses: z.array(nearMissSchema),
});
export type FinderResponse = z.infer<typeof finderResponseSchema>;
