// "What am I missing for sleep apnea?": the chat answers from My Case's evidence map, for the
// condition named, or for every claimed condition when none is named.
import { describe, expect, it } from 'vitest';
import type { CaseCondition } from '../../contracts/case';
import { buildCaseCondition } from '../case/case-condition';
import { caseRules, claimed } from '../case/fixtures/case-rules';
import { answerInContext, type ReplyContext } from './context-answer';
import { knowledgeRules, testKnowledge } from './fixtures/knowledge-fixtures';
import type { ConditionCriteria } from './condition-criteria';
import { NOTHING_ASKED } from './intent-classifier';
import { vaConditions } from '../analysis/fixtures/analysis-content';

// The conditions of the rating schedule, so names and abbreviations are known as in the app.
const knowledge = {
  ...testKnowledge([]),
  conditions: vaConditions.filter(
    (condition): condition is ConditionCriteria =>
      'cfrSection' in condition && 'percentageOptions' in condition,
  ),
};

const onMyCase = (
  name: string,
  fields: Partial<Parameters<typeof claimed>[0]> = {},
): CaseCondition =>
  buildCaseCondition({
    condition: claimed({ name, basis: 'direct', ...fields }),
    rules: caseRules,
    documents: [],
    decisions: [],
    statements: [],
    disabilities: [],
  });

const ask = (question: string, caseConditions: CaseCondition[]) =>
  answerInContext(
    {
      question,
      today: '2026-11-25',
      personality: 'professional',
      documents: [],
      disabilities: [],
      veteranCase: {
        disabilities: [],
        claims: [],
        caseConditions,
      } satisfies ReplyContext['veteranCase'],
      asked: NOTHING_ASKED,
    },
    knowledge,
  ).markdown;

describe('what is missing, from My Case', () => {
  const sleepApnea = onMyCase('Sleep apnea');
  const knee = onMyCase('Left knee strain', { side: 'left' });

  it.each([
    'what am I missing for sleep apnea?',
    'What else do I need for my sleep apnea claim',
    'is my OSA claim ready to file?',
  ])('"%s" answers for sleep apnea alone, with its gaps and next steps', (question) => {
    const answer = ask(question, [sleepApnea, knee]);
    expect(answer).toContain('For Sleep apnea, 0 of 3 things VA needs are covered so far.');
    expect(answer).toContain('- **A current diagnosis**:');
    expect(answer).not.toContain('Left knee strain');
    expect(answer).toContain(knowledgeRules.caseAnswer.fromMyCase);
  });

  it('with no condition named, every claimed condition is summed up', () => {
    const answer = ask('what am I still missing?', [sleepApnea, knee]);
    expect(answer).toContain('For Sleep apnea,');
    expect(answer).toContain('For Left knee strain,');
  });

  it('a condition not on My Case is left to the articles', () => {
    const answer = ask('what evidence do I need for tinnitus?', [sleepApnea]);
    expect(answer).not.toContain('For Sleep apnea');
    expect(answer).not.toContain(knowledgeRules.caseAnswer.fromMyCase);
  });

  it('without conditions on My Case, the question is answered as before', () => {
    const answer = ask('what am I missing for sleep apnea?', []);
    expect(answer).not.toContain(knowledgeRules.caseAnswer.fromMyCase);
  });

  it('crisis words come first, with nothing of the case', () => {
    const answer = ask("I'm missing my buddies so much, I don't want to be here anymore", [
      sleepApnea,
    ]);
    expect(answer).toContain('Veterans Crisis Line');
    expect(answer).not.toContain('For Sleep apnea');
  });
});
