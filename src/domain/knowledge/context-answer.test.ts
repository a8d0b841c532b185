import { describe, expect, it } from 'vitest';
import type { StructuredAnalysis } from '../../contracts/structured-analysis';
import { answerInContext, type ReplyContext } from './context-answer';
import { knowledgeRules, plainReplyContext, testKnowledge } from './fixtures/knowledge-fixtures';

const knowledge = testKnowledge(['20-0996']);

// Read as stored: sections, never text parsed back.
const analysis: StructuredAnalysis = {
  version: 1,
  documents: ['sick-call.pdf'],
  findings: [],
  sections: [
    {
      emoji: '🔍',
      title: 'WHAT IS MISSING',
      lines: [{ kind: 'bullet', text: 'A medical opinion linking the condition to service.' }],
    },
    {
      emoji: '➡️',
      title: 'WHAT TO GET NEXT',
      lines: [{ kind: 'bullet', text: 'Ask your doctor for a nexus letter.' }],
    },
    {
      emoji: '💬',
      title: 'PLAIN-LANGUAGE SUMMARY',
      lines: [{ kind: 'quote', text: 'A sick-call note about knee pain in 2004.' }],
    },
  ],
};

const ask = (question: string, more: Partial<ReplyContext> = {}) =>
  answerInContext(plainReplyContext(question, more), knowledge);

const migraine = { name: 'Migraines', currentPercentage: 30, diagnosticCode: null };

describe('answers that use what the veteran shared', () => {
  it('reads what a document is missing and what to get next from its analysis', () => {
    const { markdown } = ask('What is this missing?', {
      documents: [{ name: 'sick-call.pdf', analysis }],
    });
    expect(markdown).toContain('- A medical opinion linking the condition to service.');
    expect(markdown).toContain('- Ask your doctor for a nexus letter.');
    expect(markdown).not.toContain('knee pain in 2004');
    expect(markdown.endsWith(`\n\n${knowledgeRules.answerClosing.line}`)).toBe(true);
  });

  it('reads “this” as the attached document, not as a follow-up to the last question', () => {
    const { markdown } = ask('What is this missing?', {
      documents: [{ name: 'sick-call.pdf', analysis }],
      history: [{ role: 'user', content: 'What is a higher-level review?' }],
    });
    expect(markdown).toContain('- Ask your doctor for a nexus letter.');
    expect(markdown).not.toContain('Read together');
  });

  it('sums a document up when the question is not about gaps', () => {
    const { markdown } = ask('Tell me about this', {
      documents: [{ name: 'sick-call.pdf', analysis }],
    });
    expect(markdown).toContain('A sick-call note about knee pain in 2004.');
  });

  it('says when a document has no analysis instead of guessing', () => {
    const { markdown } = ask('What is this missing?', {
      documents: [{ name: 'scan.jpg', analysis: null }],
    });
    expect(markdown).toContain('**scan.jpg**: this document has no analysis yet');
  });

  it('finds a disability’s condition by its name and gives the next level, citing it', () => {
    const { markdown, sources } = ask('How do I get a higher rating?', {
      disabilities: [migraine],
    });
    expect(markdown).toContain('**30% now:** Prostrating attacks about once a month.');
    expect(markdown).toContain('**50% next:** Very frequent');
    expect(sources.map((source) => source.label)).toContain('38 CFR 4.124a');
  });

  it('says when a disability is at the highest level its code allows', () => {
    const { markdown } = ask('Can this go higher?', {
      disabilities: [{ ...migraine, currentPercentage: 50 }],
    });
    expect(markdown).toContain('highest level the diagnostic code allows');
  });

  it('keeps the general answer after the attachments when the question has one', () => {
    const { markdown, sources } = ask('How long do I have for a higher-level review?', {
      disabilities: [migraine],
    });
    expect(markdown.indexOf('**Migraines**')).toBeLessThan(markdown.indexOf('---'));
    expect(markdown).toContain('20-0996');
    expect(sources.map((source) => source.label)).toEqual(
      expect.arrayContaining(['38 CFR 4.124a']),
    );
    expect(markdown.match(/\*\*Sources:\*\*/g)).toHaveLength(1);
  });

  it('answers “what should I do next?” from the case, nearest deadline first', () => {
    const { markdown } = ask('What should I do next?', {
      veteranCase: {
        disabilities: [{ name: 'Tinnitus', currentPercentage: 10, diagnosticCode: '6260' }],
        claims: [
          {
            disabilityName: 'Left knee',
            status: 'under_review',
            submittedDate: null,
            intentToFileDate: null,
            decisionDate: null,
            nextDeadline: null,
          },
          {
            disabilityName: 'Back',
            status: 'denied',
            submittedDate: null,
            intentToFileDate: null,
            decisionDate: '2026-10-01',
            nextDeadline: 'Higher-Level Review by 2027-10-01',
          },
        ],
      },
    });
    expect(markdown).toContain('- Back: Higher-Level Review by 2027-10-01');
    expect(markdown).toContain('- Left knee: under review');
    expect(markdown).toContain('- Tinnitus: 10%');
    expect(markdown).toContain('Start with the nearest deadline');
  });

  it('still says “not found” when there is nothing to answer from', () => {
    expect(ask('What should I do next?').intent).toBe('nothing-found');
  });

  it('never mixes the crisis line with anything else', () => {
    const answer = ask('I want to end my life', {
      disabilities: [migraine],
      documents: [{ name: 'sick-call.pdf', analysis }],
    });
    expect(answer.intent).toBe('crisis');
    expect(answer.markdown).not.toContain('Migraines');
    expect(answer.markdown).not.toContain('sick-call.pdf');
  });
});
