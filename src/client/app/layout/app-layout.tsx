import { ActionIcon, Anchor } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../contracts/auth';
import { CrisisLineStrip } from '../../components/crisis-line';
import { WingmanLogo } from '../../components/wingman-logo';
import classes from './app-layout.module.css';
import { NavigationDrawer } from './navigation-drawer';
import { DeadlineReminderBanner } from '../../features/reminders/components/deadline-reminder-banner';
import { VerifyEmailBanner } from './verify-email-banner';

type AppLayoutProps = { user: User; children: ReactNode };

/**
 * The signed-in frame: a header with the crisis line, the menu button and the Wingman title,
 * then the page.
 */
export function AppLayout({ user, children }: AppLayoutProps) {
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <CrisisLineStrip />
        <div className={classes.bar}>
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
        </div>
      </header>
      <NavigationDrawer user={user} opened={drawerOpened} onClose={drawer.close} />
      {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
      <DeadlineReminderBanner />
      <main className={classes.main}>{children}</main>
    </div>
  );
}
