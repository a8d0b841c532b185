import { beforeAll, describe, expect, it } from 'vitest';
import type { IntentClassifier } from '../../domain/knowledge/intent-classifier';
import { loadIntentClassifier } from './knowledge-loader';

// Trained on the real paraphrases, as the server trains it at start-up.
let intents: IntentClassifier;
beforeAll(async () => {
  intents = await loadIntentClassifier();
});

describe('what a question asks for', () => {
  it.each([
    ['whats TDIU', 'definition'],
    ['do i qualify for it?', 'eligibility'],
    ['how long does a HLR take', 'duration'],
    ['how long will the board take to decide my appeal', 'duration'],
    ['what does 70% pay with my wife and 2 kids', 'amount'],
    ['what form for that?', 'form'],
    ['my knee caused a back problem', 'secondary'],
    ['will a new c&p exam lower my rating?', 'reduction'],
    ['how does the VA rate PTSD?', 'criteria'],
    ['which is better for me, an HLR or a supplemental claim', 'comparison'],
  ])('"%s" asks for %s', async (question, intent) => {
    expect((await intents.classify(question)).intent).toBe(intent);
  });

  it.each([
    ['how much back pay will I get?', 'back-pay'],
    ['whats my retor going to be', 'back-pay'],
    ['how much backpy will they send', 'back-pay'],
    // "How much will … be" is shared with back pay's phrasings, but nothing here says back pay.
    ['How much will adding a dependent increase my VA disability?', 'amount'],
    ['how much will my back pain claim pay', 'amount'],
  ])('"%s" asks for %s: back pay only when the question says so', async (question, intent) => {
    expect((await intents.classify(question)).intent).toBe(intent);
  });

  it('gives a cue that finds a passage of the kind asked for', async () => {
    const { cue } = await intents.classify('how long does a HLR take');
    expect(cue?.test("VA's goal is about 125 days.")).toBe(true);
    expect(cue?.test('You file VA Form 20-0996.')).toBe(false);
  });

  it('adds the words of a topic the question does not name', async () => {
    const asked = await intents.classify('my back pain messed up my hip');
    expect(asked.searchTerms).toMatch(/secondary/);
  });
});
