import { ActionIcon, Anchor, useMantineTheme } from '@mantine/core';
import { useDisclosure, useElementSize, useMediaQuery } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../contracts/auth';
import { CrisisLineStrip } from '../../components/crisis-line';
import { WingmanLogo } from '../../components/wingman-logo';
import classes from './app-layout.module.css';
import { NavigationDrawer } from './navigation-drawer';
import { AccountFooter, NavigationLinks } from './navigation-menu';
import { DeadlineReminderBanner } from '../../features/reminders/components/deadline-reminder-banner';
import { VerifyEmailBanner } from './verify-email-banner';

type AppLayoutProps = { user: User; children: ReactNode };

/** The header's full height, border included: where the side navigation starts. */
const BORDER_BOX = { box: 'border-box' } as const;

/**
 * The signed-in frame: a header with the crisis line and the Wingman title, then the page.
 * A wide screen keeps the navigation beside the page; a narrow one opens it from a menu button.
 */
export function AppLayout({ user, children }: AppLayoutProps) {
  const theme = useMantineTheme();
  // Read at once, not after a first render, so a desktop never flashes the menu button.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, false, {
    getInitialValueInEffect: false,
  });
  const [drawerOpened, { open: openDrawer, close: closeDrawer }] = useDisclosure(false);
  const { ref: headerRef, height: headerHeight } = useElementSize(BORDER_BOX);
  // A phone turned sideways (or a window widened) has the side navigation: no drawer over it.
  useEffect(() => {
    if (wide) closeDrawer();
  }, [wide, closeDrawer]);

  const headerOffset = headerHeight > 0 ? { '--app-header-height': `${headerHeight}px` } : {};

  return (
    <div className={classes.shell} style={headerOffset as CSSProperties}>
      <header ref={headerRef} className={classes.header}>
        <a href="#main-content" className={classes.skipLink}>
          Skip to main content
        </a>
        <CrisisLineStrip />
        <div className={classes.bar} data-wide={wide || undefined}>
          {!wide && (
            <ActionIcon
              variant="subtle"
              color="navy"
              size="xl"
              aria-label="Open navigation"
              aria-expanded={drawerOpened}
              onClick={openDrawer}
            >
              <IconMenu2 size={24} aria-hidden />
            </ActionIcon>
          )}
          <Anchor component={Link} href="/" underline="never" className={classes.brand}>
            <WingmanLogo size={30} />
            <span>Wingman</span>
          </Anchor>
          {/* Balances the menu button so the title stays centred. */}
          {!wide && <span className={classes.balance} aria-hidden />}
        </div>
      </header>
      {!wide && <NavigationDrawer user={user} opened={drawerOpened} onClose={closeDrawer} />}
      <div className={classes.frame}>
        {wide && (
          <div className={classes.sideColumn}>
            <div className={classes.sideNavigation}>
              <NavigationLinks withDescriptions={false} />
              <AccountFooter user={user} />
            </div>
          </div>
        )}
        <div className={classes.page}>
          {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
          <DeadlineReminderBanner />
          <main id="main-content" tabIndex={-1} className={classes.main}>
            {children}
          </main>
        </div>
      </div>
    </div>
  );
}
