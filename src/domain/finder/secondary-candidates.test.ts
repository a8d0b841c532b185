import { describe, expect, it } from 'vitest';
import rulesFile from '../../../content/conditions/combinability-rules.json';
import pairsFile from '../../../content/finder/secondary-pairs.json';
import { ratedOnlyTogether } from '../ratings/pyramiding';
import type { SecondaryPair } from './finder-content';
import { secondaryCandidates } from './secondary-candidates';
import { unclaimedDiagnoses } from './unclaimed-diagnoses';

const pairs = pairsFile.pairs as unknown as SecondaryPair[];
const ratingRules = {
  ratedOnlyTogether: ratedOnlyTogether(rulesFile),
  codeOf: (condition: { diagnosticCode?: string | null }) => condition.diagnosticCode ?? null,
};
const offered = (
  rated: Parameters<typeof secondaryCandidates>[0],
  claimed: Parameters<typeof secondaryCandidates>[1],
  pairsToRead: readonly SecondaryPair[],
) =>
  secondaryCandidates(rated, claimed, pairsToRead, ratingRules).map(({ pair, secondaryTo }) => [
    pair.id,
    secondaryTo,
  ]);

describe('secondary candidates (38 CFR 3.310)', () => {
  it.each([
    [
      'a knee by its code',
      [{ name: 'Left knee strain', diagnosticCode: '5260' }],
      [
        ['knee-hip', 'Left knee strain'],
        ['knee-back', 'Left knee strain'],
      ],
    ],
    [
      'a knee by its name',
      [{ name: 'Right knee' }],
      [
        ['knee-hip', 'Right knee'],
        ['knee-back', 'Right knee'],
      ],
    ],
    [
      'diabetes',
      [{ name: 'Diabetes mellitus type II', diagnosticCode: '7913' }],
      [
        ['diabetes-neuropathy', 'Diabetes mellitus type II'],
        ['diabetes-erectile-dysfunction', 'Diabetes mellitus type II'],
        ['diabetes-kidney', 'Diabetes mellitus type II'],
        ['diabetes-hypertension', 'Diabetes mellitus type II'],
      ],
    ],
    [
      'tinnitus',
      [{ name: 'Tinnitus', diagnosticCode: '6260' }],
      [['tinnitus-depression', 'Tinnitus']],
    ],
    [
      'the first of two knees, named with its side',
      [
        { name: 'Knee, limitation of flexion', diagnosticCode: '5260', side: 'left' as const },
        { name: 'Knee, limitation of flexion', diagnosticCode: '5260', side: 'right' as const },
      ],
      [
        ['knee-hip', 'Knee, limitation of flexion (left)'],
        ['knee-back', 'Knee, limitation of flexion (left)'],
      ],
    ],
    ['nothing rated', [], []],
    [
      'a condition no pair starts from',
      [{ name: 'Scar, left forearm', diagnosticCode: '7805' }],
      [],
    ],
  ])('follow %s', (_case, rated, expected) => {
    expect(offered(rated, [], pairs)).toEqual(expected);
  });

  it('leave out what is already rated or claimed, and offer a shared one once', () => {
    const rated = [
      { name: 'PTSD', diagnosticCode: '9411' },
      { name: 'Diabetes mellitus', diagnosticCode: '7913' },
      { name: 'Hypertension', diagnosticCode: '7101' },
    ];
    expect(offered(rated, [{ name: 'Obstructive sleep apnea' }], pairs)).toEqual([
      ['diabetes-neuropathy', 'Diabetes mellitus'],
      ['diabetes-erectile-dysfunction', 'Diabetes mellitus'],
      ['diabetes-kidney', 'Diabetes mellitus'],
      ['hypertension-heart', 'Hypertension'],
    ]);
  });

  it.each([
    ['PTSD rated', [{ name: 'PTSD', diagnosticCode: '9411' }], []],
    ['anxiety claimed', [], [{ name: 'Generalized anxiety disorder', diagnosticCode: '9400' }]],
  ])(
    'offer no second mental-disorder rating beside tinnitus when %s (38 CFR 4.130)',
    (_case, moreRated, claimed) => {
      const rated = [{ name: 'Tinnitus', diagnosticCode: '6260' }, ...moreRated];
      expect(offered(rated, claimed, pairs).map(([id]) => id)).not.toContain('tinnitus-depression');
    },
  );

  it('every pair needs a medical opinion and cites 3.310', () => {
    for (const pair of pairs) {
      expect(pair.needsMedicalOpinion).toBe(true);
      expect(pair.citation).toBe('38 CFR 3.310');
    }
  });
});

describe('unclaimed diagnoses', () => {
  it('keep the document suggestions that carry a page and quote', () => {
    const quote = { page: 2, text: 'Assessment: obstructive sleep apnea.' };
    expect(
      unclaimedDiagnoses([
        {
          name: 'sleep apnea',
          origin: 'document',
          originDocumentId: 'd1',
          why: 'Diagnosed in note.txt, page 2.',
          quote,
        },
        {
          name: 'Tinnitus',
          origin: 'disability',
          originDocumentId: null,
          why: 'Rated 10%.',
          quote: null,
        },
        { name: 'hypertension', origin: 'decision', originDocumentId: 'd2', why: 'Denied.', quote },
      ]),
    ).toEqual([
      {
        name: 'sleep apnea',
        documentId: 'd1',
        page: 2,
        quote: quote.text,
        where: 'Diagnosed in note.txt, page 2.',
      },
    ]);
  });
});
