import { Group, Text } from '@mantine/core';
import type { ClaimWithDeadlines } from '../../../../../contracts/claims';
import type { IntentToFile } from '../../../../../contracts/intent-to-file';
import { mostUrgentFirst } from '../../../../../domain/deadlines/claim-deadlines';
import type { Deadline } from '../../../../../domain/deadlines/filing-deadline';
import { ToneBadge } from '../../../../components/tone-badge';
import { formatDate } from '../../../../lib/format-date';
import { useClaims } from '../../../../lib/api/get-claims';
import { useIntentsToFile } from '../../../../lib/api/get-intents-to-file';
import { GlanceBlock, GlanceNote } from './glance-block';

/** Which of the claim's dates the most urgent deadline is: the intent to file or a review lane. */
function deadlineName({ deadlines }: ClaimWithDeadlines): string {
  const date = deadlines.mostUrgent?.deadline;
  if (deadlines.intentToFile && deadlines.intentToFile.deadline === date) return 'Intent to file';
  const lane = deadlines.review?.lanes.find((candidate) => candidate.deadline?.deadline === date);
  return lane?.title ?? 'Deadline';
}

/** The open intent to file whose year ends first, if any is still running. */
const nearestOpenIntent = (intents: readonly IntentToFile[]) =>
  intents
    .filter((intent) => intent.state === 'open')
    .sort((a, b) => a.end.daysLeft - b.end.daysLeft)[0];

/** The one deadline that most needs the veteran's attention, across their claims and intents. */
export function DeadlineGlance() {
  const claims = useClaims();
  const intents = useIntentsToFile();
  const [nearest] = mostUrgentFirst(claims.data ?? []);
  const deadline = nearest?.deadlines.mostUrgent;
  const intent = nearestOpenIntent(intents.data ?? []);

  let content;
  if (claims.isPending || intents.isPending)
    content = <GlanceNote>Loading your deadlines...</GlanceNote>;
  else if (claims.isError || intents.isError)
    content = <GlanceNote>Your deadlines could not be loaded.</GlanceNote>;
  else if (intent && (!deadline || intent.end.daysLeft < deadline.daysLeft))
    content = (
      <DeadlineLine deadline={intent.end}>
        Intent to file: submit your claim by{' '}
        <time dateTime={intent.end.deadline}>{formatDate(intent.end.deadline)}</time>
      </DeadlineLine>
    );
  else if (!nearest || !deadline) content = <GlanceNote>No deadline is running now.</GlanceNote>;
  else
    content = (
      <DeadlineLine deadline={deadline}>
        {deadlineName(nearest)} for <strong>{nearest.disabilityName}</strong>: by{' '}
        <time dateTime={deadline.deadline}>{formatDate(deadline.deadline)}</time>
      </DeadlineLine>
    );

  return (
    <GlanceBlock title="Next deadline" href="/claims" linkLabel="My Claims">
      {content}
    </GlanceBlock>
  );
}

function DeadlineLine({ deadline, children }: { deadline: Deadline; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">{children}</Text>
      {deadline.status === 'due-soon' && <ToneBadge tone="orange">Due soon</ToneBadge>}
      {deadline.status === 'overdue' && <ToneBadge tone="grey">Window closed</ToneBadge>}
    </Group>
  );
}
