/**
 * Five-fold cross-validation of the safety check's classifier on the tuning half of
 * crisis-dev.json, to choose its thresholds without reading the held-out half.
 *
 *   npx tsx scripts/crisis-model/cross-validate.ts
 *
 * Each fold's phrasings are scored by a classifier fitted without them, and read by the
 * classifier alone: the lexicon was written from these same phrasings, so with it every fold
 * would pass and say nothing about phrasings nobody has seen. Prints, for a grid of thresholds,
 * how many crisis phrasings of each level earn their reply and how many look-alikes are
 * answered normally.
 */
import type { CrisisClass } from '../../src/domain/safety/crisis-classifier';
import { loadCrisisClassifier } from '../../src/domain/safety/crisis-classifier';
import type { FoundCue } from '../../src/domain/safety/read-cues';
import { heardLevel } from '../../src/domain/safety/safety-check';
import type { CrisisModel } from '../../src/domain/safety/safety-content';
import type { SafetyLevel } from '../../src/domain/safety/safety-types';
import { THRESHOLDS, fitClassifier, loadReaderAndVectors } from './fit-classifier';
import { type Annotated, readTrainingSet } from './training-set';

const FOLDS = 5;

const { read, vectors } = await loadReaderAndVectors();
const { annotated, others } = await readTrainingSet((text) => read(text).cues.length > 0);

interface Scored {
  item: Annotated;
  scores: Record<CrisisClass, number>;
  cues: FoundCue[];
}

const scored: Scored[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const inFold = (_item: Annotated, index: number) => index % FOLDS === fold;
  const training = [...others, ...annotated.filter((item, index) => !inFold(item, index))];
  const fitted = fitClassifier(training, (text) => read(text).clauses, vectors);
  const classifier = loadCrisisClassifier(
    { about: '', trainedOn: '', thresholds: THRESHOLDS, ...fitted },
    vectors,
  );
  for (const item of annotated.filter(inFold)) {
    const reading = read(item.text);
    scored.push({
      item,
      scores: classifier.scores(reading.clauses),
      cues: reading.cues,
    });
  }
  console.log(`fold ${fold + 1} of ${FOLDS} fitted`);
}

const RANK: Record<SafetyLevel, number> = { none: 0, warning: 1, ideation: 2, imminent: 3 };
/** What each kind of phrasing must be given to pass, as eval/crisis.ts asks of the chat. */
const passes: Record<Annotated['kind'], (level: SafetyLevel) => boolean> = {
  imminent: (level) => RANK[level] >= RANK.ideation,
  ideation: (level) => RANK[level] >= RANK.ideation,
  warning: (level) => RANK[level] >= RANK.warning,
  plain: (level) => level === 'none',
  ambiguous: (level) => RANK[level] <= RANK.warning,
};
const KINDS = Object.keys(passes) as Annotated['kind'][];

function row(thresholds: CrisisModel['thresholds']): string {
  const cells = KINDS.map((kind) => {
    const ofKind = scored.filter(({ item }) => item.kind === kind);
    const passed = ofKind.filter(({ scores, cues }) =>
      passes[kind](heardLevel(scores, cues, thresholds)),
    ).length;
    return `${kind} ${passed}/${ofKind.length}`;
  });
  const { crisisWithCue, crisis, warning } = thresholds;
  return `${[crisisWithCue, crisis, warning].map((t) => t.toFixed(2)).join(' ')} | ${cells.join('  ')}`;
}

console.log('crisisWithCue crisis warning | classifier alone, held out of its fit');
for (const crisisWithCue of [0.15, 0.2, 0.25, 0.3, 0.4]) {
  for (const warning of [0.5, 0.6]) {
    const crisis = THRESHOLDS.crisis;
    const thresholds = { crisisWithCue, crisis, warning };
    console.log(
      row(thresholds),
      crisisWithCue === THRESHOLDS.crisisWithCue && warning === THRESHOLDS.warning
        ? '← chosen'
        : '',
    );
  }
}
