/** A text's first words, enough to tell one item's buttons from another's in their names. */
const EXCERPT_WORDS = 8;

export function excerptOf(text: string): string {
  const words = text.trim().split(/\s+/);
  return words.length > EXCERPT_WORDS
    ? `${words.slice(0, EXCERPT_WORDS).join(' ')}…`
    : words.join(' ');
}
