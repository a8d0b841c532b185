import { Group, Text } from '@mantine/core';
import type { Deadline } from '../../../../domain/deadlines/filing-deadline';
import { ToneBadge } from '../../../components/tone-badge';
import { formatDate, formatWeekdayDate } from '../../../lib/format-date';

/**
 * Days left in words, with a badge that says (not just shows) when it is close. A window that
 * has passed is said in a neutral tone: the veteran owes nothing, and the row's note says what
 * is still possible.
 */
export function DeadlineStatus({ deadline }: { deadline: Deadline }) {
  const { daysLeft, status } = deadline;
  if (daysLeft < 0) {
    return (
      <Group gap={6} wrap="nowrap">
        <ToneBadge tone="grey">Window closed</ToneBadge>
        <Text size="sm">Closed on {formatDate(deadline.deadline)}</Text>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      {status === 'due-soon' && <ToneBadge tone="orange">Due soon</ToneBadge>}
      <Text size="sm" fw={status === 'open' ? 400 : 700}>
        {daysLeftText(daysLeft)}
      </Text>
    </Group>
  );
}

/** Why a deadline is not on the day the period ends: a weekend or a holiday moved it. */
export function DeadlineMoved({ deadline }: { deadline: Deadline }) {
  if (!deadline.movedFrom) return null;
  return (
    <Text size="xs" c="dimmed">
      Moved from {formatWeekdayDate(deadline.movedFrom)} — {deadline.movedBecause.join(' and ')}
    </Text>
  );
}

function daysLeftText(daysLeft: number): string {
  if (daysLeft > 1) return `${daysLeft} days left`;
  if (daysLeft === 1) return '1 day left';
  return 'Last day is today';
}
