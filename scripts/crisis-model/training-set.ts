/**
 * The texts the safety check's classifier learns from, with their classes: the tuning half of
 * ../shared/data/crisis-dev.json (the items at even positions; the odd half is never read here,
 * so the evaluation can report it as unseen), ../shared/data/questions-dev.json (its crisis
 * phrasings and look-alikes; its questions, with questions-topics.json's and the cue-free
 * sentences of documents-dev, as texts that need no line), and the team's own phrasings beside
 * this script. Nothing from ../shared is ever written out.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { CrisisClass } from '../../src/domain/safety/crisis-classifier';
import { inTuningHalf, sharedDataDir, sharedDataFile } from '../../eval/outside-data';

const crisisSetSchema = z.object({
  crisis: z.array(z.object({ q: z.string(), level: z.enum(['imminent', 'ideation', 'warning']) })),
  notCrisis: z.array(z.object({ q: z.string(), ambiguous: z.boolean() })),
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

export interface Labelled {
  text: string;
  label: CrisisClass;
}

/** A crisis-dev phrasing with the level or kind it was annotated with, for cross-validation. */
export interface Annotated extends Labelled {
  kind: 'imminent' | 'ideation' | 'warning' | 'plain' | 'ambiguous';
}

export interface TrainingSet {
  /** The tuning half of crisis-dev.json. */
  annotated: Annotated[];
  /** Everything else, always learned from. */
  others: Labelled[];
}

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as unknown;

/**
 * Sentences of the realistic letters, exams and statements of ../shared/data/documents-dev in
 * which the lexicon finds no cue: everyday narrative ("my wife sees my nightmares") that the
 * crisis phrasings, told as stories too, would otherwise teach the classifier to fear.
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

export async function readTrainingSet(hasCue: (text: string) => boolean): Promise<TrainingSet> {
  const crisisDev = crisisSetSchema.parse(await readJson(await sharedDataFile('crisis-dev.json')));
  const questionsDev = questionsDevSchema.parse(
    await readJson(await sharedDataFile('questions-dev.json')),
  );
  const questionsTopics = questionsSchema.parse(
    await readJson(await sharedDataFile('questions-topics.json')),
  );
  const own = ownSchema.parse(await readJson(path.join(import.meta.dirname, 'own-phrasings.json')));
  const none = (text: string) => ({ text, label: 'none' as const });
  return {
    annotated: [
      ...crisisDev.crisis.filter(inTuningHalf).map(({ q, level }) => ({
        text: q,
        label: (level === 'warning' ? 'warning' : 'crisis') as CrisisClass,
        kind: level,
      })),
      ...crisisDev.notCrisis.filter(inTuningHalf).map(({ q, ambiguous }) => ({
        ...none(q),
        kind: ambiguous ? ('ambiguous' as const) : ('plain' as const),
      })),
    ],
    others: [
      ...[questionsDev, questionsTopics].flatMap((set) => set.questions.map(({ q }) => none(q))),
      // The development set's crisis phrasings carry no level; each earns at least the line.
      ...questionsDev.crisis.map(({ q }) => ({ text: q, label: 'crisis' as const })),
      ...questionsDev.notCrisis.map(({ q }) => none(q)),
      ...own.crisis.map((text) => ({ text, label: 'crisis' as const })),
      ...own.warning.map((text) => ({ text, label: 'warning' as const })),
      ...own.none.map(none),
      ...(await narrativeSentences(hasCue)).map(none),
    ],
  };
}
