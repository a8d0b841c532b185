/**
 * What a question asks for — a definition, who qualifies, how long, how much, which form… —
 * learned at start-up by NLP.js from the paraphrases of content/understanding/intents.json. The
 * intent picks the passage that answers ("how long" → the one with a number of days) and, for
 * questions whose words do not name their topic, the words retrieval adds.
 */
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en';
import { Nlp } from '@nlpjs/nlp';
import { processTerm, tokenize } from './knowledge-index';

export interface IntentDefinition {
  intent: string;
  /** A pattern that marks a passage answering this kind of question. */
  cue?: string;
  /**
   * Words the question itself must hold for this intent (e.g. "back pay" or "retro"): phrasings
   * share too much with their neighbours ("how much will … be") for the classifier alone.
   */
  mentions?: string;
  /** Words added to retrieval when the question is of this kind. */
  searchTerms?: string;
  /** Words that say what kind of answer is wanted, not what it is about. */
  askingWords?: readonly string[];
  utterances: readonly string[];
}

export interface UnderstandingContent {
  intents: readonly IntentDefinition[];
}

export interface AskedFor {
  /** The intent, or null when no intent is likely enough to act on. */
  intent: string | null;
  score: number;
  cue?: RegExp;
  searchTerms?: string;
  /** The question's words that only say what kind of answer is wanted (as index terms). */
  askingWords: ReadonlySet<string>;
}

export interface IntentClassifier {
  classify(text: string): Promise<AskedFor>;
}

/** Below this the classifier is guessing: the question is answered as asked, with no cue. */
export const MIN_INTENT_SCORE = 0.7;

export const NOTHING_ASKED: AskedFor = { intent: null, score: 0, askingWords: new Set() };

// NLP.js's defaults for its intent domains, with its per-epoch console log switched off.
const NLU_SETTINGS = {
  keepStopwords: true,
  nonefeatureValue: 1,
  nonedeltaMultiplier: 1.2,
  spellCheck: false,
  spellCheckDistance: 1,
  filterZeros: true,
  log: false,
};

/** NLP.js trained on these intents' paraphrases. */
async function trainNlp(intents: readonly IntentDefinition[]) {
  const container = await containerBootstrap();
  container.use(Nlp);
  container.use(LangEn);
  container.registerConfiguration('nlu-??', NLU_SETTINGS, true);
  const nlp = container.get('nlp');
  nlp.settings.autoSave = false;
  nlp.settings.calculateSentiment = false;
  nlp.addLanguage('en');
  for (const { intent, utterances } of intents) {
    for (const utterance of utterances) nlp.addDocument('en', utterance, intent);
  }
  await nlp.train();
  return nlp;
}

/**
 * Names of things whose words also ask for something: "higher" in "higher-level review" asks
 * for nothing higher. The classifier reads each as its abbreviation.
 */
const NAMES_THAT_ASK: readonly [RegExp, string][] = [
  [/\bhigher[-\s]+level[-\s]+reviews?\b/gi, 'HLR'],
  [/\bspecial\s+monthly\s+compensation\b/gi, 'SMC'],
  [/\bindividual\s+unemployability\b/gi, 'IU'],
];

const withoutNamesThatAsk = (text: string) =>
  NAMES_THAT_ASK.reduce((read, [name, abbreviation]) => read.replace(name, abbreviation), text);

export async function trainIntentClassifier(
  content: UnderstandingContent,
): Promise<IntentClassifier> {
  const nlp = await trainNlp(content.intents);
  // A question without an intent's required words is classified as if that intent did not
  // exist: its neighbours then get the scores they would have had.
  const withoutRequiredWords = await trainNlp(
    content.intents.filter((definition) => !definition.mentions),
  );
  const byIntent = new Map(
    content.intents.map((definition) => [
      definition.intent,
      {
        ...definition,
        cue: definition.cue ? new RegExp(definition.cue, 'iu') : undefined,
        mentions: definition.mentions ? new RegExp(definition.mentions, 'iu') : undefined,
        askingWords: new Set(
          (definition.askingWords ?? []).flatMap((word) => processTerm(word) ?? []),
        ),
      },
    ]),
  );
  return {
    async classify(message) {
      const text = withoutNamesThatAsk(message);
      let { intent, score } = await nlp.process('en', text);
      if (byIntent.get(intent)?.mentions?.test(text) === false) {
        ({ intent, score } = await withoutRequiredWords.process('en', text));
      }
      const definition = byIntent.get(intent);
      if (!definition || score < MIN_INTENT_SCORE) return { ...NOTHING_ASKED, score };
      // Words are added to retrieval only when the question itself says what it asks for
      // ("I want to ask for an HLR" is no question about a higher rating), or names no topic
      // of its own to search for ("can they take my 50%?").
      const terms = tokenize(text).flatMap((word) => processTerm(word) ?? []);
      const says = terms.some((term) => definition.askingWords.has(term));
      const namesNoTopic = terms.filter((term) => !/^\d+$/.test(term)).length === 0;
      const steers = definition.askingWords.size === 0 || says || namesNoTopic;
      return {
        intent,
        score,
        cue: definition.cue,
        searchTerms: steers ? definition.searchTerms : undefined,
        askingWords: definition.askingWords,
      };
    },
  };
}
