import { Button, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import type { ChatSession } from '../../../../contracts/chat';
import { formatDate } from '../../../lib/format-date';

type ChatSessionsDrawerProps = {
  opened: boolean;
  sessions: readonly ChatSession[];
  currentId: string | null;
  creating: boolean;
  onClose: () => void;
  onSelect: (id: string) => void;
  onNew: () => void;
};

/** The veteran's chats, newest first, with a way to start another. */
export function ChatSessionsDrawer({
  opened,
  sessions,
  currentId,
  creating,
  onClose,
  onSelect,
  onNew,
}: ChatSessionsDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Your Chats" position="right" size="20rem">
      <Stack gap="sm">
        <Button
          leftSection={<IconMessagePlus size={18} aria-hidden />}
          onClick={onNew}
          disabled={creating}
        >
          New Chat
        </Button>
        <nav aria-label="Your chats">
          {sessions.length === 0 ? (
            <Text c="dimmed">No chats yet.</Text>
          ) : (
            sessions.map((session) => (
              <NavLink
                key={session.id}
                component="button"
                label={session.title || 'Untitled Chat'}
                description={`Updated ${formatDate(session.updatedAt)}`}
                active={session.id === currentId}
                aria-current={session.id === currentId ? 'page' : undefined}
                onClick={() => onSelect(session.id)}
              />
            ))
          )}
        </nav>
      </Stack>
    </Drawer>
  );
}
