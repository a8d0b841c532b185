import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { supportEmail } from '../lib/support-email';
import { CrisisLineNote } from './crisis-line';
import classes from './site-footer.module.css';
import { WingmanLogo } from './wingman-logo';
import { disclaimers } from '../lib/disclaimers';

/** The signed-out footer: policy and support links and what Wingman is not. */
export function SiteFooter() {
  const email = supportEmail();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Stack gap="lg">
          <Group justify="space-between" align="center" gap="md">
            <Group gap="xs" className={classes.brand}>
              <WingmanLogo size={26} onDark />
              <span>Wingman</span>
            </Group>
            <nav aria-label="Footer">
              <Group gap="lg">
                <Anchor component={Link} href="/privacy" className={classes.link}>
                  Privacy Policy
                </Anchor>
                {email && (
                  <Anchor href={`mailto:${email}`} className={classes.link}>
                    Contact Support
                  </Anchor>
                )}
              </Group>
            </nav>
          </Group>
          <Text size="sm" className={classes.disclaimer}>
            {disclaimers.footer}
            {email && (
              <>
                {' '}
                Support:{' '}
                <Anchor href={`mailto:${email}`} className={classes.link} inherit>
                  {email}
                </Anchor>
              </>
            )}
          </Text>
          <CrisisLineNote className={classes.disclaimer} linkClassName={classes.link} />
          <Text size="xs" className={classes.muted}>
            © {new Date().getFullYear()} Wingman
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
