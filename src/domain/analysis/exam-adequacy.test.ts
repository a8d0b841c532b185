import { describe, expect, it } from 'vitest';
import type { ExamAdequacyContent } from './analysis-types';
import { createScan } from './document-scan';
import { examAdequacyGaps } from './exam-adequacy';
import { analysisContent, vaConditions } from './fixtures/analysis-content';

const content = analysisContent.examAdequacy as ExamAdequacyContent;

const gapIds = (text: string) => {
  const pages = [{ page: 1, text }];
  return examAdequacyGaps(createScan(pages, pages), content, vaConditions).map((gap) => gap.id);
};

const exam = (motion: string) =>
  [
    'Knee and Lower Leg Conditions Disability Benefits Questionnaire',
    'Initial range of motion (ROM): Right knee flexion 0 to 95 degrees.',
    motion,
    'During flare-ups there is additional loss of motion of 15 degrees.',
  ].join('\n');

describe('the pain-onset gap', () => {
  it.each([
    ['Pain noted on exam: pain on motion.', true],
    ['Painful motion on flexion.', true],
    ['Pain on motion; pain begins at 80 degrees of flexion.', false],
    ['Painful motion from 70 degrees.', false],
    ['Onset of pain at 85 degrees.', false],
  ])('%s → gap: %s', (motion, gap) => {
    expect(gapIds(exam(motion)).includes('pain-onset')).toBe(gap);
  });

  it('is not asked of an exam that measures no motion', () => {
    expect(gapIds('Headaches DBQ. Pain on motion of the neck was not tested.')).not.toContain(
      'pain-onset',
    );
  });
});
