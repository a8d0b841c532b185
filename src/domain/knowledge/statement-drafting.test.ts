import { describe, expect, it } from 'vitest';
import { answerWithTurn } from './answer-turn';
import { knowledgeRules, testKnowledge } from './fixtures/knowledge-fixtures';
import type { HistoryMessage } from './offline-types';

const knowledge = testKnowledge(['21-10210', '21-4138', '20-0996']);
const wording = knowledgeRules.statementDrafting;

/**
 * A chat: each message is answered with what was said before it and stored with its Turn, as
 * the chat route does.
 */
function chat(...messages: string[]) {
  const history: HistoryMessage[] = [];
  return messages.map((question) => {
    const { answer, turn } = answerWithTurn(
      {
        question,
        history: [...history],
        today: '2026-11-25',
        personality: 'professional',
        documents: [],
        disabilities: [],
        veteranCase: { disabilities: [], claims: [] },
      },
      knowledge,
    );
    history.push(
      { role: 'user', content: question, turn },
      { role: 'assistant', content: answer.markdown },
    );
    return answer;
  });
}

const asks = (markdown: string) =>
  markdown.startsWith('**Let’s draft your') || markdown.startsWith('**A bit more for your');
const isDraft = (markdown: string) => markdown.startsWith('**Draft ');

describe('drafting a statement in a few turns', () => {
  it('asks, reads the answer, asks for what is missing, then drafts', () => {
    const [first, second, third] = chat(
      'can you help me write a buddy statement',
      'its for my ptsd, my wife sees my nightmares and she wakes me up when I yell',
      'most nights, since we got married in 2013',
    );
    expect(asks(first!.markdown)).toBe(true);
    expect(first!.markdown).toContain(`- ${wording.facts.writer.question}`);
    expect(second!.markdown.startsWith('**A bit more for your lay/witness statement**')).toBe(true);
    expect(second!.markdown).toContain(`- ${wording.facts.frequency.question}`);
    expect(second!.markdown).not.toContain(`- ${wording.facts.writer.question}`);
    expect(isDraft(third!.markdown)).toBe(true);
    expect(third!.markdown).toContain('I see [veteran’s name]’s nightmares.');
    expect(third!.markdown).toContain('This happens most nights.');
    expect(third!.markdown).not.toContain(wording.facts.frequency.blank);
    expect(third!.sources.map((source) => source.label)).toEqual([
      'VA Form 21-10210, Lay/Witness Statement',
    ]);
  });

  it('drafts at once when the veteran says so, with brackets for the rest', () => {
    const [, draft] = chat('help me write my personal statement for my migraines', 'just draft it');
    expect(isDraft(draft!.markdown)).toBe(true);
    expect(draft!.markdown).toContain('This statement supports my claim for my migraines.');
    expect(draft!.markdown).toContain(wording.facts.inService.blank);
    expect(draft!.markdown).toContain('VA Form 21-4138, Statement in Support of Claim');
  });

  it('drafts after asking twice, whatever is still missing', () => {
    const answers = chat('write a buddy letter', 'my wife', 'she sees it');
    expect(isDraft(answers[2]!.markdown)).toBe(true);
    expect(answers[2]!.markdown).toContain(wording.facts.since.blank);
  });

  it('a new question leaves the drafting, and gets its own answer', () => {
    const [, hlr, after] = chat(
      'can you help me write a buddy statement',
      'how long does a HLR take?',
      'my wife sees my nightmares',
    );
    expect(hlr!.intent).toBe('knowledge');
    expect(hlr!.markdown).toContain('Higher-Level Review');
    expect(asks(after!.markdown) || isDraft(after!.markdown)).toBe(false);
  });

  it('crisis words win over the drafting', () => {
    const [, crisis] = chat('help me write a buddy statement', 'I want to end my life');
    expect(crisis!.intent).toBe('crisis');
    expect(crisis!.markdown).toContain('988');
  });
});
