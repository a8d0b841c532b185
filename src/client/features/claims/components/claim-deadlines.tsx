import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Claim } from '../../../../contracts/claims';
import { intentToFileDeadline } from '../../../../domain/deadlines/intent-to-file-deadline';
import type { Deadline } from '../../../../domain/deadlines/one-year-deadline';
import { reviewDeadlines } from '../../../../domain/deadlines/review-deadlines';
import { ToneBadge } from '../../../components/tone-badge';
import { formatDate, formatDatesInText } from '../../../lib/format-date';
import classes from './claim-deadlines.module.css';

type ClaimDeadlinesProps = { claim: Claim; today: string };

/**
 * The dates that matter after a decision (VA's review lanes) and after an intent to file,
 * counted from the veteran's own today by the shared domain rules.
 */
export function ClaimDeadlines({ claim, today }: ClaimDeadlinesProps) {
  const { decisionDate, intentToFileDate, submittedDate } = claim;
  if (!decisionDate && !intentToFileDate) return null;

  return (
    <Stack gap="sm">
      {intentToFileDate && (
        <IntentToFile
          intentToFileDate={intentToFileDate}
          submittedDate={submittedDate}
          today={today}
        />
      )}
      {decisionDate && <ReviewOptions decisionDate={decisionDate} today={today} />}
    </Stack>
  );
}

function IntentToFile({
  intentToFileDate,
  submittedDate,
  today,
}: {
  intentToFileDate: string;
  submittedDate: string;
  today: string;
}) {
  const window = intentToFileDeadline(intentToFileDate, today);
  // ISO dates compare correctly as strings.
  const submittedInTime = submittedDate >= intentToFileDate && submittedDate <= window.deadline;
  return (
    <DeadlineRow
      name="Intent to file"
      form={window.form}
      deadline={submittedInTime ? undefined : window}
    >
      {submittedInTime
        ? `Submitted ${formatDate(submittedDate)}, within the year after your intent to file, so if the claim is granted the effective date can go back to ${formatDate(intentToFileDate)}.`
        : formatDatesInText(window.note)}
    </DeadlineRow>
  );
}

function ReviewOptions({ decisionDate, today }: { decisionDate: string; today: string }) {
  const { options, notes } = reviewDeadlines(decisionDate, today);
  const [higherLevelReview, boardAppeal, supplementalClaim] = options;
  return (
    <DeadlineGroup title="If you disagree with the decision">
      <DeadlineRow
        name="Higher-Level Review"
        form={higherLevelReview.form}
        deadline={higherLevelReview}
      >
        {formatDatesInText(higherLevelReview.note)}
      </DeadlineRow>
      <DeadlineRow name="Board Appeal" form={boardAppeal.form} deadline={boardAppeal}>
        {formatDatesInText(boardAppeal.note)}
      </DeadlineRow>
      <DeadlineRow name="Supplemental Claim" form={supplementalClaim.form}>
        {formatDatesInText(supplementalClaim.note)}
      </DeadlineRow>
      {notes.map((note) => (
        <Text key={note} size="xs" c="dimmed">
          {note}
        </Text>
      ))}
    </DeadlineGroup>
  );
}

function DeadlineGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={4} fz="sm" mb={6}>
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </section>
  );
}

type DeadlineRowProps = {
  name: string;
  form: string;
  deadline?: Deadline | undefined;
  children: ReactNode;
};

function DeadlineRow({ name, form, deadline, children }: DeadlineRowProps) {
  return (
    <div>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {name} <span className={classes.form}>(VA Form {form})</span>
        </Text>
        {deadline && <DeadlineStatus deadline={deadline} />}
      </Group>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** Days left in words, with a badge that says (not just shows) when it is close or past. */
function DeadlineStatus({ deadline }: { deadline: Deadline }) {
  const { daysLeft, status } = deadline;
  return (
    <Group gap={6} wrap="nowrap">
      {status === 'due-soon' && <ToneBadge tone="orange">Due soon</ToneBadge>}
      {status === 'overdue' && <ToneBadge tone="red">Overdue</ToneBadge>}
      <Text size="sm" fw={status === 'open' ? 400 : 700}>
        {daysLeftText(daysLeft)}
      </Text>
    </Group>
  );
}

function daysLeftText(daysLeft: number): string {
  if (daysLeft > 1) return `${daysLeft} days left`;
  if (daysLeft === 1) return '1 day left';
  if (daysLeft === 0) return 'Last day is today';
  return daysLeft === -1 ? 'Ended yesterday' : `Ended ${-daysLeft} days ago`;
}
