import { Alert, Badge, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Guidance } from '../../../../contracts/disabilities';
import classes from './guidance-dialog.module.css';

type GuidanceDialogProps = {
  opened: boolean;
  /** The disability's name as the veteran entered it. */
  name: string;
  guidance: Guidance | null;
  onClose: () => void;
};

/** Spec §2: upgrade guidance for one disability, opened once it has loaded. */
export function GuidanceDialog({ opened, name, guidance, onClose }: GuidanceDialogProps) {
  return (
    <Modal
      opened={opened && guidance !== null}
      onClose={onClose}
      title={`Upgrade Guidance: ${name}`}
      size="56rem"
      classNames={{ content: classes.content }}
    >
      {guidance && <GuidanceBody guidance={guidance} />}
    </Modal>
  );
}

function GuidanceBody({ guidance }: { guidance: Guidance }) {
  const levels = Object.entries(guidance.percentageLevels).sort(
    ([first], [second]) => Number(first) - Number(second),
  );
  const ratedUnder = [
    guidance.conditionName,
    guidance.diagnosticCode && `diagnostic code ${guidance.diagnosticCode}`,
    guidance.cfrSection,
  ].filter(Boolean);

  return (
    <Stack gap="lg">
      <div>
        <Text c="dimmed">AI-powered guidance for increasing your disability rating</Text>
        <Text size="sm" c="dimmed">
          Guidance built from VA&apos;s rating criteria
          {ratedUnder.length > 0 && `: ${ratedUnder.join(', ')}`}.
        </Text>
      </div>

      {guidance.optimizationAlert && (
        <Alert
          title="Rating optimization alert"
          icon={<IconBulb aria-hidden />}
          classNames={{ root: classes.alert, title: classes.alertTitle }}
        >
          <Text size="sm">{guidance.optimizationAlert}</Text>
        </Alert>
      )}

      <GuidanceSection title="Overview">
        <Text size="sm">{guidance.overview}</Text>
      </GuidanceSection>

      <GuidanceSection title="Rating Levels & Requirements">
        {levels.length === 0 ? (
          <Text size="sm">
            We do not have VA&apos;s criteria for this condition yet. Your decision letter names the
            diagnostic code it was rated under; Wingman can explain that code&apos;s levels.
          </Text>
        ) : (
          <ul className={classes.levels}>
            {levels.map(([percentage, criteria]) => {
              const current = Number(percentage) === guidance.currentPercentage;
              return (
                <li key={percentage}>
                  <Paper
                    withBorder
                    p="sm"
                    radius="md"
                    className={classes.level}
                    data-current={current || undefined}
                    aria-current={current ? 'true' : undefined}
                  >
                    <Group gap="xs" mb={4}>
                      <Text fw={700}>{percentage}%</Text>
                      {current && (
                        <Badge color="navy.7" variant="filled">
                          Current
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm">{criteria}</Text>
                  </Paper>
                </li>
              );
            })}
          </ul>
        )}
      </GuidanceSection>

      <GuidanceSection title="Required Forms">
        <List size="sm" spacing={6}>
          {guidance.requiredForms.map((form, index) => (
            <List.Item key={index}>
              <Text size="sm" fw={600} span>
                VA Form {form.number} — {form.title}
              </Text>
              <Text size="sm">{form.purpose}</Text>
            </List.Item>
          ))}
        </List>
      </GuidanceSection>

      <BulletSection title="Documentation Needed" items={guidance.documentationNeeded} />
      <BulletSection title="Buddy Letter Tips" items={guidance.buddyLetterTips} />
      <BulletSection title="Doctor Guidance" items={guidance.doctorGuidance} />

      {guidance.upgradeGuidance && (
        <GuidanceSection title="Upgrade Strategy">
          <Text size="sm">{guidance.upgradeGuidance}</Text>
        </GuidanceSection>
      )}

      <Stack gap={4}>
        {guidance.sources.length > 0 && (
          <Text size="xs" c="dimmed">
            Sources: {guidance.sources.join('; ')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Educational information only, not medical or legal advice. Wingman is not affiliated with
          VA, and VA decides every rating from the evidence in your file.
        </Text>
      </Stack>
    </Stack>
  );
}

function GuidanceSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={3} fz="lg" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

function BulletSection({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <GuidanceSection title={title}>
      <List size="sm" spacing={6}>
        {items.map((item, index) => (
          <List.Item key={index}>{item}</List.Item>
        ))}
      </List>
    </GuidanceSection>
  );
}
