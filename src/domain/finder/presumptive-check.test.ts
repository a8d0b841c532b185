import { describe, expect, it } from 'vitest';
import criteria from '../../../content/finder/presumptive-criteria.json';
import type { PresumptiveContent, ServiceHistoryFacts } from './presumptive-check';
import { checkPresumptives } from './presumptive-check';

const content = criteria as unknown as PresumptiveContent;
const today = '2026-11-29';

const history = (fields: Partial<ServiceHistoryFacts>): ServiceHistoryFacts => ({
  periods: [],
  places: [],
  exposures: [],
  ...fields,
});
const stay = (place: string, from: string, to: string | null) => ({ place, from, to });
const check = (fields: Partial<ServiceHistoryFacts>) =>
  checkPresumptives(history(fields), content, { today });
const metIds = (fields: Partial<ServiceHistoryFacts>) =>
  check(fields)
    .met.filter((match) => match.status === 'met')
    .map((match) => match.ruleId);

describe('presumptive rules met by places and dates (va-facts §13)', () => {
  it.each([
    [
      'a Thai base on 1 Mar 1965 (38 U.S.C. 1116(d)(2))',
      [stay('Ubon RTAFB, Thailand', '1965-03-01', '1965-03-01')],
      ['herbicide'],
    ],
    [
      'Vietnam in 1968 (1116(d)(1))',
      [stay('Da Nang, Vietnam', '1968-01-01', '1968-12-31')],
      ['herbicide'],
    ],
    [
      'Kuwait in 1991 (3.317(e)(2); 1119(c)(1)(A))',
      [stay('Kuwait', '1991-01-01', '1991-06-30')],
      ['gulf-war', 'particulate-matter'],
    ],
    [
      'Afghanistan in 2010 (1119(c)(1)(B); 1117(f))',
      [stay('Bagram, Afghanistan', '2010-03-01', '2010-11-30')],
      ['gulf-war', 'particulate-matter'],
    ],
    [
      'Vietnam, ending in 1961: before the period',
      [stay('Vietnam', '1960-01-01', '1961-12-31')],
      [],
    ],
    [
      'Camp Lejeune for 20 days: 30 needed (3.307(a)(7))',
      [stay('Camp Lejeune', '1980-06-01', '1980-06-20')],
      [],
    ],
    [
      'Camp Lejeune for 30 days exactly',
      [stay('Camp Lejeune, NC', '1980-06-01', '1980-06-30')],
      ['camp-lejeune'],
    ],
    [
      'Camp Lejeune in two stays of 15 days (nonconsecutive)',
      [
        stay('Camp Lejeune', '1980-06-01', '1980-06-15'),
        stay('MCAS New River', '1981-01-01', '1981-01-15'),
      ],
      ['camp-lejeune'],
    ],
    ['Camp Lejeune after 1987', [stay('Camp Lejeune', '1990-01-01', '1990-12-31')], []],
    ['Korea, not at the DMZ', [stay('Seoul, Korea', '1968-01-01', '1968-12-31')], []],
    [
      'near the Korean DMZ in 1968 (1116B)',
      [stay('Korean DMZ', '1968-01-01', '1968-12-31')],
      ['herbicide'],
    ],
    ['Cambodia outside Mimot or Krek', [stay('Cambodia', '1969-04-20', '1969-04-25')], []],
    [
      'Enewetak cleanup in 1978 (3.309(d)(3)(ii)(F))',
      [stay('Enewetak Atoll', '1978-01-01', '1978-06-30')],
      ['radiation'],
    ],
    [
      'Djibouti still there (to present)',
      [stay('Camp Lemonnier, Djibouti', '2024-01-01', null)],
      ['particulate-matter'],
    ],
  ])('%s', (_case, places, expected) => {
    expect(metIds({ places })).toEqual(expected);
  });

  it.each([
    ['the first day of the Vietnam period', '1962-01-09', '1962-01-09', true],
    ['the day before it', '1962-01-08', '1962-01-08', false],
    ['the last day of the Thailand period', '1976-06-30', '1976-06-30', true],
    ['the day after it', '1976-07-01', '1976-07-01', false],
  ])('a one-day stay on %s', (_case, from, to, met) => {
    const place = from.startsWith('1962') ? 'Vietnam' : 'Udorn RTAFB';
    expect(metIds({ places: [stay(place, from, to)] })).toEqual(met ? ['herbicide'] : []);
  });

  it.each([
    [
      'Afghanistan on 11 Sep 2001, the statute’s first day',
      '2001-09-11',
      ['gulf-war', 'particulate-matter'],
    ],
    ['Afghanistan on 10 Sep 2001', '2001-09-10', ['gulf-war']],
  ])('%s', (_case, day, expected) => {
    expect(metIds({ places: [stay('Afghanistan', day, day)] })).toEqual(expected);
  });

  it('says which fact met the rule, counting a partial overlap', () => {
    const { met } = check({ places: [stay('Kuwait', '1990-07-01', '1990-08-31')] });
    expect(met.find((match) => match.ruleId === 'gulf-war')).toMatchObject({
      status: 'met',
      fact: 'Kuwait, 1 Jul 1990 – 31 Aug 1990: inside the Southwest Asia theater during the Gulf War (from 2 Aug 1990), for 30 days of it — service in the Southwest Asia theater of operations',
      factCitation: '38 CFR 3.317(e)(2); 38 U.S.C. 1117(f)',
    });
    // 365 days of 1975 and 182 of 1976 up to 30 June, the last day of the Thailand period.
    const thai = check({ places: [stay('U-Tapao', '1975-01-01', '1977-01-01')] }).met[0]!;
    expect(thai.fact).toContain('for 547 days of it');
  });

  it('says why a near miss is not met', () => {
    expect(
      check({ places: [stay('Camp Lejeune', '1980-06-01', '1980-06-20')] }).nearMisses,
    ).toEqual([
      {
        ruleId: 'camp-lejeune',
        why: '20 days at Camp Lejeune within the Camp Lejeune period (1 Aug 1953 – 31 Dec 1987, counting the first and last day); the rule needs at least 30',
      },
    ]);
    expect(check({ places: [stay('Vietnam', '1960-01-01', '1961-12-31')] }).nearMisses).toEqual([
      {
        ruleId: 'herbicide',
        why: 'Vietnam, 1 Jan 1960 – 31 Dec 1961: ended before the Vietnam period began on 9 Jan 1962',
      },
    ]);
    expect(check({ places: [stay('Thailand', '1966-01-01', '1966-12-31')] }).nearMisses).toEqual([
      {
        ruleId: 'herbicide',
        why: 'Thailand: Thailand counts when the service was at a U.S. or Royal Thai base; name the base to check it.',
      },
    ]);
  });

  it('keeps the statute’s doubt on the fact that used it', () => {
    const korea = check({ places: [stay('DMZ', '1967-10-01', '1967-10-31')] }).met[0]!;
    expect(korea.doubt).toMatch(/Apr 1, 1968/);
  });
});

