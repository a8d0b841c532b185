/**
 * Fits the safety check's classifier to labelled texts: the stems enough of them use, and a
 * softmax regression over those stems and the mean word vector. Shared by the training script
 * and its cross-validation, so both fit exactly the same way.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { safetyLexiconSchema, wordVectorsSchema } from '../../src/contracts/safety';
import {
  CRISIS_CLASSES,
  type FeatureSpace,
  createFeatureEncoder,
  stemsOf,
} from '../../src/domain/safety/crisis-classifier';
import { type LexiconReading, createLexiconReader } from '../../src/domain/safety/safety-check';
import type { CrisisModel } from '../../src/domain/safety/safety-content';
import { type WordVectors, loadWordVectors } from '../../src/domain/safety/word-vectors';
import { trainSoftmaxRegression } from './softmax-regression';
import type { Labelled } from './training-set';

/**
 * Probabilities at or above which the level is raised (safety-check.ts). Beside a sign the
 * lexicon found, 0.2: five-fold cross-validation of the classifier alone on the tuning half
 * (cross-validate.ts) found the most crisis phrasings there with no more look-alikes flagged.
 * On the classifier alone, 0.5: cross-validation cannot judge it, since the lexicon was written
 * from those phrasings, and below it idioms with no cue ("I want to end things with my VSO")
 * drew the crisis reply. The line at 0.6: at 0.5 cross-validation flagged two more plain
 * look-alikes for one more warning phrasing (docs/decisions/021-the-classifier-reads-words-alone.md).
 */
export const THRESHOLDS: CrisisModel['thresholds'] = {
  crisisWithCue: 0.2,
  crisis: 0.5,
  warning: 0.6,
};

/** A stem is a feature when at least this many training texts use it: rarer ones are noise. */
const MIN_STEM_TEXTS = 3;

const root = path.resolve(import.meta.dirname, '../..');
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as unknown;

/** The lexicon's reader and the word vectors, as the safety check itself loads them. */
export async function loadReaderAndVectors(): Promise<{
  read: (text: string) => LexiconReading;
  vectors: WordVectors;
}> {
  const [lexicon, vectorsFile] = await Promise.all([
    readJson(path.join(root, 'content/safety/lexicon.json')).then((json) =>
      safetyLexiconSchema.parse(json),
    ),
    readJson(path.join(root, 'content/safety/word-vectors.json')).then((json) =>
      wordVectorsSchema.parse(json),
    ),
  ]);
  return { read: createLexiconReader(lexicon), vectors: loadWordVectors(vectorsFile) };
}

/** Stems that enough training texts use, in the order first met. */
function commonStems(clausesOfTexts: readonly string[][]): string[] {
  const counts = new Map<string, number>();
  for (const clauses of clausesOfTexts) {
    for (const stem of stemsOf(clauses)) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count >= MIN_STEM_TEXTS).map(([stem]) => stem);
}

/** Four decimals keep the model file small and change no decision. */
const rounded = (rows: number[][]) => rows.map((row) => row.map((n) => Math.round(n * 1e4) / 1e4));

export function fitClassifier(
  examples: readonly Labelled[],
  clausesOf: (text: string) => string[],
  vectors: WordVectors,
): { features: FeatureSpace & { stems: string[] }; weights: number[][] } {
  const clauses = examples.map(({ text }) => clausesOf(text));
  const features = { stems: commonStems(clauses) };
  const encode = createFeatureEncoder(vectors, features);
  const weights = trainSoftmaxRegression(
    clauses.map((texts) => encode(texts)),
    examples.map(({ label }) => CRISIS_CLASSES.indexOf(label)),
    CRISIS_CLASSES.length,
  );
  return { features, weights: rounded(weights) };
}
