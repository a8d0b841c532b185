/**
 * Trains the safety check's classifier and writes content/safety/crisis-model.json.
 *
 *   npx tsx scripts/crisis-model/train.ts
 *
 * It learns from every text training-set.ts reads. Only the classifier's numbers are written: no
 * phrasing from ../shared is committed. The thresholds were chosen with cross-validate.ts.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CrisisModel } from '../../src/domain/safety/safety-content';
import { THRESHOLDS, fitClassifier, loadReaderAndVectors } from './fit-classifier';
import { readTrainingSet } from './training-set';

const modelFile = path.resolve(import.meta.dirname, '../../content/safety/crisis-model.json');

const { read, vectors } = await loadReaderAndVectors();
const { annotated, others } = await readTrainingSet((text) => read(text).cues.length > 0);
const examples = [...annotated, ...others];
const { features, weights } = fitClassifier(examples, (text) => read(text).clauses, vectors);
const model: CrisisModel = {
  about:
    "Weights of the safety check's classifier (a softmax regression over the mean word vector and word stems), written by scripts/crisis-model/train.ts. Do not edit by hand: change the phrasings and train again.",
  trainedOn: new Date().toISOString().slice(0, 10),
  thresholds: THRESHOLDS,
  features,
  weights,
};
await writeFile(modelFile, `${JSON.stringify(model)}\n`);
console.log(`Trained on ${examples.length} texts; ${features.stems.length} stems.`);
