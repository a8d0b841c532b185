import { ActionIcon, Anchor } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../contracts/auth';
import { WingmanLogo } from '../../components/wingman-logo';
import classes from './app-layout.module.css';
import { NavigationDrawer } from './navigation-drawer';

type AppLayoutProps = { user: User; children: ReactNode };

/** The signed-in frame: a header with the menu button and the Wingman title, and the page. */
export function AppLayout({ user, children }: AppLayoutProps) {
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <ActionIcon
          variant="subtle"
          color="navy"
          size="xl"
          aria-label="Open navigation"
          aria-expanded={drawerOpened}
          onClick={drawer.open}
        >
          <IconMenu2 size={24} aria-hidden />
        </ActionIcon>
        <Anchor component={Link} href="/" underline="never" className={classes.brand}>
          <WingmanLogo size={30} />
          <span>Wingman</span>
        </Anchor>
        {/* Balances the menu button so the title stays centred. */}
        <span className={classes.balance} aria-hidden />
      </header>
      <NavigationDrawer user={user} opened={drawerOpened} onClose={drawer.close} />
      <main className={classes.main}>{children}</main>
    </div>
  );
}
