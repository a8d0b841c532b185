import { Card, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useId } from 'react';
import type { PromptsContent } from '../../../../contracts/help';

/** How to get better answers, whichever prompt the veteran starts from. */
export function ProTips({ tips }: { tips: PromptsContent['proTips'] }) {
  const titleId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h3" id={titleId} mb="sm">
        Pro Tips
      </Title>
      <List
        spacing="sm"
        icon={
          <ThemeIcon size={24} radius="xl" variant="light" color="navy" aria-hidden>
            <IconBulb size={16} />
          </ThemeIcon>
        }
      >
        {tips.map((tip) => (
          <List.Item key={tip.title}>
            <Text span fw={600}>
              {tip.title}:
            </Text>{' '}
            {tip.text}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
