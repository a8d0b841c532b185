import { describe, expect, it } from 'vitest';
import { crisisReply, withLineAbove } from './crisis';
import { knowledgeRules } from './fixtures/knowledge-fixtures';

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

  it('the warning line and the reminder each keep the numbers in one line: 988 then 1, text 838255', () => {
    for (const line of [knowledgeRules.crisisReply.warning, knowledgeRules.crisisReply.reminder]) {
      expect(line).not.toContain('\n');
      expect(line).toMatch(/988, then press 1, or text 838255/);
    }
  });

  it('puts one line above a full answer, keeping the answer and adding the line source', () => {
    const answer = { markdown: 'You have one year from the decision.', sources: [] };
    const lined = withLineAbove(
      answer,
      knowledgeRules.crisisReply.warning,
      knowledgeRules.crisisReply,
    );
    expect(lined.markdown).toBe(
      `${knowledgeRules.crisisReply.warning}\n\nYou have one year from the decision.`,
    );
    expect(lined.sources).toEqual(knowledgeRules.crisisReply.sources);
  });
});
