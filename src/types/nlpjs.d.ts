// NLP.js ships no types; these are the calls Wingman makes (intent-classifier.ts, and the
// stemmer the safety check's crisis classifier uses).
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
