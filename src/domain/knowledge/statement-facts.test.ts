import { describe, expect, it } from 'vitest';
import { readStatementFacts } from './statement-facts';

const conditions = [
  { diagnosticCode: '9411', conditionName: 'Posttraumatic stress disorder', aliases: ['PTSD'] },
  { diagnosticCode: '5237', conditionName: 'Lumbosacral strain', aliases: ['back'] },
];
const lay = (...messages: string[]) => readStatementFacts('buddy-letter', messages, conditions);
const personal = (...messages: string[]) =>
  readStatementFacts('personal-statement', messages, conditions);

describe('facts for a lay statement, from the veteran’s messages', () => {
  it('reads the walkthrough answer: condition, writer and what she sees, nothing else', () => {
    const facts = lay(
      'can you help me write a buddy statement',
      'its for my ptsd, my wife sees my nightmares and she wakes me up when I yell',
    );
    expect(facts).toMatchObject({
      condition: 'PTSD',
      writer: 'wife',
      writerName: null,
      frequency: null,
      since: null,
      draftNow: false,
    });
    expect(facts.told.observed).toEqual([
      'my wife sees my nightmares',
      'she wakes me up when I yell',
    ]);
  });

  it('reads the same facts in any order, over several messages', () => {
    const facts = lay(
      'help me write a buddy letter',
      'every night, since 2012.',
      'my buddy Jake Miller will write it',
      'he hears me scream',
      'it is for my PTSD',
    );
    expect(facts).toMatchObject({
      condition: 'PTSD',
      writer: 'buddy',
      writerName: 'Jake Miller',
      frequency: 'every night',
      since: 'since 2012',
    });
    expect(facts.told.observed).toEqual(['he hears me scream']);
  });

  it('keeps typos as written rather than guessing', () => {
    const facts = lay(
      'buddy statement pls write',
      'its for my migranes, my wife seez me in the dark room 3 times a week',
    );
    expect(facts.condition).toBe('migranes');
    expect(facts.frequency).toBe('3 times a week');
    expect(facts.told.observed).toEqual(['my wife seez me in the dark room 3 times a week']);
  });

  it.each(['just draft it', "that's all", 'go ahead', 'ok go ahead', 'Thats it.'])(
    '"%s" asks for the draft now',
    (words) => {
      const facts = lay('write a buddy statement', words);
      expect(facts.draftNow).toBe(true);
      expect(facts.told.observed).toEqual([]);
    },
  );
});

describe('facts for a personal statement', () => {
  it('sorts what happened in service, symptoms, effects and treatment', () => {
    const facts = personal(
      'help me write my personal statement',
      'i hurt my back in 2009 when i fell off a truck in iraq, now i have pain every day and cant lift my kids. I went to sick call the next day',
    );
    expect(facts.condition).toBe('back');
    expect(facts.frequency).toBe('every day');
    expect(facts.told).toEqual({
      observed: [],
      inService: ['i hurt my back in 2009 when i fell off a truck in iraq'],
      treatment: ['I went to sick call the next day'],
      symptoms: ['i have pain every day'],
      effects: ['cant lift my kids'],
    });
  });

  it('never takes the writer of a personal statement from "my wife"', () => {
    expect(personal('write my personal statement', 'my wife left me').writer).toBeNull();
  });
});
