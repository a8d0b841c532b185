import { describe, expect, it } from 'vitest';
import { effectiveDateFrom, type EffectiveDateFacts } from './effective-date';

describe('effectiveDateFrom', () => {
  it.each<[string, EffectiveDateFacts, string, string]>([
    [
      'the date a decision states wins over every estimate',
      { claimReceived: '2024-04-15', intentToFile: '2023-05-01', decisionStatedDate: '2023-08-01' },
      '2023-08-01',
      'decision',
    ],
    [
      'an intent to file kept by a claim within the year',
      { claimReceived: '2024-04-15', intentToFile: '2023-05-01' },
      '2023-05-01',
      'intent-to-file',
    ],
    [
      'a claim on the ITF anniversary is still within the year',
      { claimReceived: '2024-05-01', intentToFile: '2023-05-01' },
      '2023-05-01',
      'intent-to-file',
    ],
    [
      'an intent to file that lapsed a day before the claim counts for nothing',
      { claimReceived: '2024-05-02', intentToFile: '2023-05-01' },
      '2024-05-02',
      'claim',
    ],
    [
      'a claim within a year of discharge takes the day after discharge',
      { claimReceived: '2024-03-01', dischargeDate: '2023-12-31' },
      '2024-01-01',
      'discharge',
    ],
    [
      'an intent to file within a year of discharge carries a later claim back to discharge',
      { claimReceived: '2024-11-01', intentToFile: '2024-02-01', dischargeDate: '2023-06-30' },
      '2023-07-01',
      'discharge',
    ],
    [
      'a claim more than a year after discharge takes its own date',
      { claimReceived: '2024-07-01', dischargeDate: '2023-06-30' },
      '2024-07-01',
      'claim',
    ],
  ])('%s', (_, facts, date, setBy) => {
    const found = effectiveDateFrom(facts);
    expect(found).toMatchObject({ date, setBy });
    expect(found.rule).not.toBe('');
  });

  it('cites the rule that decided', () => {
    expect(
      effectiveDateFrom({ claimReceived: '2024-04-15', intentToFile: '2023-05-01' }).rule,
    ).toMatch(/^38 CFR 3\.155\(b\)/);
    expect(
      effectiveDateFrom({ claimReceived: '2024-03-01', dischargeDate: '2023-12-31' }).rule,
    ).toMatch(/^38 CFR 3\.400\(b\)\(2\)\(i\)/);
  });

  it('refuses a date not on the calendar', () => {
    expect(() => effectiveDateFrom({ claimReceived: '2024-02-30' })).toThrow(
      'not a date on the calendar',
    );
  });
});
