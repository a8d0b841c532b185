import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ResourceLink } from '../../../../contracts/help';

/** One outside site: what it is, what kind of site, and a way there in a new tab. */
export function ResourceCard({ link }: { link: ResourceLink }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={link.name} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {link.name}
          </Title>
          <Badge variant="light" color="navy" style={{ flexShrink: 0 }}>
            {link.type}
          </Badge>
        </Group>
        <Text>{link.description}</Text>
        <Button
          component="a"
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          mt="auto"
          rightSection={<IconExternalLink size={18} aria-hidden />}
          aria-label={`Visit Resource: ${link.name} (opens in a new tab)`}
        >
          Visit Resource
        </Button>
      </Stack>
    </Card>
  );
}
