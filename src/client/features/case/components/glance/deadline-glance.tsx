import { Group, Text } from '@mantine/core';
import type { ClaimWithDeadlines } from '../../../../../contracts/claims';
import { mostUrgentFirst } from '../../../../../domain/deadlines/claim-deadlines';
import { ToneBadge } from '../../../../components/tone-badge';
import { formatDate } from '../../../../lib/format-date';
import { useClaims } from '../../../../lib/api/get-claims';
import { GlanceBlock, GlanceNote } from './glance-block';

/** Which of the claim's dates the most urgent deadline is: the intent to file or a review lane. */
function deadlineName({ deadlines }: ClaimWithDeadlines): string {
  const date = deadlines.mostUrgent?.deadline;
  if (deadlines.intentToFile && deadlines.intentToFile.deadline === date) return 'Intent to file';
  const lane = deadlines.review?.lanes.find((candidate) => candidate.deadline?.deadline === date);
  return lane?.title ?? 'Deadline';
}

/** The one deadline that most needs the veteran's attention, across all their claims. */
export function DeadlineGlance() {
  const claims = useClaims();
  const [nearest] = mostUrgentFirst(claims.data ?? []);
  const deadline = nearest?.deadlines.mostUrgent;

  let content;
  if (claims.isPending) content = <GlanceNote>Loading your deadlines...</GlanceNote>;
  else if (claims.isError) content = <GlanceNote>Your deadlines could not be loaded.</GlanceNote>;
  else if (!nearest || !deadline) content = <GlanceNote>No deadline is running now.</GlanceNote>;
  else
    content = (
      <Group gap={6} wrap="wrap">
        <Text size="sm">
          {deadlineName(nearest)} for <strong>{nearest.disabilityName}</strong>: by{' '}
          <time dateTime={deadline.deadline}>{formatDate(deadline.deadline)}</time>
        </Text>
        {deadline.status === 'due-soon' && <ToneBadge tone="orange">Due soon</ToneBadge>}
        {deadline.status === 'overdue' && <ToneBadge tone="red">Overdue</ToneBadge>}
      </Group>
    );

  return (
    <GlanceBlock title="Next deadline" href="/claims" linkLabel="My Claims">
      {content}
    </GlanceBlock>
  );
}
