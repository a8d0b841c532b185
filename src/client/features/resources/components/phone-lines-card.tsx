import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessage, IconPhone } from '@tabler/icons-react';
import { useId } from 'react';
import type { PhoneLine, ResourcesContent } from '../../../../contracts/help';
import { phoneHref } from '../phone-href';

/** How to reach a line: a tap on a phone calls or texts it, and the link says where it goes. */
function WaysToReach({ line }: { line: PhoneLine }) {
  const call = line.pressAfterCalling
    ? `Dial ${line.call} then press ${line.pressAfterCalling}`
    : `Call ${line.call}`;
  return (
    <Group gap="lg" wrap="wrap">
      <Anchor href={phoneHref('tel', line.call)} fw={600} aria-label={`${call}, ${line.name}`}>
        <Group gap={6} wrap="nowrap" component="span">
          <IconPhone size={18} aria-hidden />
          {call}
        </Group>
      </Anchor>
      {line.text && (
        <Anchor
          href={phoneHref('sms', line.text)}
          fw={600}
          aria-label={`Text ${line.text}, ${line.name}`}
        >
          <Group gap={6} wrap="nowrap" component="span">
            <IconMessage size={18} aria-hidden />
            Text {line.text}
          </Group>
        </Anchor>
      )}
    </Group>
  );
}

/** Spec §2 Resources: the three lines a veteran can call, the crisis line first. */
export function PhoneLinesCard({ contact }: { contact: ResourcesContent['contact'] }) {
  const titleId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h3" id={titleId}>
        {contact.title}
      </Title>
      <Text mt={4} mb="md" c="dimmed">
        {contact.intro}
      </Text>
      <Stack gap="lg">
        {contact.lines.map((line) => (
          <div key={line.id}>
            <Title order={3} fz="lg">
              {line.name}
            </Title>
            <Text mt={2} mb="xs">
              {line.description}
            </Text>
            <WaysToReach line={line} />
          </div>
        ))}
      </Stack>
    </Card>
  );
}
