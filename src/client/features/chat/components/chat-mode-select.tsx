import { NativeSelect } from '@mantine/core';
import type { ChatMode } from '../../../../contracts/chat';
import { chatModeOptions } from '../../../lib/chat-mode-options';

type ChatModeSelectProps = {
  value: ChatMode;
  onChange: (mode: ChatMode) => void;
  disabled: boolean;
};

const options = chatModeOptions.map(({ value, label }) => ({ value, label }));
const isMode = (value: string): value is ChatMode =>
  chatModeOptions.some((option) => option.value === value);

/** The mode this chat answers in; a new chat starts in the one chosen on Profile & Settings. */
export function ChatModeSelect({ value, onChange, disabled }: ChatModeSelectProps) {
  const description = chatModeOptions.find((option) => option.value === value)?.description;
  return (
    <NativeSelect
      size="xs"
      label="Chat mode"
      aria-description={description}
      title={description}
      data={options}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (isMode(chosen)) onChange(chosen);
      }}
      styles={{
        root: { display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' },
        label: { whiteSpace: 'nowrap' },
      }}
    />
  );
}
