import { describe, expect, it } from 'vitest';
import type { Turn } from '../../contracts/turn';
import { readDraftingState } from './drafting-state';
import type { HistoryMessage } from './offline-types';

/** A stored Turn whose reply asked for a statement's facts (or, with null, did not). */
const turnAsking = (drafting: Turn['drafting']): Turn => ({
  version: 1,
  safety: 'none',
  intent: { name: null, score: 0 },
  asks: [],
  entities: {
    percentages: [],
    conditions: [],
    forms: [],
    lanes: [],
    dates: [],
    money: [],
    dependants: { spouse: null, children: null },
  },
  ownCase: [],
  notices: [],
  answered: { intent: drafting ? 'outline' : 'knowledge', articleIds: [], readWith: 'alone' },
  drafting,
});
const user = (content: string, drafting: Turn['drafting'] = null): HistoryMessage => ({
  role: 'user',
  content,
  turn: turnAsking(drafting),
});
const reply = (content: string): HistoryMessage => ({ role: 'assistant', content });
const askedLay = (asked: number) => ({ kind: 'buddy-letter' as const, asked });

describe('the drafting conversation, read from the stored Turns', () => {
  it('a request starts one', () => {
    expect(readDraftingState('help me write a buddy statement', [])).toEqual({
      kind: 'buddy-letter',
      messages: ['help me write a buddy statement'],
      asked: 0,
    });
  });

  it('an answer after Wingman asked continues it, with every message since the request', () => {
    const history = [
      user('what is a buddy letter'),
      reply('A buddy letter is…'),
      user('help me write a buddy statement', askedLay(1)),
      reply('What is the statement for?'),
      user('its for my ptsd', askedLay(2)),
      reply('Who saw it?'),
    ];
    expect(readDraftingState('my wife sees it', history)).toEqual({
      kind: 'buddy-letter',
      messages: ['help me write a buddy statement', 'its for my ptsd', 'my wife sees it'],
      asked: 2,
    });
  });

  it('a draft, or any other answer, ends it', () => {
    const drafted = [
      user('help me write a buddy statement', askedLay(1)),
      reply('What is it for?'),
      user('just draft it'),
      reply('**Draft lay/witness statement**'),
    ];
    expect(readDraftingState('my wife sees it', drafted)).toBeNull();
    const left = [
      user('help me write a buddy statement', askedLay(1)),
      reply('What is it for?'),
      user('how long does a HLR take?'),
      reply('About 125 days.'),
    ];
    expect(readDraftingState('my wife sees it', left)).toBeNull();
  });

  it('never reads the text of a reply: a message stored without a Turn starts nothing', () => {
    const history = [
      { role: 'user' as const, content: 'help me write a buddy statement' },
      reply('**What I need for your lay/witness statement**'),
    ];
    expect(readDraftingState('my wife sees it', history)).toBeNull();
  });

  it('a request for the other statement starts over; the same request goes on', () => {
    const history = [
      user('help me write a buddy statement', askedLay(1)),
      reply('What is it for?'),
    ];
    expect(readDraftingState('write my personal statement instead', history)).toEqual({
      kind: 'personal-statement',
      messages: ['write my personal statement instead'],
      asked: 0,
    });
    expect(readDraftingState('my wife will write the buddy statement', history)?.messages).toEqual([
      'help me write a buddy statement',
      'my wife will write the buddy statement',
    ]);
  });
});
