import {
  Button,
  Card,
  Container,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { SiteFooter } from '../../components/site-footer';
import { SiteHeader } from '../../components/site-header';
import { benefits, features, heroChecklist } from './landing-content';
import classes from './landing-page.module.css';

type LandingPageProps = {
  /** Opens sign-in for a returning veteran. */
  onSignIn: () => void;
  /** Opens sign-in on account creation for a new visitor. */
  onGetStarted: () => void;
  /** A pointer or focus on a sign-in button: a hint to fetch the dialog before the click. */
  onSignInIntent?: () => void;
};

export function LandingPage({ onSignIn, onGetStarted, onSignInIntent }: LandingPageProps) {
  useDocumentTitle('Wingman · Help preparing your VA disability claim');
  const intent = { onPointerEnter: onSignInIntent, onFocus: onSignInIntent };

  return (
    <>
      <SiteHeader
        action={
          <Button variant="outline" onClick={onSignIn} {...intent}>
            Sign In
          </Button>
        }
      />
      <main>
        <section className={classes.hero} aria-labelledby="hero-title">
          <Container size="lg" className={classes.heroInner}>
            <div className={classes.heroText}>
              <p className={classes.eyebrow}>TRUSTED AI SUPPORT FOR VA CLAIMS</p>
              <Title order={1} id="hero-title" className={classes.heroTitle}>
                Build a stronger VA disability claim, with Wingman at your side.
              </Title>
              <Text className={classes.heroLead}>
                Wingman helps veterans understand the claims process, organize their evidence and
                prepare every step of a disability compensation claim, in plain language.
              </Text>
              <div className={classes.heroActions}>
                <Button size="lg" color="gold.4" onClick={onGetStarted} {...intent}>
                  Get Started Free
                </Button>
                <Text size="sm" className={classes.heroNote}>
                  Free for veterans. Not affiliated with the VA.
                </Text>
              </div>
            </div>
            <Card radius="lg" padding="xl" className={classes.heroCard}>
              <Text fw={700} c="navy.9" mb="sm">
                With Wingman you can
              </Text>
              <List
                spacing="sm"
                icon={
                  <ThemeIcon color="gold.4" size={24} radius="xl" aria-hidden>
                    <IconCircleCheck size={16} />
                  </ThemeIcon>
                }
              >
                {heroChecklist.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Card>
          </Container>
        </section>

        <section className={classes.section} aria-labelledby="features-title">
          <Container size="lg">
            <Stack gap="xs" align="center" ta="center" mb={40}>
              <Title order={2} id="features-title">
                Everything you need to prepare your claim
              </Title>
              <Text c="dimmed" maw={640}>
                One place to ask questions, check your evidence and keep your claim moving.
              </Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
              {features.map(({ title, description, icon: FeatureIcon }, index) => (
                <Card
                  key={title}
                  component="article"
                  aria-labelledby={`feature-${index}`}
                  withBorder
                  radius="lg"
                  padding="lg"
                  className={classes.featureCard}
                >
                  <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                    <FeatureIcon size={26} />
                  </ThemeIcon>
                  <Title order={3} id={`feature-${index}`} mt="md" mb="xs">
                    {title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {description}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Container>
        </section>

        <section className={classes.sectionTinted} aria-labelledby="benefits-title">
          <Container size="lg">
            <Title order={2} id="benefits-title" ta="center" mb={40}>
              What You Get
            </Title>
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2, md: 3 }}
              spacing="lg"
              className={classes.benefitList}
            >
              {benefits.map(({ title, description }) => (
                <li key={title} className={classes.benefit}>
                  <ThemeIcon color="navy" size={32} radius="xl" aria-hidden>
                    <IconCircleCheck size={20} />
                  </ThemeIcon>
                  <div>
                    <Title order={3} fz="md">
                      {title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {description}
                    </Text>
                  </div>
                </li>
              ))}
            </SimpleGrid>
          </Container>
        </section>

        <section className={classes.callToAction} aria-labelledby="start-title">
          <Container size="md" ta="center">
            <Title order={2} id="start-title" className={classes.callToActionTitle}>
              Ready to start your claim?
            </Title>
            <Text className={classes.heroLead} mx="auto" maw={560} mb="xl">
              Create a free account in under a minute. Wingman will walk with you from your first
              question to a claim you feel good about filing.
            </Text>
            <Button size="lg" color="gold.4" onClick={onGetStarted} {...intent}>
              Start Your Claim Today
            </Button>
          </Container>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
