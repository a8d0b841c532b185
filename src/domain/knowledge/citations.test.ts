import { describe, expect, it } from 'vitest';
import {
  createCitationCorpus,
  findCitations,
  unknownCitations,
  verifyCitations,
} from './citations';

describe('finding citations', () => {
  it.each([
    ['38 CFR 4.71a', ['4.71a']],
    ['38 C.F.R. § 3.304(f)(5)', ['3.304(f)(5)']],
    ['38 CFR 3.307, 3.309(a) and 3.309(e)', ['3.307', '3.309(a)', '3.309(e)']],
    ['38 CFR 4.86(a) and (b)', ['4.86(a)', '4.86(b)']],
    ['see § 3.310(b)', ['3.310(b)']],
    ['38 CFR 4.114, DCs 7206 and 7203', ['4.114']],
    ['VA Form 21-526EZ and 21-4142a', ['21-526EZ', '21-4142A']],
    ['VA Form 10182, SF-180 and a DD 214', ['10182', 'SF-180', 'DD-214']],
    ['call 800-827-1000 before 2026-03-03', []],
    ['VA Form 21-22 or VA Form 21-22a', ['21-22', '21-22A']],
  ])('%s', (text, keys) => {
    expect(findCitations(text).map((citation) => citation.key + citation.paragraph)).toEqual(keys);
  });
});

describe('a cited section or form is kept only when our content cites it', () => {
  const corpus = createCitationCorpus({
    articles: [{ sources: [{ label: '38 CFR 3.304(f)', url: 'https://www.ecfr.gov/' }] }],
    conditions: [{ cfrSection: '38 CFR 4.71a', sources: ['38 CFR 3.309(a) and (e)'] }],
    forms: [{ number: '21-526EZ' }, { number: '20-0995' }],
    others: ['38 CFR 3.110(b)'],
  });

  it.each([
    ['38 CFR 3.304(f)(5)', true], // a paragraph inside one the corpus cites
    ['38 CFR 3.304', true], // the section of a cited paragraph
    ['38 CFR 3.304(a)', false], // another paragraph of it, never cited
    ['38 CFR 4.71a', true],
    ['38 CFR 4.71', false], // the letter is part of the section
    ['38 CFR 3.309(e)', true],
    ['38 CFR 3.309(c)', false],
    ['38 CFR 3.110(b)', true],
    ['38 CFR 3.999', false],
    ['VA Form 21-526EZ, Application for Disability Compensation', true],
    ['VA Form 20-0995', true],
    ['VA Form 21-9999', false],
    ['VA.gov decision reviews', true], // names no section or form: nothing to check
    ['38 CFR 4.71a and 4.71', false], // one unknown citation drops the source
  ])('%s → %s', (label, kept) => {
    const result = verifyCitations([{ label, url: 'https://example.org/' }], corpus);
    expect(result.kept.length === 1).toBe(kept);
    expect(result.dropped.length === 1).toBe(!kept);
  });

  it('lists the unknown citations in free text', () => {
    expect(
      unknownCitations('Under 38 CFR 4.71a and 38 CFR 4.999, file VA Form 21-0000.', corpus).map(
        (citation) => citation.key,
      ),
    ).toEqual(['4.999', '21-0000']);
  });
});
