import { describe, expect, it } from 'vitest';
import advice from '../../../content/exam-prep/advice.json';
import { examStatementDraft, fittingLanes, reportGaps } from './exam-review';

const LABELS = ['Unsigned', 'No flare-up or functional-loss estimate'];
const quote = { page: 2, text: 'Examiner signature: ____' };

describe('the report’s gaps, read from its stored analysis', () => {
  it('takes each gap’s label, explanation and quote, and keeps an unknown gap whole', () => {
    const gaps = reportGaps(
      {
        sections: [
          {
            title: 'EXAM ADEQUACY',
            lines: [
              { kind: 'bullet', text: `Unsigned: No signature. — page 2: "${quote.text}"` },
              { kind: 'bullet', text: 'No flare-up or functional-loss estimate: No estimate.' },
              {
                kind: 'bullet',
                text: 'Claimed condition not addressed: knee: The exam does not mention knee.',
              },
            ],
          },
        ],
        findings: [{ kind: 'exam-gap', label: 'Unsigned', quote }],
      },
      LABELS,
    );
    expect(gaps).toEqual([
      { label: 'Unsigned', explanation: 'No signature.', quote },
      { label: 'No flare-up or functional-loss estimate', explanation: 'No estimate.' },
      {
        label: 'Claimed condition not addressed: knee: The exam does not mention knee.',
        explanation: '',
      },
    ]);
  });

  it('is empty for an exam with no gaps, and null for a document not read as an exam', () => {
    const noGaps = {
      sections: [
        { title: 'EXAM ADEQUACY', lines: [{ kind: 'bullet', text: 'No adequacy gaps found.' }] },
      ],
      findings: [],
    };
    expect(reportGaps(noGaps, LABELS)).toEqual([]);
    expect(reportGaps({ sections: [], findings: [] }, LABELS)).toBeNull();
  });
});

describe('the lanes that fit', () => {
  const lanes = advice.lanes.items as {
    lane: string;
    fitsWhen: 'gaps' | 'new-evidence';
    why: string;
  }[];
  it.each([
    [0, false, []],
    [2, false, ['higher-level-review']],
    [0, true, ['supplemental-claim']],
    [1, true, ['higher-level-review', 'supplemental-claim']],
  ])('%i gaps, new evidence %s: %j', (gapCount, hasNewEvidence, expected) => {
    expect(fittingLanes(lanes, { gapCount, hasNewEvidence }).map((lane) => lane.lane)).toEqual(
      expected,
    );
  });
});

describe('the 21-4138 draft', () => {
  const base = {
    condition: 'Migraine',
    examDate: '2026-11-02',
    report: null,
    afterExam: null,
    journalDates: [],
    measuresMotion: false,
  };

  it('says only the exam, the request and the certification when the record holds nothing else', () => {
    expect(examStatementDraft(advice.statement, base)).toBe(
      [
        'I am writing about my VA examination for Migraine on 2026-11-02.',
        advice.statement.request,
        advice.statement.closing,
      ].join('\n\n'),
    );
  });

  it('leaves out motion questions for an exam that measures none, and the veteran’s words are never read as a template', () => {
    const draft = examStatementDraft(advice.statement, {
      ...base,
      afterExam: {
        minutes: null,
        goniometerUsed: 'no',
        repeatedUseTested: 'no',
        askedAboutFlareUps: 'yes',
        reviewedFile: 'no',
        whatITold: 'Attacks weekly {minutes}',
        whatWasMissed: null,
      },
    });
    expect(draft).not.toMatch(/goniometer|repeated use/);
    expect(draft).toContain('As I recall it, the examiner did not review my claims file.');
    expect(draft).toContain('What I told the examiner: Attacks weekly {minutes}.');
  });
});
