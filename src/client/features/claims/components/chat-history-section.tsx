import { Card, Group, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useId } from 'react';
import { useLocation } from 'wouter';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { LOAD_CHAT_SESSION_KEY, leaveChatHandoff } from '../../../lib/chat-handoff';
import { formatDate } from '../../../lib/format-date';
// The chat list is the chat screen's read; My Claims shows the same sessions.
import { useChatSessions } from '../../../lib/api/get-chat-sessions';

/** "Mar 14, 2026, 9:30 AM" on the veteran's own clock. */
const lastUpdated = (value: string) =>
  `${formatDate(value)}, ${new Date(value).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
  })}`;

/**
 * Spec §2 "Chat History": the veteran's conversations with Wingman; choosing one opens the
 * chat screen with it loaded (spec §4 hand-off).
 */
export function ChatHistorySection() {
  const titleId = useId();
  const sessions = useChatSessions();
  const [, navigate] = useLocation();

  const open = (id: string) => {
    leaveChatHandoff(LOAD_CHAT_SESSION_KEY, id);
    navigate('/');
  };

  let content;
  if (sessions.isPending) {
    content = (
      <Group justify="center" py="md" role="status">
        <Loader size="sm" color="navy" aria-hidden />
        <Text>Loading your chats</Text>
      </Group>
    );
  } else if (sessions.isError) {
    content = (
      <LoadFailed
        what="your chats"
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  } else if (sessions.data.length === 0) {
    content = (
      <EmptyState icon={<IconMessages size={28} />} title="No Saved Conversations Yet" order={3}>
        Your conversations with Wingman will appear here once you ask your first question.
      </EmptyState>
    );
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {sessions.data.map((session) => (
          <Card
            key={session.id}
            component="button"
            type="button"
            withBorder
            radius="lg"
            padding="md"
            ta="left"
            style={{ cursor: 'pointer' }}
            onClick={() => open(session.id)}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconMessages size={22} aria-hidden />
              <div style={{ minWidth: 0 }}>
                <Text fw={700} truncate>
                  {session.title.trim() || 'Untitled Chat'}
                </Text>
                <Text size="sm" c="dimmed">
                  Last updated {lastUpdated(session.updatedAt)}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <Title order={2} fz="h3" id={titleId} mb="md">
        Chat History
      </Title>
      {content}
    </section>
  );
}
