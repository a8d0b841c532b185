import { Text } from '@mantine/core';
import classes from './quoted-passage.module.css';

type QuotedPassageProps = {
  /** The document's own words, verbatim. */
  quote: string;
  /** Where they are: "note.pdf, page 2". */
  source: string;
  /** The veteran's answer about it, if the quote waits for one. */
  state?: 'proposed' | 'confirmed' | 'rejected';
};

/** Words quoted from one of the veteran's documents, with the document and page they are on. */
export function QuotedPassage({ quote, source, state }: QuotedPassageProps) {
  return (
    <blockquote className={classes.quote} data-state={state}>
      <Text size="sm" className={classes.quoteText}>
        “{quote}”
      </Text>
      <Text size="xs" c="dimmed" component="cite">
        {source}
      </Text>
    </blockquote>
  );
}
