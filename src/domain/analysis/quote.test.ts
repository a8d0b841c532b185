import { describe, expect, it } from 'vitest';
import {
  isVerbatim,
  quoteFromPage,
  quoteSpan,
  QuoteNotFoundError,
  verbatimQuote,
  wrappedSentence,
} from './quote';

const pages = [
  {
    page: 1,
    text: 'Diagnosis: Tinnitus\nHe reports ringing. It began in 2010 after a blast. No other injury.',
  },
  { page: 2, text: 'Rationale: noise exposure in service.' },
];

describe('verbatimQuote: the one check every quote passes', () => {
  it('returns a quote found exactly on its page', () => {
    expect(verbatimQuote(pages, 1, 'It began in 2010 after a blast.')).toEqual({
      page: 1,
      text: 'It began in 2010 after a blast.',
    });
  });

  it.each([
    {
      why: 'words the document does not contain',
      page: 1,
      text: 'It began in 2011 after a blast.',
    },
    { why: 'text from another page', page: 1, text: 'Rationale: noise exposure in service.' },
    { why: 'a page that does not exist', page: 3, text: 'Diagnosis' },
    { why: 'an empty quote', page: 1, text: '  ' },
    { why: 'different letter case', page: 1, text: 'diagnosis: tinnitus' },
  ])('throws for $why', ({ page, text }) => {
    expect(() => verbatimQuote(pages, page, text)).toThrow(QuoteNotFoundError);
    expect(isVerbatim(pages, { page, text })).toBe(false);
  });
});

describe('quoteSpan', () => {
  const text = pages[0]!.text;
  const start = text.indexOf('2010');
  const end = start + 4;
  it.each([
    { extent: 'match' as const, quote: '2010' },
    { extent: 'sentence' as const, quote: 'It began in 2010 after a blast.' },
    {
      extent: 'line' as const,
      quote: 'He reports ringing. It began in 2010 after a blast. No other injury.',
    },
  ])('$extent', ({ extent, quote }) => {
    const [from, to] = quoteSpan(text, start, end, extent);
    expect(text.slice(from, to).trim()).toBe(quote);
  });

  it('does not end a sentence at a title such as "Mr." or "Dr."', () => {
    const letter = 'I have treated Mr. Okafor since 2023. He was seen by Dr. Roe in 2024.';
    const at = letter.indexOf('treated');
    expect(letter.slice(...quoteSpan(letter, at, at + 7, 'sentence'))).toBe(
      'I have treated Mr. Okafor since 2023.',
    );
    const roe = letter.indexOf('Roe');
    expect(letter.slice(...quoteSpan(letter, roe, roe + 3, 'sentence')).trim()).toBe(
      'He was seen by Dr. Roe in 2024.',
    );
  });

  it('does not end a sentence inside a citation ("38 C.F.R. §", "U.S.C.", "Vet. App.")', () => {
    const reasons =
      'The diagnosis conforms to DSM-5. See 38 C.F.R. § 4.125(a); 38 U.S.C.A. § 5107; ' +
      'Cohen v. Brown, 10 Vet. App. 128 (1997). The examiner found chronic PTSD.';
    const at = reasons.indexOf('4.125');
    expect(reasons.slice(...quoteSpan(reasons, at, at + 5, 'sentence')).trim()).toBe(
      'See 38 C.F.R. § 4.125(a); 38 U.S.C.A. § 5107; Cohen v. Brown, 10 Vet. App. 128 (1997).',
    );
    const found = reasons.indexOf('found');
    expect(reasons.slice(...quoteSpan(reasons, found, found + 5, 'sentence')).trim()).toBe(
      'The examiner found chronic PTSD.',
    );
  });

  it('does not end a sentence at an initial such as "Luis A. Ortega"', () => {
    const note = 'Patient PFC Luis A. Ortega reports knee pain. Seen at sick call.';
    const at = note.indexOf('knee');
    expect(note.slice(...quoteSpan(note, at, at + 4, 'sentence'))).toBe(
      'Patient PFC Luis A. Ortega reports knee pain.',
    );
  });

  // A letter's text layer breaks lines where the printed line ended, mid-sentence.
  const letter = [
    'Re: Sgt. Dana Reyes',
    '',
    'I have reviewed her service treatment records and the VA sleep study. It is my',
    'opinion that her obstructive sleep apnea is at least as likely as not aggravated',
    'by her service-connected PTSD, because untreated nightmares fragment her sleep.',
    'Diagnosis: Obstructive sleep apnea',
    'She uses a CPAP nightly.',
  ].join('\n');

  it('runs a sentence over the line breaks of wrapped prose to its full stop', () => {
    const at = letter.indexOf('at least as likely');
    expect(letter.slice(...quoteSpan(letter, at, at + 18, 'sentence')).trim()).toBe(
      'It is my\nopinion that her obstructive sleep apnea is at least as likely as not aggravated\nby her service-connected PTSD, because untreated nightmares fragment her sleep.',
    );
  });

  it('does not run a sentence into a form field, a list item or a checkbox', () => {
    const at = letter.indexOf('Obstructive sleep apnea');
    expect(letter.slice(...quoteSpan(letter, at, at + 10, 'sentence'))).toBe(
      'Diagnosis: Obstructive sleep apnea',
    );
    const form = [
      'Does the Veteran now have or has he/she ever had a knee and/or lower leg',
      'condition?',
      '[X] Yes   [ ] No',
      'a. Describe the history of the condition',
      '1. Diagnosis',
    ].join('\n');
    const knee = form.indexOf('knee');
    expect(form.slice(...quoteSpan(form, knee, knee + 4, 'sentence'))).toBe(
      'Does the Veteran now have or has he/she ever had a knee and/or lower leg\ncondition?',
    );
    const history = form.indexOf('history');
    expect(form.slice(...quoteSpan(form, history, history + 7, 'sentence')).trim()).toBe(
      'Describe the history of the condition',
    );
  });

  it('keeps a sentence within its line', () => {
    const at = text.indexOf('Tinnitus');
    expect(quoteFromPage(pages, 1, text, at, at + 8)).toEqual({
      page: 1,
      text: 'Diagnosis: Tinnitus',
    });
  });

  it('refuses a quote cut from text that differs from the original page', () => {
    const altered = text.replace('2010', '2011');
    expect(() => quoteFromPage(pages, 1, altered, start, end)).toThrow(QuoteNotFoundError);
  });
});

describe('wrappedSentence', () => {
  const letter =
    'OPINION\n\nIs the knee at least as likely as not\nrelated to service? Yes. Dr. Roe\nagrees it is.\n\nNext paragraph.';

  it('reads a sentence across wrapped lines, with its question mark', () => {
    const at = letter.indexOf('at least');
    expect(wrappedSentence(letter, at, at + 8)).toBe(
      'Is the knee at least as likely as not related to service?',
    );
  });

  it('stops at a blank line and not after a title such as "Dr."', () => {
    const at = letter.indexOf('agrees');
    expect(wrappedSentence(letter, at, at + 6)).toBe('Dr. Roe agrees it is.');
    const heading = letter.indexOf('OPINION');
    expect(wrappedSentence(letter, heading, heading + 7)).toBe('OPINION');
  });
});
