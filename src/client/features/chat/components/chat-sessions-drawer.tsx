import { ActionIcon, Button, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconMessagePlus, IconPencil, IconTrash } from '@tabler/icons-react';
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
  onRename: (session: ChatSession) => void;
  onDelete: (session: ChatSession) => void;
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
  onRename,
  onDelete,
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
            sessions.map((session) => {
              const title = session.title || 'Untitled Chat';
              return (
                <Group key={session.id} gap={4} wrap="nowrap">
                  <NavLink
                    component="button"
                    label={title}
                    description={`Updated ${formatDate(session.updatedAt)}`}
                    active={session.id === currentId}
                    aria-current={session.id === currentId ? 'page' : undefined}
                    onClick={() => onSelect(session.id)}
                    style={{ flex: 1, minWidth: 0 }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="navy"
                    aria-label={`Rename ${title}`}
                    onClick={() => onRename(session)}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    aria-label={`Delete ${title}`}
                    onClick={() => onDelete(session)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })
          )}
        </nav>
      </Stack>
    </Drawer>
  );
}
