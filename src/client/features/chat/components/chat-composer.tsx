import { ActionIcon, Button, Group, Textarea } from '@mantine/core';
import { IconPaperclip, IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import type { KeyboardEvent, Ref } from 'react';
import { MAX_MESSAGE_LENGTH } from '../../../../contracts/chat';

type ChatComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  onAttach: () => void;
  /** A pointer or focus on the attach button: a hint to fetch the picker before the click. */
  onAttachIntent?: () => void;
  /** A message is on its way; Send waits and Stop shows while it streams. */
  sending: boolean;
  inputRef: Ref<HTMLTextAreaElement>;
};

/** Spec §2: Enter sends, Shift+Enter starts a new line, and the box grows up to 128 px. */
export function ChatComposer({
  value,
  onChange,
  onSend,
  onStop,
  onAttach,
  onAttachIntent,
  sending,
  inputRef,
}: ChatComposerProps) {
  const canSend = value.trim().length > 0 && !sending;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an IME is composing, Enter picks a character rather than sending.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <ActionIcon
        variant="default"
        size={42}
        radius="md"
        aria-label="Attach documents"
        onClick={onAttach}
        onPointerEnter={onAttachIntent}
        onFocus={onAttachIntent}
      >
        <IconPaperclip size={20} aria-hidden />
      </ActionIcon>
      <Textarea
        ref={inputRef}
        flex={1}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        aria-label="Message Wingman"
        placeholder="Ask Wingman about your VA claim..."
        autosize
        minRows={1}
        maxRows={5}
        maxLength={MAX_MESSAGE_LENGTH}
        styles={{ input: { maxHeight: 128 } }}
      />
      {sending ? (
        <Button
          color="red.8"
          h={42}
          leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
          onClick={onStop}
        >
          Stop
        </Button>
      ) : (
        <Button
          h={42}
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={onSend}
          disabled={!canSend}
        >
          Send
        </Button>
      )}
    </Group>
  );
}
