import { Alert, Anchor, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'wouter';

/** Spec §2 "Document Control": what is kept, for how long, and what the veteran can remove. */
export function DocumentControlNotice() {
  return (
    <Alert
      // A standing notice, not an alert: screen readers should not interrupt with it.
      role="note"
      variant="light"
      color="navy"
      title="Document Control"
      icon={<IconShieldLock aria-hidden />}
    >
      <Text size="sm">
        Wingman keeps the file you upload only for a limited time, set by the privacy level in{' '}
        <Anchor component={Link} href="/profile" inherit>
          Profile &amp; Settings
        </Anchor>
        . Each card shows how long its file content has left; after that, the file and its text are
        removed automatically and the analysis stays, so you can still read it. You can remove a
        file, its analysis or both at any time. Read our{' '}
        <Anchor component={Link} href="/privacy" inherit>
          privacy policy
        </Anchor>{' '}
        to learn more.
      </Text>
    </Alert>
  );
}
