import { describe, expect, it } from 'vitest';
import { crisisReminder, crisisReply, detectCrisis } from './crisis';
import { knowledgeRules } from './fixtures/knowledge-fixtures';

const crisis = (text: string) => detectCrisis(text, knowledgeRules.crisis);

describe('crisis language, direct and indirect (Veterans Crisis Line signs of crisis; NIMH)', () => {
  it.each([
    'I want to kill myself',
    'sometimes I think about killing myself',
    "I don't want to be here anymore",
    'I just want to end it all',
    "there's no reason to live",
    'my family would be better off without me',
    'honestly I would be better off dead',
    "I'm scared I might hurt myself",
    'I have been cutting myself again',
    'I keep having suicidal thoughts',
    "I can't go on like this",
    'I wish I was dead',
    "I don't want to wake up tomorrow",
    'I have nothing left to live for',
    'I feel like a burden to my family',
    'I want to die',
    'Life is not worth living since the denial',
    'I don’t want to live anymore', // a phone's curly apostrophe
    'thinking about taking my own life',
    'I feel hopeless since the denial',
    "I've lost all hope",
  ])('"%s" shows the crisis line', (text) => {
    expect(crisis(text)).not.toBeNull();
  });

  it.each([
    "I'm killing it at work since I got my rating",
    'this knee is killing me on stairs',
    'the wait for my decision is killing me',
    "I'm dying to know when my claim will be done",
    'at the end it all worked out with my appeal',
    'how do I end my intent to file',
    'what does a 70% PTSD rating require',
    'can I hurt my claim by filing for an increase',
  ])('"%s" is not crisis language', (text) => {
    expect(crisis(text)).toBeNull();
  });
});

describe('the crisis reply', () => {
  it('puts the Veterans Crisis Line first: 988 then 1, text 838255, chat online', () => {
    const { markdown, sources } = crisisReply(knowledgeRules.crisisReply);
    const firstBlock = markdown.split('\n\n')[0]!;
    expect(firstBlock).toContain('Call 988, then press 1');
    expect(firstBlock).toContain('Text 838255');
    expect(firstBlock).toContain('VeteransCrisisLine.net');
    expect(markdown.indexOf('988')).toBeLessThan(markdown.indexOf('glad you said something'));
    expect(firstBlock).toContain('call 911');
    expect(sources).toEqual([
      { label: 'Veterans Crisis Line', url: 'https://www.veteranscrisisline.net/' },
    ]);
  });

  it('the reminder keeps the numbers in one line: 988 then 1, text 838255', () => {
    expect(crisisReminder(knowledgeRules.crisisReply)).toBe(
      '**If things are still hard, the Veterans Crisis Line is there any time: call 988, then press 1, or text 838255.**',
    );
  });
});
