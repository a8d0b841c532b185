import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { supportEmail } from '../lib/support-email';
import classes from './site-footer.module.css';
import { WingmanLogo } from './wingman-logo';

/** The signed-out footer: policy and support links and what Wingman is not. */
export function SiteFooter() {
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
                <Anchor href={`mailto:${supportEmail()}`} className={classes.link}>
                  Contact Support
                </Anchor>
              </Group>
            </nav>
          </Group>
          <Text size="sm" className={classes.disclaimer}>
            Wingman is not affiliated with, endorsed by, or acting for the U.S. Department of
            Veterans Affairs. It offers educational information only, is not legal or medical
            advice, does not guarantee the outcome of any claim, and does not store official VA
            records. Support:{' '}
            <Anchor href={`mailto:${supportEmail()}`} className={classes.link} inherit>
              {supportEmail()}
            </Anchor>
          </Text>
          <CrisisLineNote />
          <Text size="xs" className={classes.muted}>
            © {new Date().getFullYear()} Wingman
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}

/** Veterans Crisis Line, always reachable from the public pages. */
function CrisisLineNote() {
  return (
    <Text size="sm" className={classes.disclaimer}>
      <strong>In crisis or worried about a fellow veteran?</strong> Contact the Veterans Crisis
      Line, free and confidential, 24/7: dial{' '}
      <Anchor href="tel:988" className={classes.link} inherit>
        988 then press 1
      </Anchor>
      , text{' '}
      <Anchor href="sms:838255" className={classes.link} inherit>
        838255
      </Anchor>
      , or chat at{' '}
      <Anchor
        href="https://www.veteranscrisisline.net/"
        target="_blank"
        rel="noopener noreferrer"
        className={classes.link}
        inherit
      >
        VeteransCrisisLine.net
      </Anchor>
      .
    </Text>
  );
}
