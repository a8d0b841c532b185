import { describe, expect, it } from 'vitest';
import { vaConditions } from './fixtures/analysis-content';
import { conditionMentions, matchCondition } from './condition-matching';

const codesIn = (text: string) =>
  conditionMentions(text, vaConditions).map((mention) => mention.condition.diagnosticCode);

describe('condition names in text', () => {
  it('reads the back in "my back hurts", but never in back pay', () => {
    expect(codesIn('my back hurts when I lift')).toHaveLength(1);
    expect(codesIn('how much back pay will I get')).toEqual([]);
    expect(codesIn('VA owes me back-pay and back payments since 2019')).toEqual([]);
  });

  it('the longest name wins: knee instability over knee', () => {
    expect(matchCondition('knee instability', vaConditions)?.conditionName).toMatch(/instability/i);
  });
});
