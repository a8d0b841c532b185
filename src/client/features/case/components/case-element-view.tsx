import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessage2Plus } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { CaseElement } from '../../../../contracts/case';
import { ToneBadge } from '../../../components/tone-badge';
import { SERVICE_HISTORY_HREF } from '../../../lib/record-anchors';
import { EvidenceItemView, type DocumentQuote } from './evidence-item-view';
import { evidenceStatusView } from './evidence-status';
import { NextEvidenceList } from './next-evidence-list';

type CaseElementViewProps = {
  element: CaseElement;
  /** The condition's title, "Knee (left)": buttons say which condition they answer for. */
  conditionTitle: string;
  busy: boolean;
  onDecide: (quote: DocumentQuote, state: 'confirmed' | 'rejected') => void;
  onUndo: (quote: DocumentQuote, state: 'confirmed' | 'rejected') => void;
  onAddStatement: () => void;
};

/** Statements can back it: one already does, or one is among the ways to get what is missing. */
const takesStatements = (element: CaseElement) =>
  element.status === 'recollection' ||
  element.status === 'witness' ||
  element.nextEvidence.some(
    ({ kind }) => kind === 'personal-statement' || kind === 'witness-statement',
  );

/** One thing VA needs for the condition: its status, what backs it, and what would. */
export function CaseElementView({
  element,
  conditionTitle,
  busy,
  onDecide,
  onUndo,
  onAddStatement,
}: CaseElementViewProps) {
  const status = evidenceStatusView[element.status];
  return (
    <Stack gap="xs" component="section" aria-label={element.label}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Title order={4} fz="md">
          {element.label}
        </Title>
        <ToneBadge tone={status.tone}>{status.text}</ToneBadge>
      </Group>
      <Text size="sm">
        {element.need}{' '}
        <Text span size="xs" c="dimmed">
          ({element.citation})
        </Text>
      </Text>
      {element.notNeededWhy && (
        <Text size="sm" c="dimmed">
          {element.notNeededWhy}
        </Text>
      )}
      {element.items.map((item) => (
        <EvidenceItemView
          key={item.id}
          item={item}
          answerFor={`${conditionTitle}, ${element.label}`}
          busy={busy}
          onDecide={onDecide}
          onUndo={onUndo}
        />
      ))}
      {element.serviceHistoryNote && (
        <Text size="sm">
          {element.serviceHistoryNote}{' '}
          <Anchor component={Link} href={SERVICE_HISTORY_HREF} fz="sm">
            Open your service history
          </Anchor>
        </Text>
      )}
      <NextEvidenceList next={element.nextEvidence} />
      {takesStatements(element) && (
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMessage2Plus size={16} aria-hidden />}
            onClick={onAddStatement}
            aria-label={`Add a statement for ${element.label}`}
          >
            Add a statement
          </Button>
        </Group>
      )}
    </Stack>
  );
}
