import { Button, Collapse, Divider, Group, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { localToday } from '../../../lib/format-date';
import { showFailureToast } from '../../../lib/toast';
import { useCase } from '../../../lib/api/get-case';
import { useStartChatAbout } from '../api/start-chat-about';
import { starterQuestions } from '../starter-questions';
import { conditionTitle } from './condition-basis';
import { DeadlineGlance } from './glance/deadline-glance';
import { ExpiringDocumentsGlance } from './glance/expiring-documents-glance';
import { GapsGlance } from './glance/gaps-glance';
import { RatingGlance } from './glance/rating-glance';
import { StarterQuestionsList } from './glance/starter-questions-list';
import classes from './case-at-a-glance.module.css';

type CaseAtAGlanceProps = {
  /** Called once a new chat holds the question, for the chat beside it to open that chat. */
  onChatReady: () => void;
  /** The veteran's local date (YYYY-MM-DD): which year's pay rates apply. */
  today?: string;
};

/**
 * The home screen's summary beside the chat: rating and pay, the next deadline, conditions
 * with gaps, files about to expire and three questions to ask. Folded on a phone, so the
 * chat and its composer keep the screen.
 */
export function CaseAtAGlance({ onChatReady, today = localToday() }: CaseAtAGlanceProps) {
  const titleId = useId();
  const bodyId = useId();
  // Read at once, so a wide screen shows the panel open from the start instead of unfolding it.
  const wide = useMediaQuery('(min-width: 75em)', undefined, { getInitialValueInEffect: false });
  const [unfolded, fold] = useDisclosure(false);
  const expanded = wide || unfolded;
  const caseData = useCase();
  const startChat = useStartChatAbout();

  const conditions = caseData.isError ? null : caseData.data?.conditions;
  const firstGap = conditions?.find((condition) => !condition.ready);
  const ask = (question: string) =>
    startChat.mutate(question, {
      onSuccess: onChatReady,
      onError: () => showFailureToast('Error', 'Failed to create chat session. Please try again.'),
    });

  return (
    <Paper
      component="aside"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p="md"
      className={classes.panel}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={2} fz="md" id={titleId}>
          Your Case at a Glance
        </Title>
        {!wide && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={fold.toggle}
            aria-expanded={expanded}
            aria-controls={bodyId}
            rightSection={
              <IconChevronDown
                size={16}
                aria-hidden
                className={classes.chevron}
                data-expanded={expanded}
              />
            }
          >
            {expanded ? 'Hide' : 'Show'}
          </Button>
        )}
      </Group>
      <Collapse expanded={expanded} id={bodyId}>
        <Stack gap="sm" pt="sm" className={classes.body}>
          <RatingGlance today={today} />
          <Divider />
          <DeadlineGlance />
          <Divider />
          <GapsGlance conditions={conditions} />
          <Divider />
          <ExpiringDocumentsGlance />
          <Divider />
          <StarterQuestionsList
            questions={starterQuestions(firstGap ? conditionTitle(firstGap) : null)}
            busy={startChat.isPending}
            onAsk={ask}
          />
        </Stack>
      </Collapse>
    </Paper>
  );
}
