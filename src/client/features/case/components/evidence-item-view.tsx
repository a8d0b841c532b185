import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { EvidenceItem } from '../../../../contracts/case';
import { QuotedPassage } from '../../../components/quoted-passage';
import { ToneBadge } from '../../../components/tone-badge';
import { excerptOf } from '../../../lib/excerpt';
import { SERVICE_HISTORY_HREF } from '../../../lib/record-anchors';
import classes from './evidence-item-view.module.css';

/** A quote from one of the veteran's documents: where it is, word for word. */
export type DocumentQuote = { documentId: string; page: number; quote: string };

export const documentQuoteOf = (item: EvidenceItem): DocumentQuote | null =>
  item.documentId && item.page !== null && item.quote
    ? { documentId: item.documentId, page: item.page, quote: item.quote }
    : null;

type EvidenceItemViewProps = {
  item: EvidenceItem;
  /** What an answer is about, to name the buttons apart: "Tinnitus, A current diagnosis". */
  answerFor: string;
  busy: boolean;
  onDecide: (quote: DocumentQuote, state: 'confirmed' | 'rejected') => void;
  onUndo: (quote: DocumentQuote, state: 'confirmed' | 'rejected') => void;
};

/**
 * One piece of evidence for an element. A quote Wingman found waits for the veteran's word
 * (Confirm / Not this); an answer given can be taken back.
 */
export function EvidenceItemView({
  item,
  answerFor,
  busy,
  onDecide,
  onUndo,
}: EvidenceItemViewProps) {
  const quote = documentQuoteOf(item);
  if (item.kind === 'symptom-journal' && item.journalCondition) {
    // The veteran's own record, kept in Wingman: it opens where its entries are.
    return (
      <Text size="sm" className={classes.text}>
        <Anchor
          component={Link}
          href={`/journal?${new URLSearchParams({ condition: item.journalCondition })}`}
          fz="sm"
        >
          {item.label}
        </Anchor>
      </Text>
    );
  }
  if (item.kind === 'service-history') {
    // The veteran's saved service history: it opens where they keep it, in Profile.
    return (
      <Text size="sm" className={classes.text}>
        <Anchor component={Link} href={SERVICE_HISTORY_HREF} fz="sm">
          {item.label}
        </Anchor>
      </Text>
    );
  }
  if (!quote) {
    return (
      <Text size="sm" className={classes.text}>
        {item.label}
      </Text>
    );
  }
  const source = `${item.documentName ?? 'Your document'}, page ${quote.page}`;
  const { state } = item;
  // Each button's name starts with its visible word, so it can be said aloud to press it.
  const nameOf = (action: string) => `${action}: “${excerptOf(quote.quote)}” for ${answerFor}`;
  return (
    <Stack gap={6} role="group" aria-label={source} className={classes.item}>
      <QuotedPassage quote={quote.quote} source={source} state={state} />
      {state === 'proposed' ? (
        <Group gap="xs" wrap="wrap" align="center">
          <Text size="sm" w={{ base: '100%', xs: 'auto' }}>
            Is this about this condition?
          </Text>
          <Button
            size="xs"
            disabled={busy}
            onClick={() => onDecide(quote, 'confirmed')}
            aria-label={nameOf('Confirm')}
          >
            Confirm
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            onClick={() => onDecide(quote, 'rejected')}
            aria-label={nameOf('Not this')}
          >
            Not this
          </Button>
        </Group>
      ) : (
        <Group gap="xs" wrap="wrap">
          <ToneBadge tone={state === 'confirmed' ? 'green' : 'grey'}>
            {state === 'confirmed' ? 'Confirmed' : 'Not this one'}
          </ToneBadge>
          <Button
            size="xs"
            variant="subtle"
            disabled={busy}
            onClick={() => onUndo(quote, state)}
            aria-label={nameOf('Undo')}
          >
            Undo
          </Button>
        </Group>
      )}
    </Stack>
  );
}
