import {
  AUTO_ATTACH_DISABILITY_KEY,
  AUTO_ATTACH_DOCUMENT_KEY,
  AUTO_FILL_MESSAGE_KEY,
  type ChatHandoffKey,
} from '../../lib/chat-handoff';

// Storage can be switched off (private windows): then there is simply no hint to act on.

/** The hint another screen left for the chat screen, if any. */
export function readHint(key: ChatHandoffKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function clearHint(key: ChatHandoffKey) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored that could be acted on twice.
  }
}

/** Spec §4: after a successful send the auto-attach and auto-fill hints are gone. */
export function clearSendHints() {
  for (const key of [AUTO_ATTACH_DOCUMENT_KEY, AUTO_ATTACH_DISABILITY_KEY, AUTO_FILL_MESSAGE_KEY]) {
    clearHint(key as ChatHandoffKey);
  }
}
