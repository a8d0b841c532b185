/**
 * Trains the safety check's classifier and writes content/safety/crisis-model.json.
 *
 *   npx tsx scripts/crisis-model/train.ts
 *
 * It learns from the tuning half of ../shared/data/crisis-dev.json (the items at even
 * positions; the odd half is never read here, so the evaluation can report it as unseen), from
 * ../shared/data/questions-dev.json (its crisis phrasings and look-alikes; its questions, with
 * questions-topics.json's and the cue-free sentences of documents-dev, as texts that need no
 * line), and from the team's own phrasings beside this script. Only the network's numbers are written: no phrasing
 * from ../shared is committed.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { safetyLexiconSchema, wordVectorsSchema } from '../../src/contracts/safety';
import {
  CRISIS_CLASSES,
  type CrisisClass,
  createFeatureEncoder,
  cueFeature,
  stemsOf,
} from '../../src/domain/safety/crisis-classifier';
import { createLexiconReader } from '../../src/domain/safety/safety-check';
import { CUE_KINDS, type CrisisModel } from '../../src/domain/safety/safety-content';
import { loadWordVectors } from '../../src/domain/safety/word-vectors';
import { inTuningHalf, sharedDataDir, sharedDataFile } from '../../eval/outside-data';
import { trainSoftmaxRegression } from './softmax-regression';

const root = path.resolve(import.meta.dirname, '../..');
const modelFile = path.join(root, 'content/safety/crisis-model.json');

const crisisSetSchema = z.object({
  crisis: z.array(z.object({ q: z.string(), level: z.enum(['imminent', 'ideation', 'warning']) })),
  notCrisis: z.array(z.object({ q: z.string() })),
});
const questionsSchema = z.object({ questions: z.array(z.object({ q: z.string() })) });
const questionsDevSchema = questionsSchema.extend({
  crisis: z.array(z.object({ q: z.string() })),
  notCrisis: z.array(z.object({ q: z.string() })),
});
const ownSchema = z.object({
  crisis: z.array(z.string()),
  warning: z.array(z.string()),
  none: z.array(z.string()),
});

/**
 * Probabilities at or above which the level is raised (safety-check.ts): beside a sign the
 * lexicon found, the full reply keeps the 0.4 of the earlier classifier; alone, the classifier
 * must find a crisis more likely than not. The line needs 0.6, so a witness's account of
 * nightmares and yelling is not flagged (docs/decisions/020-word-vectors-for-the-safety-check.md).
 */
const THRESHOLDS = { crisisWithCue: 0.4, crisis: 0.5, warning: 0.6 };
/** A stem is a feature when at least this many training texts use it: rarer ones are noise. */
const MIN_STEM_TEXTS = 3;

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as unknown;

interface Labelled {
  text: string;
  label: CrisisClass;
}

/**
 * Sentences of the realistic letters, exams and statements of ../shared/data/documents-dev in
 * which the lexicon finds no cue: everyday narrative ("my wife sees my nightmares") that the
 * crisis phrasings, told as stories too, would otherwise teach the network to fear.
 */
async function narrativeSentences(hasCue: (text: string) => boolean): Promise<string[]> {
  const dir = path.join(sharedDataDir, 'documents-dev');
  const files = (await readdir(dir)).filter((name) => name.endsWith('.txt')).sort();
  const texts = await Promise.all(files.map((name) => readFile(path.join(dir, name), 'utf8')));
  return texts
    .flatMap((text) => text.split(/(?<=[.!?])\s+|\n+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 4 && !hasCue(sentence));
}

async function trainingSet(hasCue: (text: string) => boolean): Promise<Labelled[]> {
  const crisisDev = crisisSetSchema.parse(await readJson(await sharedDataFile('crisis-dev.json')));
  const questionsDev = questionsDevSchema.parse(
    await readJson(await sharedDataFile('questions-dev.json')),
  );
  const questionsTopics = questionsSchema.parse(
    await readJson(await sharedDataFile('questions-topics.json')),
  );
  const own = ownSchema.parse(await readJson(path.join(import.meta.dirname, 'own-phrasings.json')));
  return [
    ...crisisDev.crisis.filter(inTuningHalf).map(({ q, level }) => ({
      text: q,
      label: (level === 'warning' ? 'warning' : 'crisis') as CrisisClass,
    })),
    ...crisisDev.notCrisis
      .filter(inTuningHalf)
      .map(({ q }) => ({ text: q, label: 'none' as const })),
    ...[questionsDev, questionsTopics].flatMap((set) =>
      set.questions.map(({ q }) => ({ text: q, label: 'none' as const })),
    ),
    // The development set's crisis phrasings carry no level; each earns at least the line.
    ...questionsDev.crisis.map(({ q }) => ({ text: q, label: 'crisis' as const })),
    ...questionsDev.notCrisis.map(({ q }) => ({ text: q, label: 'none' as const })),
    ...own.crisis.map((text) => ({ text, label: 'crisis' as const })),
    ...own.warning.map((text) => ({ text, label: 'warning' as const })),
    ...own.none.map((text) => ({ text, label: 'none' as const })),
    ...(await narrativeSentences(hasCue)).map((text) => ({ text, label: 'none' as const })),
  ];
}

/** Four decimals keep the file small and change no decision. */
const rounded = (rows: number[][]) => rows.map((row) => row.map((n) => Math.round(n * 1e4) / 1e4));

/** Stems that enough training texts use, in the order first met. */
function commonStems(clausesOfTexts: string[][]): string[] {
  const counts = new Map<string, number>();
  for (const clauses of clausesOfTexts) {
    for (const stem of stemsOf(clauses)) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count >= MIN_STEM_TEXTS).map(([stem]) => stem);
}

async function main() {
  const [lexicon, vectorsFile] = await Promise.all([
    readJson(path.join(root, 'content/safety/lexicon.json')).then((json) =>
      safetyLexiconSchema.parse(json),
    ),
    readJson(path.join(root, 'content/safety/word-vectors.json')).then((json) =>
      wordVectorsSchema.parse(json),
    ),
  ]);
  const read = createLexiconReader(lexicon);
  const examples = await trainingSet((text) => read(text).cues.length > 0);
  const readings = examples.map(({ text }) => read(text));
  const features = {
    cues: CUE_KINDS.flatMap((kind) =>
      [false, true].map((negated) => cueFeature({ kind, negated, words: '' })),
    ),
    stems: commonStems(readings.map((reading) => reading.clauses)),
  };
  const encode = createFeatureEncoder(loadWordVectors(vectorsFile), features);
  const weights = trainSoftmaxRegression(
    readings.map((reading) => encode(reading.clauses, reading.cues)),
    examples.map(({ label }) => CRISIS_CLASSES.indexOf(label)),
    CRISIS_CLASSES.length,
  );
  const model: CrisisModel = {
    about:
      "Weights of the safety check's classifier (a softmax regression over the mean word vector, cue kinds and word stems), written by scripts/crisis-model/train.ts. Do not edit by hand: change the lexicon or the phrasings and train again.",
    trainedOn: new Date().toISOString().slice(0, 10),
    thresholds: THRESHOLDS,
    features,
    weights: rounded(weights),
  };
  await writeFile(modelFile, `${JSON.stringify(model)}\n`);
  console.log(
    `Trained on ${examples.length} texts; ${features.stems.length} stems, ${features.cues.length} cue features.`,
  );
}

await main();
