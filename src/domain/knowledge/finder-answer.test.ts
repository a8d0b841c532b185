import { describe, expect, it } from 'vitest';
import type { ConditionReference } from '../analysis/analysis-types';
import { finderLead, type FinderFacts } from './finder-answer';
import { knowledgeRules } from './fixtures/knowledge-fixtures';

const conditions: ConditionReference[] = [
  { diagnosticCode: '5260', conditionName: 'Knee, limitation of flexion', aliases: ['knee'] },
  { diagnosticCode: '5237', conditionName: 'Lumbosacral strain', aliases: ['back'] },
  { diagnosticCode: '6260', conditionName: 'Tinnitus', aliases: ['tinnitus'] },
];

const gulfWar: FinderFacts = {
  serviceHistoryGiven: true,
  met: [
    {
      title: 'Gulf War illness',
      citation: '38 CFR 3.317',
      status: 'met',
      fact: 'Kuwait, 10 Jan 1991 – 30 Jun 1991: inside the Southwest Asia theater',
      factCitation: '38 CFR 3.317(e)',
      doubt: null,
    },
  ],
  nearMisses: [
    { title: 'Burn pits (PACT Act)', citation: '38 CFR 3.320', why: 'Kuwait, 1991: ended before' },
  ],
  secondary: [
    {
      name: 'Hip condition',
      secondaryTo: 'Left knee strain',
      primaryNames: ['knee'],
      mechanism: 'A bad knee changes how you walk.',
      doubt: null,
    },
    {
      name: 'Radiculopathy',
      secondaryTo: 'Lumbosacral strain',
      primaryNames: ['back', 'lumbar', 'lumbosacral'],
      mechanism: 'A damaged disc can press on a nerve.',
      doubt: 'VA often rates it separately.',
    },
  ],
  secondaryEvidence: ['A diagnosis of the second condition', 'A medical opinion'],
};
const noHistory: FinderFacts = { ...gulfWar, serviceHistoryGiven: false, met: [], nearMisses: [] };

const lead = (question: string, finder: FinderFacts | undefined = gulfWar) =>
  finderLead(question, finder, { wording: knowledgeRules.finderAnswer, conditions });

describe('finderLead: presumptive coverage', () => {
  it.each([
    'am I covered by the PACT Act?',
    'Am i coverd by the pact act',
    'does the PACT act apply to me',
    'was I exposed to burn pits',
    'do I qualify for agent ornage presumptives?',
    'am I covered',
    'Camp Lejuene water - do i qualify?',
    'is my gulf war service presumtive',
    'what is the PACT Act',
  ])('"%s" leads with the rules the saved history meets', (question) => {
    const answer = lead(question)!;
    expect(answer).toMatch(/^\*\*Your service history against VA's presumptive rules\*\*/);
    expect(answer).toContain(
      '- **Gulf War illness** (38 CFR 3.317): Kuwait, 10 Jan 1991 – 30 Jun 1991: inside the Southwest Asia theater (38 CFR 3.317(e))',
    );
    expect(answer).toContain('- Burn pits (PACT Act) (38 CFR 3.320): Kuwait, 1991: ended before');
    expect(answer).toContain('VA decides');
    expect(answer).toContain('](/finder)');
  });

  it('says when no rule is met, and still lists the near misses', () => {
    const answer = lead('am I covered by the PACT Act?', { ...gulfWar, met: [] })!;
    expect(answer).toContain('None of the presumptive rules Wingman checks is met');
    expect(answer).toContain('**Close, but not met:**');
  });

  it('asks for the service history, linking the Profile, when none is saved', () => {
    const answer = lead('am I covered by the PACT Act?', noHistory)!;
    expect(answer).toContain('](/profile)');
    expect(answer).toContain('](/finder)');
    expect(answer).not.toContain('Gulf War illness**');
  });

  it('leaves "what is the PACT Act" to the article while no service history is saved', () => {
    expect(lead('what is the PACT Act', noHistory)).toBeNull();
  });

  it.each([
    'am I covered by TRICARE?',
    'is my dental covered by insurance',
    'what is an intent to file',
    'the pace of my claim is slow',
    'my claim was resumed after the exam',
    'how do I get covered for hearing aids through champva',
  ])('"%s" is not about presumptive coverage', (question) => {
    expect(lead(question)).toBeNull();
  });

  it('needs the finder result to answer from', () => {
    const context = { wording: knowledgeRules.finderAnswer, conditions };
    expect(finderLead('am I covered by the PACT Act?', undefined, context)).toBeNull();
  });
});

describe('finderLead: what follows a rated condition', () => {
  it.each([
    'what can I claim secondary to my knee?',
    'What can I claim secondery to my knee',
    'secodnary conditions for my left knee?',
    'any secondaries to my knee',
  ])('"%s" lists what follows the knee, each needing a medical opinion', (question) => {
    const answer = lead(question)!;
    expect(answer).toMatch(/^\*\*What often follows your (left )?knee\*\*/);
    expect(answer).toContain(
      '- **Hip condition**, secondary to Left knee strain: A bad knee changes how you walk. Needs a medical opinion; never presumed (38 CFR 3.310).',
    );
    expect(answer).not.toContain('Radiculopathy');
    expect(answer).toContain('VA needs: a diagnosis of the second condition; a medical opinion.');
  });

  it('answers "what else can I claim because of my back" from the back pairs, with doubts', () => {
    const answer = lead('what else can I claim because of my back')!;
    expect(answer).toContain('**Radiculopathy**, secondary to Lumbosacral strain');
    expect(answer).toContain('  - Uncertain: VA often rates it separately.');
    expect(answer).not.toContain('Hip condition');
  });

  it('says so when nothing follows the condition named', () => {
    const answer = lead('what is secondary to my tinnitus?')!;
    expect(answer).toContain('Wingman has nothing to suggest secondary to your tinnitus');
    expect(answer).toContain('38 CFR 3.310');
    expect(answer).toContain('](/finder)');
  });

  it.each([
    'what is secondary service connection?',
    'my back hurts because of my knee',
    'I need a statement from my wife to claim',
    'can I go back to secondary school on the GI Bill',
    'Secondly, how long does a claim take?',
  ])('"%s" asks for no list of secondary conditions', (question) => {
    expect(lead(question)).toBeNull();
  });
});
