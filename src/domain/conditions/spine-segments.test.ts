import { describe, expect, it } from 'vitest';
import { spineSegmentOf, withSegmentLevels } from './spine-segments';

describe('spineSegmentOf', () => {
  it.each([
    ['Neck strain', 'cervical'],
    ['Cervical strain', 'cervical'],
    ['DDD of the neck', 'cervical'],
    ['Lower back', 'thoracolumbar'],
    ['My bad back', 'thoracolumbar'],
    ['Lumbar strain', 'thoracolumbar'],
    ['Lumbosacral strain', 'thoracolumbar'],
    ['Thoracic spine arthritis', 'thoracolumbar'],
    ['Thoracolumbar IVDS', 'thoracolumbar'],
    ['Neck and back', null],
    ['Intervertebral disc syndrome', null],
    ['Backpack injury', null],
  ])('%s → %s', (name, segment) => {
    expect(spineSegmentOf(name)).toBe(segment);
  });
});

describe('withSegmentLevels', () => {
  const level = (percentage: number, criteria: string) => ({ percentage, criteria });
  const strain = {
    diagnosticCode: '5237',
    percentageOptions: [level(10, 'either'), level(30, 'neck only'), level(50, 'back only')],
    segments: {
      cervical: [level(10, 'neck flexion over 30'), level(30, 'neck flexion 15 or less')],
      thoracolumbar: [level(10, 'back flexion over 60'), level(50, 'back ankylosis')],
    },
  };
  const percentages = (name: string) =>
    withSegmentLevels(strain, name).percentageOptions.map((o) => o.criteria);

  it('uses the levels of the segment the name points to', () => {
    expect(percentages('Neck strain')).toEqual(['neck flexion over 30', 'neck flexion 15 or less']);
    expect(percentages('Low back strain')).toEqual(['back flexion over 60', 'back ankylosis']);
  });

  it('keeps the combined levels when the name does not tell', () => {
    expect(percentages('Spine')).toEqual(['either', 'neck only', 'back only']);
  });

  it('leaves a condition without segments as it is', () => {
    const knee = { percentageOptions: [level(10, 'knee')] };
    expect(withSegmentLevels(knee, 'Left knee')).toBe(knee);
  });

  it('keeps the rest of the condition', () => {
    expect(withSegmentLevels(strain, 'Neck').diagnosticCode).toBe('5237');
  });
});
