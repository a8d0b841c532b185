import { Avatar, Button, Divider, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import type { User } from '../../../contracts/auth';
import { useLogout } from '../../features/auth/api/logout';
import { fullPageLoad } from '../../lib/full-page-load';
import { showFailureToast } from '../../lib/toast';
import { accountName, accountSubtitle, avatarInitial } from './account-summary';
import classes from './navigation-menu.module.css';
import {
  accountEntries,
  isCurrentEntry,
  mainEntries,
  type NavigationEntry,
} from './navigation-entries';

type NavigationLinksProps = {
  /** The drawer says what each screen is for; the side navigation keeps to the titles. */
  withDescriptions: boolean;
  onNavigate?: () => void;
};

/** Every screen, the current one marked, for the drawer and the side navigation alike. */
export function NavigationLinks({ withDescriptions, onNavigate }: NavigationLinksProps) {
  const [location] = useLocation();

  const entryLink = (entry: NavigationEntry) => {
    const current = isCurrentEntry(entry, location);
    const EntryIcon = entry.icon;
    return (
      <NavLink
        key={entry.path}
        component={Link}
        href={entry.path}
        label={entry.title}
        description={withDescriptions ? entry.description : undefined}
        leftSection={<EntryIcon size={20} stroke={1.7} aria-hidden />}
        active={current}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        className={classes.entry}
      />
    );
  };

  return (
    <nav aria-label="Main">
      <Stack gap={2}>{mainEntries.map(entryLink)}</Stack>
      <Divider my="sm" />
      <Stack gap={2}>{accountEntries.map(entryLink)}</Stack>
    </nav>
  );
}

/** Spec §2 drawer footer: who is signed in, and the way out. */
export function AccountFooter({ user }: { user: User }) {
  return (
    <div className={classes.footer}>
      <AccountSummary user={user} />
      <SignOutButton />
    </div>
  );
}

function AccountSummary({ user }: { user: User }) {
  const name = accountName(user);
  return (
    <Group gap="sm" wrap="nowrap" data-testid="drawer-account">
      <Avatar src={user.profileImageUrl} alt="" color="navy" radius="xl">
        {avatarInitial(user)}
      </Avatar>
      <div className={classes.account}>
        <Text fw={600} size="sm" truncate="end">
          {name}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {accountSubtitle(user)}
        </Text>
      </div>
    </Group>
  );
}

function SignOutButton() {
  const signOut = useLogout();
  // Stay busy after success too: the page is about to reload.
  const busy = signOut.isPending || signOut.isSuccess;

  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => fullPageLoad('/'),
      onError: () => showFailureToast('Logout failed', 'Please try again.'),
    });

  return (
    <Button
      variant="default"
      fullWidth
      mt="sm"
      leftSection={<IconLogout size={18} aria-hidden />}
      onClick={onSignOut}
      disabled={busy}
    >
      {busy ? 'Signing out...' : 'Sign Out'}
    </Button>
  );
}
