import { Button, Card, Divider, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Fragment } from 'react';
import type { CaseCondition, CaseElement } from '../../../../contracts/case';
import { FileBeforeNotice } from '../../../components/file-before-notice';
import { DeleteButton, EditButton } from '../../../components/record-actions';
import { ToneBadge } from '../../../components/tone-badge';
import { conditionAnchor } from '../../../lib/record-anchors';
import { showFailureToast } from '../../../lib/toast';
import { useDecideEvidence } from '../api/decide-evidence';
import { useUndoEvidenceDecision } from '../api/undo-evidence-decision';
import { CaseElementView } from './case-element-view';
import { basisText, conditionTitle, reviewText } from './condition-basis';
import type { DocumentQuote } from './evidence-item-view';
import { fileBeforeFor } from './file-before';

type ConditionCardProps = {
  condition: CaseCondition;
  onAddStatement: (element: CaseElement) => void;
  onAsk: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The veteran's local date (YYYY-MM-DD): whether a date to file before is still ahead. */
  today: string;
};

/** A claimed condition with its evidence map: how ready it is and what each element rests on. */
export function ConditionCard({
  condition,
  onAddStatement,
  onAsk,
  onEdit,
  onDelete,
  today,
}: ConditionCardProps) {
  const title = conditionTitle(condition);
  const fileBefore =
    condition.basis === 'presumptive' ? fileBeforeFor(condition.presumptiveRule, today) : null;
  const review = reviewText(condition);
  const { done, total } = condition.readiness;
  const decide = useDecideEvidence();
  const undo = useUndoEvidenceDecision();
  const busy = decide.isPending || undo.isPending;

  // The veteran's answer about one quote, sent (decide) or taken back (undo) for an element.
  const sendAnswer =
    (mutation: typeof decide | typeof undo, failure: string) =>
    (elementKey: string) =>
    (quote: DocumentQuote, state: 'confirmed' | 'rejected') =>
      mutation.mutate(
        { conditionId: condition.id, decision: { elementKey, ...quote, state } },
        { onError: () => showFailureToast('Error', failure) },
      );
  const decideFor = sendAnswer(decide, 'Your answer was not saved. Please try again.');
  const undoFor = sendAnswer(undo, 'Your answer was not taken back. Please try again.');

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-label={title}
      id={conditionAnchor(condition.id)}
      // A link from another screen (the finder) lands here and moves focus to it.
      tabIndex={-1}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={3} fz="lg">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {basisText(condition)}
            </Text>
            {review && (
              <Text size="sm" c="dimmed">
                {review}
              </Text>
            )}
          </div>
          {condition.ready && <ToneBadge tone="green">Ready</ToneBadge>}
        </Group>
        {fileBefore && <FileBeforeNotice notice={fileBefore} />}
        <div>
          <Progress
            value={total === 0 ? 0 : (done / total) * 100}
            color={condition.ready ? 'green.8' : 'navy'}
            aria-label={`Readiness of ${title}`}
          />
          <Text size="sm" mt={4}>
            {done} of {total} {total === 1 ? 'element' : 'elements'} backed
          </Text>
        </div>
        {condition.elements.map((element) => (
          <Fragment key={element.key}>
            <Divider />
            <CaseElementView
              element={element}
              conditionTitle={title}
              busy={busy}
              onDecide={decideFor(element.key)}
              onUndo={undoFor(element.key)}
              onAddStatement={() => onAddStatement(element)}
            />
          </Fragment>
        ))}
        <Group gap="xs" justify="flex-end" wrap="wrap">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconMessageCircle size={16} aria-hidden />}
            onClick={onAsk}
            aria-label={`Ask Wingman what ${title} is missing`}
          >
            Ask Wingman
          </Button>
          <EditButton label={`Edit ${title}`} onClick={onEdit} />
          <DeleteButton label={`Delete ${title}`} onClick={onDelete} />
        </Group>
      </Stack>
    </Card>
  );
}
