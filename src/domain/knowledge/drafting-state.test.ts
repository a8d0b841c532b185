import { describe, expect, it } from 'vitest';
import { readDraftingState } from './drafting-state';
import { knowledgeRules } from './fixtures/knowledge-fixtures';
import type { HistoryMessage } from './follow-up';

const wording = knowledgeRules.statementDrafting;
const user = (content: string): HistoryMessage => ({ role: 'user', content });
const assistant = (content: string): HistoryMessage => ({ role: 'assistant', content });
const askLay = assistant(
  `${wording.askHeading.replace('{name}', 'lay/witness statement').replace('{form}', 'VA Form 21-10210, Lay/Witness Statement')}\n\n…`,
);
const askLayAgain = assistant(
  `_Crisis line reminder._\n\n${wording.askAgainHeading.replace('{name}', 'lay/witness statement').replace('{form}', 'VA Form 21-10210, Lay/Witness Statement')}`,
);
const draftLay = assistant(
  '**Draft lay/witness statement** (VA Form 21-10210, Lay/Witness Statement)',
);

describe('the drafting conversation, read from the chat', () => {
  it('a request starts one', () => {
    expect(readDraftingState('help me write a buddy statement', [], wording)).toEqual({
      kind: 'buddy-letter',
      messages: ['help me write a buddy statement'],
      asked: 0,
    });
  });

  it('an answer after Wingman asked continues it, with every message since the request', () => {
    const history = [
      user('what is a buddy letter'),
      assistant('A buddy letter is…'),
      user('help me write a buddy statement'),
      askLay,
      user('its for my ptsd'),
      askLayAgain,
    ];
    expect(readDraftingState('my wife sees it', history, wording)).toEqual({
      kind: 'buddy-letter',
      messages: ['help me write a buddy statement', 'its for my ptsd', 'my wife sees it'],
      asked: 2,
    });
  });

  it('a draft, or any other answer, ends it', () => {
    const drafted = [
      user('help me write a buddy statement'),
      askLay,
      user('just draft it'),
      draftLay,
    ];
    expect(readDraftingState('my wife sees it', drafted, wording)).toBeNull();
    const left = [
      user('help me write a buddy statement'),
      askLay,
      user('how long does a HLR take?'),
    ];
    expect(
      readDraftingState('my wife sees it', [...left, assistant('About 125 days.')], wording),
    ).toBeNull();
  });

  it('a request for the other statement starts over; the same request goes on', () => {
    const history = [user('help me write a buddy statement'), askLay];
    expect(readDraftingState('write my personal statement instead', history, wording)).toEqual({
      kind: 'personal-statement',
      messages: ['write my personal statement instead'],
      asked: 0,
    });
    expect(
      readDraftingState('my wife will write the buddy statement', history, wording)?.messages,
    ).toEqual(['help me write a buddy statement', 'my wife will write the buddy statement']);
  });
});
