import { describe, expect, it } from 'vitest';
import { effectiveDateFrom, type EffectiveDateFacts } from './effective-date';

// Federal holidays a test needs, by date, as the server's lookup names them.
const HOLIDAYS: Record<string, string> = { '2024-07-04': 'Independence Day' };
const holidayOn = (date: string) => HOLIDAYS[date] ?? null;

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
      'an anniversary on a Saturday leaves until Monday (38 CFR 3.110)',
      { claimReceived: '2024-05-06', intentToFile: '2023-05-04' },
      '2023-05-04',
      'intent-to-file',
    ],
    [
      'an anniversary on a holiday leaves until the next workday',
      { claimReceived: '2024-07-05', intentToFile: '2023-07-04' },
      '2023-07-04',
      'intent-to-file',
    ],
    [
      'a claim after that next workday is too late',
      { claimReceived: '2024-05-07', intentToFile: '2023-05-04' },
      '2024-05-07',
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
      // The anniversary, Sunday 2024-06-30, leaves until Monday 2024-07-01; Tuesday is late.
      'a claim more than a year after discharge takes its own date',
      { claimReceived: '2024-07-02', dischargeDate: '2023-06-30' },
      '2024-07-02',
      'claim',
    ],
  ])('%s', (_, facts, date, setBy) => {
    const found = effectiveDateFrom(facts, holidayOn);
    expect(found).toMatchObject({ date, setBy });
    expect(found.rule).not.toBe('');
  });

  it('cites the rule that decided', () => {
    expect(
      effectiveDateFrom({ claimReceived: '2024-04-15', intentToFile: '2023-05-01' }, holidayOn)
        .rule,
    ).toMatch(/^38 CFR 3\.155\(b\)/);
    expect(
      effectiveDateFrom({ claimReceived: '2024-03-01', dischargeDate: '2023-12-31' }, holidayOn)
        .rule,
    ).toMatch(/^38 CFR 3\.400\(b\)\(2\)\(i\)/);
  });

  it('refuses a date not on the calendar', () => {
    expect(() => effectiveDateFrom({ claimReceived: '2024-02-30' }, holidayOn)).toThrow(
      'not a date on the calendar',
    );
  });

  it('needs the claim date unless the decision states the effective date', () => {
    expect(effectiveDateFrom({ decisionStatedDate: '2024-02-01' }, holidayOn).date).toBe(
      '2024-02-01',
    );
    expect(() => effectiveDateFrom({ intentToFile: '2024-02-01' }, holidayOn)).toThrow(
      'The date VA received the claim is needed',
    );
  });
});
