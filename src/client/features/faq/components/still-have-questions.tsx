import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { supportEmail } from '../../../lib/support-email';
import { whoAnswers } from '../../../lib/who-answers';

/** The FAQ's last word: ask Wingman about your own situation, know who answers, or write to us. */
export function StillHaveQuestions() {
  const titleId = useId();
  const email = supportEmail();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h3" id={titleId}>
          Still have questions?
        </Title>
        <Text>
          Ask Wingman about your own situation: your conditions, your documents, your deadlines.
        </Text>
        <Button component={Link} href="/" leftSection={<IconMessageCircle size={18} aria-hidden />}>
          Ask Wingman
        </Button>
        <Title order={3} fz="md" mt="xs">
          {whoAnswers.title}
        </Title>
        {whoAnswers.help.map((paragraph) => (
          <Text key={paragraph} size="sm">
            {paragraph}
          </Text>
        ))}
        {email && (
          <Text size="sm">
            For help with your account, write to us at{' '}
            <Anchor href={`mailto:${email}`} inherit>
              {email}
            </Anchor>
            .
          </Text>
        )}
      </Stack>
    </Card>
  );
}
