import { Alert, Badge, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { spineSegmentLabels, type Guidance } from '../../../../contracts/disabilities';
import { RuleCheckNote } from '../../../components/rule-check-note';
import { CodeChoice } from './code-choice';
import classes from './guidance-dialog.module.css';
import { disclaimers } from '../../../lib/disclaimers';

type GuidanceDialogProps = {
  opened: boolean;
  /** The disability's name as the veteran entered it, with its side. */
  name: string;
  guidance: Guidance | null;
  onClose: () => void;
  /** Saves the diagnostic code the veteran chose among the ones their name may mean. */
  onChooseCode: (diagnosticCode: string) => void;
  /** The code being saved, while it is. */
  savingCode: string | null;
};

/** Spec §2: upgrade guidance for one disability, opened once it has loaded. */
export function GuidanceDialog({
  opened,
  name,
  guidance,
  onClose,
  onChooseCode,
  savingCode,
}: GuidanceDialogProps) {
  return (
    <Modal
      opened={opened && guidance !== null}
      onClose={onClose}
      title={`Upgrade Guidance: ${name}`}
      size="56rem"
      classNames={{ inner: classes.inner, content: classes.content, title: classes.title }}
    >
      {guidance && (
        <Stack gap="xl">
          {guidance.codeChoices.length > 0 && (
            <CodeChoice
              name={guidance.disabilityName}
              choices={guidance.codeChoices}
              onChoose={onChooseCode}
              saving={savingCode}
            />
          )}
          <GuidanceBody guidance={guidance} />
        </Stack>
      )}
    </Modal>
  );
}

/** Which part of the spine the levels below are for, or how to see only its own. */
function SpinePartNote({ segment }: { segment: NonNullable<Guidance['spineSegment']> }) {
  return (
    <Text size="sm" mt={4}>
      {segment === 'not-chosen'
        ? 'These levels cover both the neck and the mid or low back. To see only the levels of yours, edit this disability and choose which part of the spine VA rates.'
        : `Levels for the ${spineSegmentLabels[segment].toLowerCase()}.`}
    </Text>
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
    <Stack gap="xl">
      <div>
        <Text c="dimmed">
          {guidance.conditionName
            ? "Built from VA's rating schedule for your condition"
            : 'General guidance for asking VA for a higher rating'}
        </Text>
        {ratedUnder.length > 0 && (
          <Text size="sm" c="dimmed">
            {ratedUnder.join(' · ')}
          </Text>
        )}
        {guidance.codeFromName && guidance.conditionName && (
          <Text size="sm" mt={4}>
            Found from the name you gave it. If your decision letter lists another diagnostic code,
            edit this disability to use that one.
          </Text>
        )}
        {guidance.spineSegment && <SpinePartNote segment={guidance.spineSegment} />}
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
        <Stack gap="sm">
          <Paragraphs text={guidance.overview} />
          {guidance.nextPercentage !== null && guidance.keyFindings.length > 0 && (
            <div className={classes.findings} data-testid="key-findings">
              <Text size="sm" fw={700} mb={4}>
                What decides the {guidance.nextPercentage}% level
              </Text>
              <List size="sm" spacing={4}>
                {guidance.keyFindings.map((finding, index) => (
                  <List.Item key={index}>{finding}</List.Item>
                ))}
              </List>
            </div>
          )}
          {guidance.ruleCheck && <RuleCheckNote check={guidance.ruleCheck} />}
        </Stack>
      </GuidanceSection>

      <GuidanceSection title="Rating Levels & Requirements">
        {levels.length === 0 ? (
          <Text size="sm">
            No levels to show yet. Ask Wingman about the diagnostic code on your decision letter to
            go through its levels.
          </Text>
        ) : (
          <ul className={classes.levels}>
            {levels.map(([percentage, criteria]) => (
              <LevelCard
                key={percentage}
                percentage={Number(percentage)}
                criteria={criteria}
                current={Number(percentage) === guidance.currentPercentage}
                next={Number(percentage) === guidance.nextPercentage}
              />
            ))}
          </ul>
        )}
        {guidance.goodToKnow.length > 0 && (
          <div className={classes.goodToKnow}>
            <Text size="sm" fw={700} mb={4}>
              Good to know
            </Text>
            <List size="sm" spacing={4}>
              {guidance.goodToKnow.map((note, index) => (
                <List.Item key={index}>{note}</List.Item>
              ))}
            </List>
          </div>
        )}
      </GuidanceSection>

      <GuidanceSection title="Required Forms">
        <List size="sm" spacing="xs">
          {guidance.requiredForms.map((form) => (
            <List.Item key={form.number}>
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
          <Stack gap="sm">
            <Paragraphs text={guidance.upgradeGuidance} />
          </Stack>
        </GuidanceSection>
      )}

      <Stack gap={4}>
        {guidance.sources.length > 0 && (
          <details className={classes.sources}>
            <summary>Sources ({guidance.sources.length})</summary>
            <Text size="xs" c="dimmed" mt={4}>
              {guidance.sources.join('; ')}
            </Text>
          </details>
        )}
        <Text size="xs" c="dimmed">
          {disclaimers.guidance}
        </Text>
      </Stack>
    </Stack>
  );
}

type LevelCardProps = { percentage: number; criteria: string; current: boolean; next: boolean };

function LevelCard({ percentage, criteria, current, next }: LevelCardProps) {
  return (
    <li>
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
          {next && (
            <Badge color="navy.7" variant="outline">
              Next level
            </Badge>
          )}
        </Group>
        <Text size="sm">{criteria}</Text>
      </Paper>
    </li>
  );
}

/** Text the server writes as paragraphs separated by a blank line. */
function Paragraphs({ text }: { text: string }) {
  return text.split('\n\n').map((paragraph, index) => (
    <Text size="sm" key={index}>
      {paragraph}
    </Text>
  ));
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
      <List size="sm" spacing="xs">
        {items.map((item, index) => (
          <List.Item key={index}>{item}</List.Item>
        ))}
      </List>
    </GuidanceSection>
  );
}
