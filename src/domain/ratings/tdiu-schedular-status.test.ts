import { describe, expect, it } from 'vitest';
import explained from '../../../content/ratings/combined-rating-explained.json';
import { combinedRatingExplainedSchema } from '../../contracts/combined-rating-explained';
import { type RatedDisability } from './bilateral-factor';
import { tdiuSchedularStatus, tdiuStatusWords } from './tdiu-schedular-status';

const wording = combinedRatingExplainedSchema.parse(explained).tdiu;

const left = (percentage: number): RatedDisability => ({ percentage, side: 'left' });
const right = (percentage: number): RatedDisability => ({ percentage, side: 'right' });
const plain = (percentage: number): RatedDisability => ({ percentage });

describe('tdiuSchedularStatus: 38 CFR 4.16(a) thresholds (va-facts §3)', () => {
  it.each([
    {
      source: '§3 one disability at 60%',
      entries: [plain(60)],
      met: true,
      metBy: 'one-disability-at-60',
      missing: [],
    },
    {
      source: '§3 one disability above 60%',
      entries: [plain(70), plain(10)],
      met: true,
      metBy: 'one-disability-at-60',
      missing: [],
    },
    {
      source: '§1.3 #4 60, 40, 20: the 60 alone meets the first route',
      entries: [plain(40), plain(60), plain(20)],
      met: true,
      metBy: 'one-disability-at-60',
      missing: [],
    },
    {
      source: '§3 two or more: 40 + 30 + 20 = 66 → 70, met only on the rounded reading',
      entries: [plain(40), plain(30), plain(20)],
      met: true,
      metBy: 'two-or-more-with-combined-70',
      missing: [],
    },
    {
      source: '§3 engineering note: 50 + 30 = 65 → 70 (§1.3 #2) counts as 70',
      entries: [plain(50), plain(30)],
      met: true,
      metBy: 'two-or-more-with-combined-70',
      missing: [],
    },
    {
      source: '§3 combined 70 but no single 40 (30, 30, 30, 20 = 73)',
      entries: [plain(30), plain(30), plain(30), plain(20)],
      met: false,
      metBy: null,
      missing: ['needs one disability at 40% or more (the highest is 30%)'],
    },
    {
      source: '§3 one at 40 but combined 50 (§1.3 #3)',
      entries: [plain(40), plain(20)],
      met: false,
      metBy: null,
      missing: ['combined rating is 50%, needs 70%'],
    },
    {
      source: '§3 neither (§1.3 #18: 30 + 20 = 40)',
      entries: [plain(30), plain(20)],
      met: false,
      metBy: null,
      missing: [
        'needs one disability at 40% or more (the highest is 30%)',
        'combined rating is 40%, needs 70%',
      ],
    },
    {
      source: '§3 a single 50 is short of both routes',
      entries: [plain(50)],
      met: false,
      metBy: null,
      missing: ['combined rating is 50%, needs 70%'],
    },
    {
      source: 'own: no disabilities',
      entries: [],
      met: false,
      metBy: null,
      missing: [
        'needs one disability at 40% or more (the highest is 0%)',
        'combined rating is 0%, needs 70%',
      ],
    },
    {
      source: '§3 bilateral group is one disability: §2.2 B2 knees 57 → 60',
      entries: [left(40), right(20)],
      met: true,
      metBy: 'one-disability-at-60',
      missing: [],
    },
    {
      source:
        '§3 bilateral group as the one at 40: L20 + R20 = 36 + 3.6 → 40, with 30 and 30 (40 → 58 → 71 → 70)',
      entries: [left(20), right(20), plain(30), plain(30)],
      met: true,
      metBy: 'two-or-more-with-combined-70',
      missing: [],
    },
    {
      source: 'own: same ratings without sides have no 40 (highest 30)',
      entries: [plain(20), plain(20), plain(30), plain(30)],
      met: false,
      metBy: null,
      missing: ['needs one disability at 40% or more (the highest is 30%)'],
    },
  ])('$source', ({ entries, met, metBy, missing }) => {
    const status = tdiuSchedularStatus(entries);
    expect(status.met).toBe(met);
    expect(status.metBy).toBe(metBy);
    expect(status.missing).toHaveLength(missing.length);
    expect(status.alternative === null).toBe(met);
    // What the veteran reads names each shortfall.
    const { summary } = tdiuStatusWords(status, wording);
    for (const shortfall of missing) expect(summary).toContain(shortfall);
    if (met)
      expect(summary).toMatch(/^Your ratings meet the schedular threshold of 38 CFR 4\.16\(a\)/);
  });

  it('reports the distance to each threshold', () => {
    expect(tdiuSchedularStatus([plain(30), plain(20)])).toMatchObject({
      combinedRating: 40,
      largestDisability: 30,
      disabilityCount: 2,
      pointsToOneDisabilityAt60: 30,
      pointsToOneDisabilityAt40: 10,
      pointsToCombined70: 30,
      missing: ['one-disability-at-40', 'combined-70'],
      alternative: 'one-disability-at-60',
    });
  });

  it('says what is missing, then the other route, in one sentence', () => {
    const status = tdiuSchedularStatus([plain(30), plain(20)]);
    expect(tdiuStatusWords(status, wording).summary).toBe(
      'Not yet at the schedular thresholds of 38 CFR 4.16(a): needs one disability at 40% or more (the highest is 30%); combined rating is 40%, needs 70% — or one disability at 60% or more (the highest is 30%).',
    );
  });

  it('meeting the thresholds is not the whole test: 21-8940 and 4.16(b) are named', () => {
    const words = tdiuStatusWords(tdiuSchedularStatus([plain(60)]), wording);
    expect(words.summary).toBe(
      'Your ratings meet the schedular threshold of 38 CFR 4.16(a): one disability at 60% or more.',
    );
    expect(words.notes.join(' ')).toMatch(/substantially gainful occupation.*VA Form 21-8940/);
    expect(words.notes.join(' ')).toMatch(/extraschedular.*38 CFR 4\.16\(b\)/);
  });

  it('a combined 100% is already total: not met, nothing missing', () => {
    const status = tdiuSchedularStatus([plain(90), plain(50)]);
    expect(status).toMatchObject({
      met: false,
      alreadyTotal: true,
      missing: [],
      alternative: null,
    });
    // va-facts §10: at 100% a TDIU on one disability can still support SMC(s).
    const words = tdiuStatusWords(status, wording);
    expect(words.summary).toMatch(/can still matter.*SMC\(s\)/);
    expect(words.summary).not.toMatch(/would not add/);
    expect(words.assumptions).toEqual([]);
  });

  it('states the rounded-70 and grouping assumptions for the UI', () => {
    const { assumptions } = tdiuStatusWords(tdiuSchedularStatus([plain(50)]), wording);
    expect(assumptions.join(' ')).toMatch(/rounded combined rating/);
    expect(assumptions.join(' ')).toMatch(/both arms or both legs/);
  });

  it('0% ratings are not counted as disabilities toward "two or more"', () => {
    expect(tdiuSchedularStatus([plain(50), plain(0)]).disabilityCount).toBe(1);
  });
});
