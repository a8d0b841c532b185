import { Drawer, Group } from '@mantine/core';
import type { User } from '../../../contracts/auth';
import { WingmanLogo } from '../../components/wingman-logo';
import classes from './navigation-drawer.module.css';
import { AccountFooter, NavigationLinks } from './navigation-menu';

type NavigationDrawerProps = {
  user: User;
  opened: boolean;
  onClose: () => void;
};

/** Spec §2 navigation drawer: the way around on a screen too narrow for a side navigation. */
export function NavigationDrawer({ user, opened, onClose }: NavigationDrawerProps) {
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
      <div className={classes.links}>
        <NavigationLinks withDescriptions onNavigate={onClose} />
      </div>
      <AccountFooter user={user} />
    </Drawer>
  );
}
