/**
 * Identifiers are replaced by placeholders before any of a veteran's text leaves the machine
 * for a language model (DESIGN §5). Only what identifies a person goes: rating percentages,
 * diagnostic codes, form numbers, 38 CFR sections and the dates of decisions stay, because
 * an answer needs them.
 */

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
/** 03/15/1980, 3-15-80, 1980-03-15, March 15, 1980, 15 March 1980. */
const DATE = String.raw`(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}\s+${MONTH},?\s+\d{4})`;
/** What a label and its number may have between them: "SSN: ", "file number is ", "# ". */
const GAP = String.raw`(?:\s*(?:number|no\.?|num|#|id)?\s*(?:is|was|:|=|-|#)?\s*)`;
const NINE_DIGITS = String.raw`\d{3}[-\s]?\d{2}[-\s]?\d{4}`;

/** Street names need their capital letters (below), so these words spell out their own cases. */
const anyCase = (words: string) =>
  words
    .split('|')
    .flatMap((word) => [word, word[0]!.toUpperCase() + word.slice(1), word.toUpperCase()])
    .join('|');
const STREET_SUFFIXES = anyCase(
  'street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|court|ct|way|place|pl|' +
    'circle|cir|terrace|ter|parkway|pkwy|highway|hwy|trail|trl|square|sq',
);
const UNIT_WORDS = anyCase('apt|apartment|unit|suite|ste');
/** A street name's words start with a capital letter ("Main", "MAIN") or are ordinals ("5th"). */
const STREET_WORD = String.raw`(?:[A-Z][A-Za-z'.-]*|\d+(?:st|nd|rd|th))`;

type Rule = { placeholder: string; pattern: RegExp; keepLabel?: boolean };

// Order matters: a labelled number is named by its label before the bare formats are tried.
const RULES: Rule[] = [
  {
    placeholder: '[EMAIL]',
    pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  },
  {
    placeholder: '[VA FILE NUMBER]',
    pattern: new RegExp(
      String.raw`(\b(?:c-?file|va\s+file|file|claim|c)${GAP})(c?-?\s?(?:${NINE_DIGITS}|\d{8}))\b`,
      'gi',
    ),
    keepLabel: true,
  },
  {
    placeholder: '[SSN]',
    pattern: new RegExp(
      String.raw`(\b(?:ssn|ss#|social\s+security(?:\s+(?:number|no\.?|#))?)${GAP})(\d{9})\b`,
      'gi',
    ),
    keepLabel: true,
  },
  {
    placeholder: '[SSN]',
    pattern: /(?<![\d-])\d{3}([-\s])\d{2}\1\d{4}(?![\d-])/g,
  },
  {
    placeholder: '[DATE OF BIRTH]',
    pattern: new RegExp(
      String.raw`(\b(?:dob|d\.o\.b\.?|date\s+of\s+birth|birth\s*date|birthday|born)(?:\s+on)?\s*:?\s*)(${DATE})`,
      'gi',
    ),
    keepLabel: true,
  },
  {
    placeholder: '[PHONE]',
    pattern: /(?<![\w-])(?:\+?1[-.\s]?)?(?:\(\d{3}\)\s?|\d{3}[-.\s])\d{3}[-.\s]\d{4}(?![\d-])/g,
  },
  {
    placeholder: '[PHONE]',
    pattern: /(\b(?:phone|cell|tel|telephone|mobile)\b\D{0,12})(\d{10})\b/gi,
    keepLabel: true,
  },
  {
    placeholder: '[ADDRESS]',
    pattern: /\bP\.?\s?O\.?\s+Box\s+\d+\b/gi,
  },
  {
    placeholder: '[ADDRESS]',
    pattern: new RegExp(
      String.raw`\b\d{1,6}\s+(?:[NSEW]\.?\s+)?${STREET_WORD}(?:\s+${STREET_WORD}){0,3}\s+(?:${STREET_SUFFIXES})\b\.?(?!\s+of\b)(?:,?\s+(?:${UNIT_WORDS}|#)\.?\s*\w+)?`,
      'g',
    ),
  },
  {
    // Typed in lower case, a street needs a word that says it is an address: without one,
    // "3 more claims in the court" would read as a street.
    placeholder: '[ADDRESS]',
    pattern: new RegExp(
      String.raw`(\b(?:live|lives|living|reside|resides|residing|address|located|staying|moved?\s+to|mail\s+(?:it\s+)?to)\b(?:\s+(?:is|at|in|on|to|now|:))*\s*)(\d{1,6}\s+(?:[nsew]\.?\s+)?(?:[a-z0-9'.-]+\s+){0,3}(?:${STREET_SUFFIXES})\b\.?(?:,?\s+(?:${UNIT_WORDS}|#)\.?\s*\w+)?)`,
      'gi',
    ),
    keepLabel: true,
  },
];

/** The text with every identifier replaced by its placeholder ([SSN], [EMAIL], …). */
export function redactIdentifiers(text: string): string {
  return RULES.reduce(
    (current, { placeholder, pattern, keepLabel }) =>
      current.replace(pattern, (...match: string[]) =>
        keepLabel ? `${match[1]}${placeholder}` : placeholder,
      ),
    text,
  );
}
