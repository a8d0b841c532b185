import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { decisionTypeLabels, type ClaimWithDeadlines } from '../../../../contracts/claims';
import { openDeadlines } from '../../../../domain/deadlines/open-deadlines';
import { DeleteButton, EditButton } from '../../../components/record-actions';
import { ToneBadge } from '../../../components/tone-badge';
import { formatDate } from '../../../lib/format-date';
import { AddToCalendarButton } from './add-to-calendar-button';
import { ClaimDeadlines } from './claim-deadlines';
import { claimStatusText, claimStatusTone } from './claim-status-tone';
import classes from './claim-card.module.css';

type ClaimCardProps = {
  claim: ClaimWithDeadlines;
  onEdit: () => void;
  onDelete: () => void;
  /** Opens the back pay estimate; offered only once VA granted the claim. */
  onEstimateBackPay: () => void;
};

export function ClaimCard({ claim, onEdit, onDelete, onEstimateBackPay }: ClaimCardProps) {
  const { disabilityName, status, submittedDate, decisionDate, decisionType, intentToFileDate } =
    claim;
  const dates = [
    ['Submitted', submittedDate],
    ['Decision', decisionDate],
    ['Intent to file', intentToFileDate],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  // A condition can have two claims (a denial, then a supplemental claim): the date tells them apart.
  const claimName = `claim for ${disabilityName} submitted ${formatDate(submittedDate)}`;

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={disabilityName}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} fz="lg" className={classes.name}>
            {disabilityName}
          </Title>
          <ToneBadge tone={claimStatusTone(status)} size="lg">
            {claimStatusText(status)}
          </ToneBadge>
        </Group>
        <dl className={classes.dates}>
          {dates.map(([label, date]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <time dateTime={date}>{formatDate(date)}</time>
              </dd>
            </div>
          ))}
        </dl>
        {decisionType && (
          <Text size="sm">
            <strong>Decision on:</strong> {decisionTypeLabels[decisionType]}
          </Text>
        )}
        {claim.notes && (
          <Text size="sm" className={classes.notes}>
            {claim.notes}
          </Text>
        )}
        {status === 'approved' && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconCalculator size={16} aria-hidden />}
            onClick={onEstimateBackPay}
            aria-label={`Estimate back pay for the ${claimName}`}
            style={{ alignSelf: 'flex-start' }}
          >
            Estimate back pay
          </Button>
        )}
        {(decisionDate || intentToFileDate) && (
          <>
            <Divider />
            <ClaimDeadlines deadlines={claim.deadlines} />
          </>
        )}
        <Group gap="xs" justify="flex-end" mt="xs">
          {openDeadlines(claim.deadlines).length > 0 && (
            <AddToCalendarButton
              source={{ kind: 'claim', id: claim.id }}
              what={`the deadlines of the ${claimName}`}
            />
          )}
          <EditButton label={`Edit ${claimName}`} onClick={onEdit} />
          <DeleteButton label={`Delete ${claimName}`} onClick={onDelete} />
        </Group>
      </Stack>
    </Card>
  );
}
