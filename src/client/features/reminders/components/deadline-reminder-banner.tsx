import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconBellRinging } from '@tabler/icons-react';
import { Link } from 'wouter';
import { DUE_SOON_DAYS } from '../../../../domain/deadlines/filing-deadline';
import { daysAway, spellDeadlineDay } from '../../../../domain/deadlines/reminder-words';
import { NoticeBanner } from '../../../components/notice-banner';
import { claimsQuery } from '../../../lib/api/get-claims';
import { intentsToFileQuery } from '../../../lib/api/get-intents-to-file';
import { useProfile } from '../../../lib/api/get-profile';
import { deadlinesDueSoon, type DueSoon } from '../deadlines-due-soon';

/** The reminder in words; like the e-mail, it names no condition (screens are seen by others). */
function reminderText({ count, nearest }: DueSoon) {
  const when = `${daysAway(nearest.daysLeft)} (${spellDeadlineDay(nearest.deadline)})`;
  return count === 1
    ? `A deadline on My Claims ends ${when}.`
    : `${count} deadlines on My Claims end within ${DUE_SOON_DAYS} days; the first ${when}.`;
}

/**
 * "Deadline reminders" in Profile & Settings: while it is on, every screen says when a deadline
 * on My Claims is 30 days away or less. Nothing is fetched for a veteran who turned it off.
 */
export function DeadlineReminderBanner() {
  const profile = useProfile();
  const wanted = profile.data?.notifications === true;
  const claims = useQuery({ ...claimsQuery(), enabled: wanted });
  const intents = useQuery({ ...intentsToFileQuery(), enabled: wanted });
  // Shown only once both are known: a reminder from half the deadlines could name the wrong one.
  if (!wanted || !claims.data || !intents.data) return null;
  const dueSoon = deadlinesDueSoon(claims.data, intents.data);
  if (!dueSoon) return null;

  return (
    <NoticeBanner label="Deadline reminder" icon={<IconBellRinging size={20} aria-hidden />}>
      <strong>Reminder:</strong> {reminderText(dueSoon)}{' '}
      <Anchor component={Link} href="/claims" inherit>
        See your deadlines
      </Anchor>
    </NoticeBanner>
  );
}
