/**
 * The safety check's files (content/safety/*.json), checked at start-up against the domain's
 * types, and the level a write answers with so the screen can offer the Veterans Crisis Line
 * where the words were written.
 */
import { z } from 'zod';
import { CUE_KINDS, type CrisisModel, type SafetyLexicon } from '../domain/safety/safety-content';
import { SAFETY_LEVELS } from '../domain/safety/safety-types';
import type { WordVectorsFile } from '../domain/safety/word-vectors';

const text = z.string().trim().min(1);

export const safetyLevelSchema = z.enum(SAFETY_LEVELS);

/** Sent back with a saved text; the words themselves stay on the server. */
export const safetyNoticeSchema = z.object({ level: safetyLevelSchema });
export type SafetyNotice = z.infer<typeof safetyNoticeSchema>;

const compiles = (pattern: string) => {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
};

export const safetyLexiconSchema = z
  .object({
    about: text,
    checkedOn: z.iso.date({ error: 'Write checkedOn as YYYY-MM-DD' }),
    sources: z.array(z.object({ id: text, label: text, url: z.url() })).min(1),
    contractions: z.record(z.string(), z.string()),
    misspellings: z.record(z.string(), z.string()),
    fuzzyWords: z.array(z.string().min(5)),
    cues: z
      .array(
        z.object({
          id: text,
          kind: z.enum(CUE_KINDS),
          sources: z.array(text).min(1, { error: 'A cue needs the source it is drawn from' }),
          patterns: z
            .array(z.string().refine(compiles, { error: 'Not a regular expression' }))
            .min(1),
        }),
      )
      .min(1),
  })
  .superRefine((lexicon, context) => {
    const known = new Set(lexicon.sources.map((source) => source.id));
    lexicon.cues.forEach((cue, index) => {
      for (const id of cue.sources) {
        if (!known.has(id)) {
          context.addIssue({
            code: 'custom',
            path: ['cues', index, 'sources'],
            message: `${cue.id} names source "${id}", which is not listed`,
          });
        }
      }
    });
  }) satisfies z.ZodType<SafetyLexicon>;

const probability = z.number().positive().max(1);

export const crisisModelSchema = z
  .object({
    about: text,
    trainedOn: z.iso.date(),
    thresholds: z.object({
      crisisWithCue: probability,
      crisis: probability,
      warning: probability,
    }),
    features: z.object({
      stems: z.array(z.string().min(1)),
    }),
    weights: z.array(z.array(z.number())).length(3),
  })
  .superRefine((model, context) => {
    const named = model.features.stems.length;
    model.weights.forEach((row, index) => {
      // The word vector's dimensions come first and a bias last, so a row is longer than that.
      if (row.length <= named + 1) {
        context.addIssue({
          code: 'custom',
          path: ['weights', index],
          message: `has ${row.length} weights for ${named} named features and the vector`,
        });
      }
    });
  }) satisfies z.ZodType<CrisisModel>;

export const wordVectorsSchema = z
  .object({
    about: text,
    source: text,
    license: text,
    dimensions: z.number().int().positive(),
    scale: z.number().positive(),
    words: z.array(z.string().min(1)).min(1),
    vectors: z.base64(),
  })
  .refine(
    (file) =>
      Math.floor((file.vectors.length * 3) / 4) - (file.vectors.match(/=+$/)?.[0].length ?? 0) ===
      file.words.length * file.dimensions,
    { message: 'holds a different number of vectors than words', path: ['vectors'] },
  ) satisfies z.ZodType<WordVectorsFile>;
