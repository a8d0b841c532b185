const pluralRules = new Intl.PluralRules('en-US');

/** The noun in the form English gives it after `count`: "1 file", "2 files", "0 files". */
export const nounFor = (count: number, one: string, other = `${one}s`) =>
  pluralRules.select(count) === 'one' ? one : other;

/** `count` and its noun: "1 file", "3 pages", "2 gaps". */
export const countOf = (count: number, one: string, other = `${one}s`) =>
  `${count} ${nounFor(count, one, other)}`;
