/*
 * The shipped word vectors: words used alike lie close together, which is what lets the safety
 * check hear a phrasing nobody wrote down.
 */
import { describe, expect, it } from 'vitest';
import file from '../../../content/safety/word-vectors.json';
import { type WordVectorsFile, loadWordVectors } from './word-vectors';

const vectors = loadWordVectors(file as WordVectorsFile);

const cosine = (a: Float32Array, b: Float32Array) => {
  let dot = 0;
  let lengthA = 0;
  let lengthB = 0;
  a.forEach((value, index) => {
    dot += value * b[index]!;
    lengthA += value * value;
    lengthB += b[index]! * b[index]!;
  });
  return dot / Math.sqrt(lengthA * lengthB);
};
const similarity = (a: string, b: string) =>
  cosine(vectors.meanOf(a.split(' ')), vectors.meanOf(b.split(' ')));

describe('the safety check’s word vectors', () => {
  it.each([
    ['revolver', 'pistol', 'paperwork'],
    ['overdose', 'pills', 'deadline'],
    ['hopeless', 'despair', 'appeal'],
    ['goodbye', 'farewell', 'exam'],
  ])('put "%s" nearer "%s" than "%s"', (word, near, far) => {
    expect(similarity(word, near)).toBeGreaterThan(similarity(word, far) + 0.1);
  });

  it('read a text by the words they know, and as zeros when they know none', () => {
    expect(similarity('revolver qwzxv', 'revolver')).toBeCloseTo(1, 5);
    expect([...vectors.meanOf(['qwzxv', 'zzkkq'])].every((value) => value === 0)).toBe(true);
  });

  it('refuse a file whose vectors do not match its words', () => {
    const short = { ...(file as WordVectorsFile), words: (file as WordVectorsFile).words.slice(1) };
    expect(() => loadWordVectors(short)).toThrow(/bytes for 49999 words/);
  });
});
