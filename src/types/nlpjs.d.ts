// NLP.js ships no types; these are the calls Wingman makes (intent-classifier.ts and the safety
// check's crisis classifier).
declare module '@nlpjs/core' {
  export interface NlpProcessResult {
    intent: string;
    score: number;
  }
  export interface NlpEngine {
    settings: { autoSave: boolean; calculateSentiment: boolean };
    addLanguage(language: string): void;
    addDocument(language: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(language: string, text: string): Promise<NlpProcessResult>;
  }
  export interface Container {
    use(plugin: unknown): void;
    registerConfiguration(tag: string, settings: object, override: boolean): void;
    get(name: 'nlp'): NlpEngine;
  }
  export function containerBootstrap(): Promise<Container>;
}
declare module '@nlpjs/nlp' {
  export const Nlp: unknown;
}
declare module '@nlpjs/lang-en' {
  export const LangEn: unknown;
  /** The Porter stemmer: "requesting" and "requests" both become "request". */
  export class StemmerEn {
    stem(word: string): string;
  }
}
declare module '@nlpjs/neural' {
  export interface NeuralNetworkJson {
    settings: Record<string, unknown>;
    features: string[];
    intents: string[];
    perceptrons: number[][];
  }
  export interface TrainingExample {
    input: Record<string, number>;
    output: Record<string, number>;
  }
  /** One perceptron per output over named features (safety/crisis-classifier.ts). */
  export class NeuralNetwork {
    constructor(settings?: Record<string, unknown>);
    train(corpus: TrainingExample[]): { error: number; iterations: number };
    run(input: Record<string, number>): Record<string, number> | undefined;
    toJSON(): NeuralNetworkJson;
    fromJSON(json: NeuralNetworkJson): void;
  }
}
