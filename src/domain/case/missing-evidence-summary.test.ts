import { describe, expect, it } from 'vitest';
import type { CaseCondition } from '../../contracts/case';
import { buildCaseCondition } from './case-condition';
import type { BuildCaseConditionInput } from './case-input';
import { caseRules, claimed } from './fixtures/case-rules';
import { missingEvidenceSummary } from './missing-evidence-summary';

const DBQ = {
  documentId: 'doc-dbq',
  documentName: 'sleep-apnea-dbq.pdf',
  findings: [
    {
      document: 'sleep-apnea-dbq.pdf',
      kind: 'condition' as const,
      label: 'OSA',
      quote: { page: 1, text: 'Diagnosis: OSA (2023).' },
    },
  ],
};

function build(fields: Partial<BuildCaseConditionInput> = {}): CaseCondition {
  return buildCaseCondition({
    condition: claimed({ name: 'Sleep apnea', basis: 'secondary', secondaryTo: 'PTSD' }),
    rules: caseRules,
    documents: [DBQ],
    decisions: [],
    statements: [],
    disabilities: [
      {
        id: 'disability-ptsd',
        name: 'PTSD',
        currentPercentage: 50,
        diagnosticCode: '9411',
        side: null,
      },
    ],
    ...fields,
  });
}

describe('missingEvidenceSummary', () => {
  it('names each gap with the best next step, and the quotes waiting for an answer', () => {
    const summary = missingEvidenceSummary(build());
    expect(summary).toMatch(/^For Sleep apnea, 1 of 3 things VA needs is covered so far\./);
    expect(summary).toContain(
      "- **A current diagnosis**: A doctor's diagnosis of the condition you have now. Best next step: your private doctor's records (form 21-4142).",
    );
    expect(summary).toContain('- **A link to the service-connected condition**:');
    expect(summary).toContain(
      'Best next step: a medical opinion on the link to your service-connected condition.',
    );
    expect(summary).toContain(
      '- **A current diagnosis**: 1 quote from your documents is waiting for you to confirm or reject.',
    );
    // Covered and not-needed elements are not gaps.
    expect(summary).not.toContain('The service-connected condition');
    expect(summary).not.toContain('Something that happened in service');
  });

  it('once the proposals are confirmed, they are no longer gaps', () => {
    const summary = missingEvidenceSummary(
      build({
        decisions: [
          {
            elementKey: 'diagnosis',
            documentId: 'doc-dbq',
            page: 1,
            quote: 'Diagnosis: OSA (2023).',
            state: 'confirmed',
          },
        ],
      }),
    );
    expect(summary).toMatch(/^For Sleep apnea, 2 of 3 things VA needs are covered so far\./);
    expect(summary).not.toContain('A current diagnosis');
    expect(summary).not.toContain('waiting for you');
  });

  it('a ready condition says so', () => {
    const confirmed = (elementKey: string, page: number, quote: string) => ({
      elementKey,
      documentId: 'doc-dbq',
      page,
      quote,
      state: 'confirmed' as const,
    });
    const condition = build({
      decisions: [
        confirmed('diagnosis', 1, 'Diagnosis: OSA (2023).'),
        confirmed('secondary-link', 2, 'At least as likely as not aggravated by his PTSD.'),
      ],
    });
    expect(missingEvidenceSummary(condition)).toMatch(
      /^Sleep apnea has what VA needs: 3 of 3 covered/,
    );
  });

  it('a service history that fits the rule is still a gap until the records are sent', () => {
    const summary = missingEvidenceSummary(
      build({
        condition: claimed({
          name: 'Chronic sinusitis',
          basis: 'presumptive',
          presumptiveRule: 'particulate-matter',
        }),
        serviceHistory: {
          met: [{ ruleId: 'particulate-matter', status: 'met', fact: 'Kuwait, 1 Jan 1991' }],
          nearMisses: [],
        },
      }),
    );
    expect(summary).toMatch(/^For Chronic sinusitis, 0 of 3 things VA needs are covered so far\./);
    expect(summary).toMatch(
      /- \*\*Qualifying service\*\*: .* Your service history fits the rule; VA still needs the records that prove it\. Best next step: records of where and when you served \(form SF-180\)\./,
    );
  });
});
