import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ClaimDeadlinesView } from '../../../../contracts/claims';
import type { Deadline } from '../../../../domain/deadlines/filing-deadline';
import type { RuleCheck } from '../../../../domain/regulations/regulation-link';
import { RuleCheckNote } from '../../../components/rule-check-note';
import { ToneBadge } from '../../../components/tone-badge';
import { formatDatesInText } from '../../../lib/format-date';
import classes from './claim-deadlines.module.css';
import { DeadlineMoved, DeadlineStatus } from './deadline-status';

/**
 * The dates that matter after a decision (the review lanes that exist for it) and after an
 * intent to file, as the server counted them.
 */
export function ClaimDeadlines({ deadlines }: { deadlines: ClaimDeadlinesView }) {
  const { intentToFile, review, workdayRule } = deadlines;
  if (!intentToFile && !review) return null;
  const checks = uniqueChecks([
    ...(review?.lanes.map((lane) => lane.check) ?? []),
    ...(workdayRule ? [workdayRule] : []),
  ]);

  return (
    <Stack gap="sm">
      {intentToFile && (
        <DeadlineRow
          name="Intent to file"
          form={intentToFile.form}
          deadline={intentToFile.met ? null : intentToFile}
        >
          {formatDatesInText(intentToFile.note)}
        </DeadlineRow>
      )}
      {review && (
        <section>
          <Title order={4} fz="sm" mb={6}>
            If you disagree with the decision
          </Title>
          <Stack gap="xs">
            {review.lanes.map((lane) => (
              <DeadlineRow
                key={lane.lane}
                name={lane.title}
                form={lane.form}
                deadline={lane.deadline}
                moved={lane.keepsEffectiveDateUntil}
                dependsOnDecisionType={lane.dependsOnDecisionType}
              >
                {formatDatesInText(lane.note)}
              </DeadlineRow>
            ))}
            {review.notes.map((note) => (
              <Text key={note} size="xs" c="dimmed">
                {formatDatesInText(note)}
              </Text>
            ))}
          </Stack>
        </section>
      )}
      {checks.length > 0 && (
        <Stack gap={2}>
          {checks.map((check) => (
            <RuleCheckNote key={check.label} check={check} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const uniqueChecks = (checks: RuleCheck[]) =>
  checks.filter(
    (check, index) => checks.findIndex((other) => other.label === check.label) === index,
  );

type DeadlineRowProps = {
  name: string;
  form: string;
  /** The lane's deadline, with its days left; null when it has none or it is met. */
  deadline: Deadline | null;
  /** Another date on the row that may have moved off a weekend or holiday. */
  moved?: Deadline | null;
  dependsOnDecisionType?: boolean;
  children: ReactNode;
};

function DeadlineRow({
  name,
  form,
  deadline,
  moved = deadline,
  dependsOnDecisionType = false,
  children,
}: DeadlineRowProps) {
  const dated = deadline ?? moved;
  return (
    <div>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {name} <span className={classes.form}>({form})</span>
        </Text>
        {deadline && <DeadlineStatus deadline={deadline} />}
        {dependsOnDecisionType && <ToneBadge tone="grey">Depends on the decision type</ToneBadge>}
      </Group>
      <Text size="sm">{children}</Text>
      {dated && <DeadlineMoved deadline={dated} />}
    </div>
  );
}
