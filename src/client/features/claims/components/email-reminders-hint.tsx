import { Anchor, Text } from '@mantine/core';
import { Link } from 'wouter';
import { openDeadlines } from '../../../../domain/deadlines/open-deadlines';
import { useClaims } from '../../../lib/api/get-claims';
import { useIntentsToFile } from '../../../lib/api/get-intents-to-file';
import { useProfile } from '../../../lib/api/get-profile';

/**
 * Reminder e-mails are the veteran's choice (off until turned on), yet the veteran who stops
 * opening Wingman is the one a reminder helps most: with a deadline ahead, say where to turn
 * them on.
 */
export function EmailRemindersHint() {
  const profile = useProfile();
  const claims = useClaims();
  const intents = useIntentsToFile();
  if (!profile.data || profile.data.emailUpdates) return null;
  const ahead =
    (claims.data ?? []).some((claim) => openDeadlines(claim.deadlines).length > 0) ||
    (intents.data ?? []).some((intent) => intent.state === 'open');
  if (!ahead) return null;
  return (
    <Text size="sm">
      Want an e-mail before each deadline? Turn on “Deadline reminders by email” in{' '}
      <Anchor component={Link} href="/profile">
        Profile &amp; Settings
      </Anchor>
      .
    </Text>
  );
}
