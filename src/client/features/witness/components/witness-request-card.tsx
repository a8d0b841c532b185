import { Button, Card, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconDownload, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import {
  witnessQuestions,
  witnessRelationshipText,
  witnessRequestStateLabels,
  type ReceivedWitnessRequest,
  type WitnessAnswers,
  type WitnessRequest,
  type WitnessRequestState,
} from '../../../../contracts/witness';
import { SafetyNotice } from '../../../components/safety-notice';
import { ToneBadge } from '../../../components/tone-badge';
import type { BadgeTone } from '../../../lib/badge-tones';
import { formatDate } from '../../../lib/format-date';

const stateTones: Record<WitnessRequestState, BadgeTone> = {
  waiting: 'yellow',
  answered: 'blue',
  expired: 'grey',
  added: 'green',
};

type WitnessRequestCardProps = {
  request: ReceivedWitnessRequest;
  onAccept: (request: WitnessRequest) => void;
  accepting: boolean;
  onDownload: (request: WitnessRequest) => void;
  onWithdraw: (request: WitnessRequest) => void;
};

/** One request: who was asked, where it stands, and once answered, the answers as written. */
export function WitnessRequestCard({
  request,
  onAccept,
  accepting,
  onDownload,
  onWithdraw,
}: WitnessRequestCardProps) {
  const [reading, answers] = useDisclosure(false);
  const answersId = useId();
  const { state } = request;
  const answered = request.answers !== null;
  // One witness may be asked about two conditions: each button names both.
  const about = `${request.witnessName} about ${request.conditionName}`;
  const readToggle = reading ? 'Hide the answers' : 'Read the answers';
  const withdraw = answered ? 'Remove' : 'Withdraw';

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`Request to ${about}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={3} fz="md">
              {request.witnessName} ({request.relationship})
            </Title>
            <Text size="sm" c="dimmed">
              About {request.conditionName} · asked {formatDate(request.createdAt)}
            </Text>
          </Stack>
          <ToneBadge tone={stateTones[state]}>{witnessRequestStateLabels[state]}</ToneBadge>
        </Group>
        <Text size="sm">{stateLine(request)}</Text>
        {answered && (
          <Collapse expanded={reading} id={answersId}>
            <Stack gap="sm" pt="xs">
              {/* The Crisis Line before the words that call for it. */}
              <SafetyNotice
                level={request.safety.level}
                reader={{ kind: 'witness-answers', witnessName: request.witnessName }}
                headingOrder={4}
              />
              <AnswersView answers={request.answers!} />
            </Stack>
          </Collapse>
        )}
        <Group gap="xs">
          {answered && (
            <Button
              variant="default"
              size="xs"
              onClick={answers.toggle}
              aria-expanded={reading}
              aria-controls={answersId}
              aria-label={`${readToggle} of ${about}`}
            >
              {readToggle}
            </Button>
          )}
          {state === 'answered' && (
            <Button
              size="xs"
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => onAccept(request)}
              disabled={accepting}
              aria-label={accepting ? undefined : `Add to My Case: the answers of ${about}`}
            >
              {accepting ? 'Adding...' : 'Add to My Case'}
            </Button>
          )}
          {answered && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => onDownload(request)}
              aria-label={`Download VA Form 21-10210 with the answers of ${about}`}
            >
              Download VA Form 21-10210
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onWithdraw(request)}
            aria-label={`${withdraw} the request to ${about}`}
          >
            {withdraw}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function stateLine(request: WitnessRequest): string {
  switch (request.state) {
    case 'waiting':
      return `The link works until ${formatDate(request.expiresAt)}.`;
    case 'expired':
      return `The link expired on ${formatDate(request.expiresAt)} without answers. Withdraw it and ask again if you like.`;
    case 'answered':
      return `Answered on ${formatDate(request.submittedAt!)}. Read the answers, then add them to My Case if they help your claim.`;
    case 'added':
      return 'In My Case as a witness statement; it goes into your claim packet on VA Form 21-10210.';
  }
}

/** The answers exactly as the witness wrote them, under the questions they answered. */
function AnswersView({ answers }: { answers: WitnessAnswers }) {
  const about = [
    ['Name', answers.fullName],
    ['Relationship', witnessRelationshipText(answers)],
    ['Phone', answers.phone],
    ['Email', answers.email],
  ].filter(([, value]) => value!.trim() !== '');
  return (
    <Stack gap="sm" py="xs">
      <dl style={{ margin: 0 }}>
        {about.map(([label, value]) => (
          <Group key={label} gap={6} wrap="nowrap" align="baseline">
            <Text component="dt" size="sm" fw={600}>
              {label}:
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </dl>
      {witnessQuestions
        .filter(({ key }) => answers[key].trim() !== '')
        .map(({ key, label }) => (
          <div key={key}>
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {answers[key]}
            </Text>
          </div>
        ))}
    </Stack>
  );
}
