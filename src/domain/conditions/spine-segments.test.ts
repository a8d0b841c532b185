import { describe, expect, it } from 'vitest';
import {
  isSpineCode,
  spineSegmentOf,
  spineSegmentOfDisability,
  withSegmentLevels,
} from './spine-segments';

describe('spineSegmentOf', () => {
  it.each([
    ['Lower back', 'thoracolumbar'],
    ['Low back pain', 'thoracolumbar'],
    ['Lumbar strain', 'thoracolumbar'],
    ['Back', 'thoracolumbar'],
    ['My bad back', 'thoracolumbar'],
    ['LS spine DJD', 'thoracolumbar'],
    ['L-spine', 'thoracolumbar'],
    ['T-spine fracture', 'thoracolumbar'],
    ['Thoracolumbar IVDS', 'thoracolumbar'],
    ['Thoracic spine arthritis', 'thoracolumbar'],
    ['Mid back', 'thoracolumbar'],
    ['Lumbosacral strain', 'thoracolumbar'],
    ['Neck', 'cervical'],
    ['Neck strain', 'cervical'],
    ['Cervical strain', 'cervical'],
    ['C-spine', 'cervical'],
    ['C spine stenosis', 'cervical'],
    ['DDD of the neck', 'cervical'],
  ])('%s → %s', (name, segment) => {
    expect(spineSegmentOf(name)).toBe(segment);
  });

  it.each([
    'Spine',
    'Spine condition',
    'DDD',
    'Degenerative disc disease',
    'Intervertebral disc syndrome',
    'Neck and back',
    'Backpack injury',
  ])('%s does not say which part of the spine', (name) => {
    expect(spineSegmentOf(name)).toBeNull();
  });
});

describe('spineSegmentOfDisability', () => {
  it('takes the part of the spine from the name when it says', () => {
    expect(spineSegmentOfDisability({ name: 'Neck strain', spineSegment: 'thoracolumbar' })).toBe(
      'cervical',
    );
  });

  it('takes the veteran’s choice when the name does not say', () => {
    expect(spineSegmentOfDisability({ name: 'DDD', spineSegment: 'cervical' })).toBe('cervical');
    expect(spineSegmentOfDisability({ name: 'DDD', spineSegment: null })).toBeNull();
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
  const criteria = (name: string, spineSegment: 'cervical' | 'thoracolumbar' | null = null) =>
    withSegmentLevels(strain, { name, spineSegment }).percentageOptions.map((o) => o.criteria);

  it('uses the levels of the segment the name points to', () => {
    expect(criteria('Neck strain')).toEqual(['neck flexion over 30', 'neck flexion 15 or less']);
    expect(criteria('Low back strain')).toEqual(['back flexion over 60', 'back ankylosis']);
  });

  it('uses the levels of the segment the veteran chose when the name does not say', () => {
    expect(criteria('Spine condition', 'thoracolumbar')).toEqual([
      'back flexion over 60',
      'back ankylosis',
    ]);
  });

  it('keeps the combined levels when nothing tells', () => {
    expect(criteria('Spine')).toEqual(['either', 'neck only', 'back only']);
  });

  it('leaves a condition without segments as it is', () => {
    const knee = { percentageOptions: [level(10, 'knee')] };
    expect(withSegmentLevels(knee, { name: 'Left knee', spineSegment: 'cervical' })).toBe(knee);
  });

  it('keeps the rest of the condition', () => {
    expect(withSegmentLevels(strain, { name: 'Neck' }).diagnosticCode).toBe('5237');
  });
});

describe('isSpineCode', () => {
  it.each([
    ['5235', true],
    ['5237', true],
    ['5243', true],
    ['5234', false],
    ['5244', false],
    ['5260', false],
    [null, false],
  ])('%s → %s', (code, spine) => {
    expect(isSpineCode(code)).toBe(spine);
  });
});
