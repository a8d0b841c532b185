import { Badge, Group, Paper, Text } from '@mantine/core';
import { WingmanLogo } from '../../../components/wingman-logo';

/** Spec §2: what an empty chat shows — Wingman says hello and what it can help with. */
export function WelcomeCard({ firstName }: { firstName: string | null }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Welcome">
      <Group gap="sm" mb="sm">
        <WingmanLogo size={36} />
        <div>
          <Text fw={700}>Wingman</Text>
          <Badge variant="light" color="navy" size="sm">
            AI Assistant
          </Badge>
        </div>
      </Group>
      <Text>
        Hello{firstName ? `, ${firstName}` : ''}! I&apos;m Wingman. Ask me about VA disability
        claims: conditions and how they are rated, the evidence that helps, which forms to file,
        deadlines, or a buddy letter outline.
      </Text>
      <Text mt="xs">
        You can attach your documents with the paperclip button, and I will answer with them in
        mind.
      </Text>
    </Paper>
  );
}
