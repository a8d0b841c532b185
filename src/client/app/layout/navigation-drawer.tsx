import { Avatar, Button, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import type { User } from '../../../contracts/auth';
import { WingmanLogo } from '../../components/wingman-logo';
import { useLogout } from '../../features/auth/api/logout';
import { fullPageLoad } from '../../lib/full-page-load';
import { showFailureToast } from '../../lib/toast';
import { accountName, accountSubtitle, avatarInitial } from './account-summary';
import classes from './navigation-drawer.module.css';
import {
  accountEntries,
  isCurrentEntry,
  mainEntries,
  type NavigationEntry,
} from './navigation-entries';

type NavigationDrawerProps = {
  user: User;
  opened: boolean;
  onClose: () => void;
};

export function NavigationDrawer({ user, opened, onClose }: NavigationDrawerProps) {
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
        description={entry.description}
        leftSection={<EntryIcon size={20} stroke={1.7} aria-hidden />}
        active={current}
        aria-current={current ? 'page' : undefined}
        onClick={onClose}
        className={classes.entry}
      />
    );
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="20rem"
      padding="md"
      title={
        <Group gap="xs" className={classes.title}>
          <WingmanLogo size={28} />
          <span>Wingman</span>
        </Group>
      }
      classNames={{ body: classes.body, content: classes.content }}
    >
      <nav aria-label="Main" className={classes.nav}>
        <Stack gap={2}>{mainEntries.map(entryLink)}</Stack>
        <Divider my="sm" />
        <Stack gap={2}>{accountEntries.map(entryLink)}</Stack>
      </nav>
      <div className={classes.footer}>
        <AccountSummary user={user} />
        <SignOutButton />
      </div>
    </Drawer>
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