describe('presumptive rules met by service or a reported exposure', () => {
  const period = (from: string, to: string | null) => ({ branch: 'U.S. Army', from, to });

  it('chronic diseases and ALS need 90 days of continuous service; 89 is not enough', () => {
    expect(metIds({ periods: [period('2000-01-01', '2000-03-30')] })).toEqual([
      'chronic-disease',
      'als',
    ]);
    const short = check({ periods: [period('2000-01-01', '2000-03-29')] });
    expect(short.met).toEqual([]);
    expect(short.nearMisses.map(({ ruleId }) => ruleId)).toEqual(['chronic-disease', 'als']);
    expect(short.nearMisses[0]!.why).toBe(
      'The longest period of service is 89 days; the rule needs 90 or more of continuous service',
    );
  });

  it('a chronic disease must show within a year of discharge, the end of the last period', () => {
    const { met } = check({
      periods: [period('1989-06-01', '1993-05-31'), period('1995-01-01', '2012-06-30')],
    });
    expect(met[0]).toMatchObject({ ruleId: 'chronic-disease', showBy: '2013-06-30' });
    expect(met[0]!.fact).toBe(
      'U.S. Army, 1 Jan 1995 – 30 Jun 2012: 6,391 days of continuous service (90 or more needed, counting the first and last day). A listed disease must have shown to 10% or more by 30 Jun 2013, a year after discharge on 30 Jun 2012 (that year has passed: it counts if the disease showed then). A few listed diseases have a longer window, named beside them',
    );
    const serving = check({ periods: [period('2020-01-01', null)] }).met[0]!;
    expect(serving.showBy).toBeNull();
    expect(serving.fact).toContain('starts when you leave service');
  });

  it('service ending before 1947 is left to VA for the chronic-disease rule', () => {
    const { met, nearMisses } = check({ periods: [period('1942-01-01', '1945-12-31')] });
    expect(met.map(({ ruleId }) => ruleId)).toEqual(['als']);
    expect(nearMisses[0]!.why).toMatch(/war period/);
  });

  it('a reported internment meets the POW rule; other exposures are only for VA to check', () => {
    const { met } = check({ exposures: ['pow', 'burn-pits'] });
    expect(met.map(({ ruleId, status }) => [ruleId, status])).toEqual([
      ['particulate-matter', 'reported'],
      ['former-pow', 'met'],
    ]);
  });

  it('a reported exposure does not turn a near miss into a match', () => {
    const { met } = check({
      exposures: ['camp-lejeune'],
      places: [stay('Camp Lejeune', '1980-06-01', '1980-06-20')],
    });
    expect(met).toEqual([]);
  });

  it('an empty history meets nothing and misses nothing', () => {
    expect(check({})).toEqual({ met: [], nearMisses: [] });
  });
});

describe('the Gulf War rule: file before 31 Dec 2026 while the deadline is in doubt (va-facts §14)', () => {
  const kuwait = history({ places: [stay('Kuwait', '1991-01-01', '1991-06-30')] });
  const gulfWarOn = (on: string) =>
    checkPresumptives(kuwait, content, { today: on }).met.find(
      (match) => match.ruleId === 'gulf-war',
    );

  it.each(['2026-11-29', '2026-12-07', '2026-12-30'])(
    'on %s tells the veteran to file, or file an intent to file, before the date',
    (on) => {
      expect(gulfWarOn(on)?.fileBefore).toMatchObject({
        date: '2026-12-31',
        citation: '38 CFR 3.317(a)(1)(i); 38 U.S.C. 1117(a)(1)',
        checkedOn: '2026-12-07',
      });
      expect(gulfWarOn(on)?.fileBefore?.advice).toMatch(
        /^File your claim, or at least an intent to file \(VA Form 21-0966\), before December 31, 2026\./,
      );
      expect(gulfWarOn(on)?.fileBefore?.doubt).toContain('"at any time"');
    },
  );

  it.each(['2026-12-31', '2027-01-15'])(
    'on %s, the date no longer ahead, says nothing of it',
    (on) => {
      expect(gulfWarOn(on)).toBeDefined();
      expect(gulfWarOn(on)?.fileBefore).toBeNull();
    },
  );

  it('no other rule carries a date to file before', () => {
    const met = checkPresumptives(
      history({ places: [stay('Da Nang, Vietnam', '1968-01-01', '1968-12-31')] }),
      content,
      { today: '2026-12-07' },
    ).met;
    expect(met.map((match) => match.fileBefore)).toEqual(met.map(() => null));
  });
});
