import { describe, expect, it } from 'vitest';
import { knowledgeRules } from './fixtures/knowledge-fixtures';
import type { StatementFact, StatementKind } from './knowledge-types';
import { draftedFacts, writeStatementDraft } from './statement-draft';
import { readStatementFacts } from './statement-facts';

const wording = knowledgeRules.statementDrafting;
const conditions = [
  { diagnosticCode: '9411', conditionName: 'Posttraumatic stress disorder', aliases: ['PTSD'] },
];

const draft = (kind: StatementKind, ...messages: string[]) =>
  writeStatementDraft(
    kind,
    draftedFacts(kind, readStatementFacts(kind, messages, conditions)),
    wording,
    'professional',
  ).markdown;
/** The statement itself, without what Wingman says around it. */
const statementOf = (markdown: string) => markdown.split('\n\n---\n\n')[1]!;
const blank = (fact: StatementFact) => wording.facts[fact].blank;

describe('the draft says only what the veteran told', () => {
  const walkthrough = [
    'can you help me write a buddy statement',
    'its for my ptsd, my wife sees my nightmares and she wakes me up when I yell',
  ];

  it('puts the wife’s account in her own voice, for the 21-10210', () => {
    const markdown = draft('buddy-letter', ...walkthrough);
    const statement = statementOf(markdown);
    expect(markdown).toContain('VA Form 21-10210, Lay/Witness Statement');
    expect(statement).toContain('I am [veteran’s name]’s wife');
    expect(statement).toContain('I am writing about [veteran’s name]’s PTSD.');
    expect(statement).toContain(
      'I see [veteran’s name]’s nightmares. I wake them up when they yell.',
    );
    expect(statement).toContain('I certify that the statements above are true and correct');
  });

  it('leaves a bracket exactly for each fact not given', () => {
    const statement = statementOf(draft('buddy-letter', ...walkthrough));
    for (const fact of ['writer', 'observed', 'condition'] as const) {
      expect(statement).not.toContain(blank(fact));
    }
    for (const fact of ['frequency', 'since', 'writerName'] as const) {
      expect(statement).toContain(blank(fact));
    }
  });

  it('lists what it used and what is left to fill in, above the statement', () => {
    const [top] = draft('buddy-letter', ...walkthrough).split('\n\n---\n\n');
    expect(top).toContain(
      'What they saw or heard: “my wife sees my nightmares”, “she wakes me up when I yell”',
    );
    expect(top).toContain(`- ${blank('frequency')}`);
    expect(top).toContain(`- ${blank('since')}`);
    expect(top).not.toContain(blank('observed'));
  });

  it.each<[StatementKind, string[]]>([
    ['buddy-letter', ['write a buddy letter', 'my husband sees me limp every day since 2015']],
    [
      'personal-statement',
      ['write my personal statement', 'I hurt my back in 2009 in iraq', 'I have pain daily'],
    ],
    ['personal-statement', ['write my personal statement', 'just draft it']],
  ])('a %s holds no number the veteran did not write', (kind, messages) => {
    const statement = statementOf(draft(kind, ...messages));
    const given = new Set(messages.join(' ').match(/\d+/g) ?? []);
    for (const number of statement.match(/\d+/g) ?? []) expect(given).toContain(number);
  });

  it('with nothing told, every fact is a bracket', () => {
    const statement = statementOf(draft('personal-statement', 'write my personal statement'));
    for (const fact of wording.forms['personal-statement'].asks)
      expect(statement).toContain(blank(fact));
    expect(statement).toContain('This statement supports my claim for my [condition].');
  });

  it('quotes words it cannot turn reliably, and says so', () => {
    const markdown = draft(
      'buddy-letter',
      'write a buddy letter',
      'my wife seez my nightmares',
      'I yell in my sleep',
    );
    expect(statementOf(markdown)).toContain('“my wife seez my nightmares” “I yell in my sleep”');
    expect(markdown).toContain(wording.yourWordsNote);
  });

  it('keeps a personal statement in the veteran’s words, spelling tidied', () => {
    const statement = statementOf(
      draft(
        'personal-statement',
        'help with my personal statement',
        'im up all night and i cant work',
        'its for my PTSD',
      ),
    );
    expect(statement).toContain("**My symptoms now:** I'm up all night.");
    expect(statement).toContain("**Work and daily life:** I can't work.");
    expect(statement).toContain('This statement supports my claim for my PTSD.');
  });
});
