import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconMessageQuestion, IconPencil, IconTrash } from '@tabler/icons-react';
import {
  isOffSchedule,
  levelsInWords,
  spineSegmentLabels,
  type Disability,
} from '../../../../contracts/disabilities';
import { nameWithSide } from '../../../../domain/conditions/disability-name';
import { ToneBadge } from '../../../components/tone-badge';
import { ratingTone } from './rating-tone';

type DisabilityCardProps = {
  disability: Disability;
  guidanceLoading: boolean;
  /** Another card's guidance is loading; one dialog at a time. */
  guidanceBusy: boolean;
  onViewGuidance: () => void;
  onAskQuestion: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

export function DisabilityCard({
  disability,
  guidanceLoading,
  guidanceBusy,
  onViewGuidance,
  onAskQuestion,
  onEdit,
  onDelete,
}: DisabilityCardProps) {
  const { currentPercentage, spineSegment, diagnosticCode } = disability;
  // Two knees read apart: the side is part of the name everywhere the card names it.
  const name = nameWithSide(disability);
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={name} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" size="lg" aria-label={`Edit ${name}`} onClick={onEdit}>
              <IconPencil size={20} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red.9"
              size="lg"
              aria-label={`Delete ${name}`}
              onClick={onDelete}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            Current Rating
          </Text>
          <ToneBadge tone={ratingTone(currentPercentage)} size="lg">
            {currentPercentage}%
          </ToneBadge>
        </Group>
        {isOffSchedule(disability) && (
          <Group gap={6} wrap="wrap">
            <ToneBadge tone="yellow">Not a level in VA&apos;s schedule</ToneBadge>
            <Text size="xs">
              The schedule has {levelsInWords(disability.ratingLevels ?? [])} for this code. Check
              your decision letter.
            </Text>
          </Group>
        )}
        {(spineSegment || diagnosticCode) && (
          <Text size="sm" c="dimmed">
            {[
              diagnosticCode && `Diagnostic code ${diagnosticCode}`,
              spineSegment && spineSegmentLabels[spineSegment],
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
        <Stack gap="xs" mt="auto">
          <Button
            variant="light"
            leftSection={<IconBook2 size={18} aria-hidden />}
            onClick={onViewGuidance}
            disabled={guidanceLoading || guidanceBusy}
            aria-label={
              guidanceLoading
                ? `Loading upgrade guidance for ${name}`
                : `View upgrade guidance for ${name}`
            }
          >
            {guidanceLoading ? 'Loading...' : 'View Upgrade Guidance'}
          </Button>
          <Button
            variant="default"
            leftSection={<IconMessageQuestion size={18} aria-hidden />}
            onClick={onAskQuestion}
            aria-label={`Ask a question about ${name}`}
          >
            Ask a Question
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
