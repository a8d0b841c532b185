import { describe, expect, it } from 'vitest';
import { readConditionQuery, sideNamedIn, singularWord } from './condition-query';

describe('readConditionQuery', () => {
  it.each([
    // [typed, words compared, side named]
    ['Left knee', 'knee', 'left'],
    ['right shoulder', 'shoulder', 'right'],
    ['both knees', 'knee', 'both'],
    ['Bilateral hearing loss', 'hearing loss', 'both'],
    ['left and right ankles', 'ankle', 'both'],
    ['my bad back', 'back', null],
    ['ringing in my ears', 'ringing in ear', null],
    ['flat feet', 'flat foot', null],
    ['Lower Back Condition', 'lower back', null],
    ['PTSD', 'ptsd', null],
    ['', '', null],
  ])('%j → %j, side %s', (typed, text, side) => {
    expect(readConditionQuery(typed)).toEqual({ text, side });
  });
});

describe('singularWord', () => {
  it.each([
    ['knees', 'knee'],
    ['ears', 'ear'],
    ['feet', 'foot'],
    ['allergies', 'allergy'],
    ['sinuses', 'sinus'],
    ['headaches', 'headache'],
    ['tinnitus', 'tinnitus'],
    ['fasciitis', 'fasciitis'],
    ['stress', 'stress'],
    ['ibs', 'ibs'],
  ])('%s → %s', (plural, singular) => {
    expect(singularWord(plural)).toBe(singular);
  });
});

describe('sideNamedIn', () => {
  it('reads the side a disability name gives, whatever its case', () => {
    expect(sideNamedIn('LEFT knee')).toBe('left');
    expect(sideNamedIn('Knee, right')).toBe('right');
    expect(sideNamedIn('Knee')).toBeNull();
    // "Leftover" is not a side.
    expect(sideNamedIn('Leftover shrapnel')).toBeNull();
  });
});
