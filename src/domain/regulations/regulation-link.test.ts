import { describe, expect, it } from 'vitest';
import { ecfrSectionUrl, regulationCheck } from './regulation-link';

describe('ecfrSectionUrl', () => {
  it.each([
    ['38 CFR 4.71a', 'https://www.ecfr.gov/current/title-38/chapter-I/part-4/section-4.71a'],
    ['38 CFR 3.110', 'https://www.ecfr.gov/current/title-38/chapter-I/part-3/section-3.110'],
    [
      '38 CFR 4.130, DC 9411',
      'https://www.ecfr.gov/current/title-38/chapter-I/part-4/section-4.130',
    ],
  ])('links %s to its section page', (citation, url) => {
    expect(ecfrSectionUrl(citation)).toBe(url);
  });

  it('has no link for what is not a 38 CFR section', () => {
    expect(ecfrSectionUrl('VA Form 21-526EZ')).toBeNull();
    expect(ecfrSectionUrl('38 U.S.C. 7266(a)')).toBeNull();
  });
});

describe('regulationCheck', () => {
  it('keeps the label and date and adds the link', () => {
    expect(regulationCheck('38 CFR 4.86', '2026-11-23')).toEqual({
      label: '38 CFR 4.86',
      url: 'https://www.ecfr.gov/current/title-38/chapter-I/part-4/section-4.86',
      checkedOn: '2026-11-23',
    });
  });
});
