import { Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  intentToFileBenefitLabels,
  intentToFileMethodLabels,
  type IntentToFile,
} from '../../../../contracts/intent-to-file';
import { DeleteButton, EditButton } from '../../../components/record-actions';
import { ToneBadge } from '../../../components/tone-badge';
import type { BadgeTone } from '../../../lib/badge-tones';
import { formatDate } from '../../../lib/format-date';
import { AddToCalendarButton } from './add-to-calendar-button';
import { DeadlineMoved, DeadlineStatus } from './deadline-status';
import classes from './claim-card.module.css';

const stateBadges: Record<IntentToFile['state'], { tone: BadgeTone; text: string }> = {
  open: { tone: 'blue', text: 'OPEN' },
  used: { tone: 'green', text: 'CLAIM SUBMITTED' },
  lapsed: { tone: 'grey', text: 'YEAR ENDED' },
};

type IntentToFileCardProps = {
  intent: IntentToFile;
  onEdit: () => void;
  onDelete: () => void;
};

/** One recorded intent to file: when and how, its year's last day, and what it protects. */
export function IntentToFileCard({ intent, onEdit, onDelete }: IntentToFileCardProps) {
  const received = formatDate(intent.receivedDate);
  const name = `Intent to file received ${received}`;
  const badge = stateBadges[intent.state];

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} fz="lg" className={classes.name}>
            {name}
          </Title>
          <ToneBadge tone={badge.tone} size="lg">
            {badge.text}
          </ToneBadge>
        </Group>
        <dl className={classes.dates}>
          <div>
            <dt>For</dt>
            <dd>{intentToFileBenefitLabels[intent.benefit]}</dd>
          </div>
          <div>
            <dt>How</dt>
            <dd>{intentToFileMethodLabels[intent.method]}</dd>
          </div>
        </dl>
        <IntentToFileYear intent={intent} />
        {intent.notes && (
          <Text size="sm" className={classes.notes}>
            {intent.notes}
          </Text>
        )}
        <Group gap="xs" justify="flex-end" mt="xs">
          {intent.state === 'open' && (
            <AddToCalendarButton
              source={{ kind: 'intent-to-file', id: intent.id }}
              what={`the last day of the intent to file received ${received}`}
            />
          )}
          <EditButton label={`Edit the intent to file received ${received}`} onClick={onEdit} />
          <DeleteButton
            label={`Delete the intent to file received ${received}`}
            onClick={onDelete}
          />
        </Group>
      </Stack>
    </Card>
  );
}

/** The year the intent to file holds: still running, kept by a claim, or ended unused. */
function IntentToFileYear({ intent }: { intent: IntentToFile }) {
  const { end, protects, state } = intent;
  const lastDay = <time dateTime={end.deadline}>{formatDate(end.deadline)}</time>;

  if (state === 'used')
    return (
      <Stack gap={2}>
        {protects.map((claim) => (
          <Text key={claim.id} size="sm">
            <strong>Protects:</strong> {claim.disabilityName}, submitted{' '}
            <time dateTime={claim.submittedDate}>{formatDate(claim.submittedDate)}</time>
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          If granted, the effective date can go back to the day VA received this intent to file.
        </Text>
      </Stack>
    );

  if (state === 'lapsed')
    return (
      <Text size="sm">
        The year ended on {lastDay} without a claim. You can make a new intent to file at any time
        to hold a new date.
      </Text>
    );

  return (
    <div>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          Submit your claim by {lastDay}
        </Text>
        <DeadlineStatus deadline={end} />
      </Group>
      <DeadlineMoved deadline={end} />
      <Text size="sm" c="dimmed" mt={4}>
        No claim has been submitted for it yet.
      </Text>
    </div>
  );
}
