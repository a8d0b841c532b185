import { Anchor, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CrisisLineStrip } from './crisis-line';
import classes from './site-header.module.css';
import { WingmanLogo } from './wingman-logo';

/**
 * The signed-out header: the crisis line, the Wingman name, which leads home, and an optional
 * action.
 */
export function SiteHeader({ action }: { action?: ReactNode }) {
  return (
    <header className={classes.header}>
      <CrisisLineStrip />
      <Container size="lg" className={classes.inner}>
        <Anchor component={Link} href="/" className={classes.brand} underline="never">
          <WingmanLogo size={34} />
          <span>Wingman</span>
        </Anchor>
        {action && <Group gap="sm">{action}</Group>}
      </Container>
    </header>
  );
}
