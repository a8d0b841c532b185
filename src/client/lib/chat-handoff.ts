/**
 * Spec §4 "Hand-offs via browser storage": another screen leaves a hint for the chat screen
 * under one of these keys and goes to /; the chat screen reads it, acts on it and clears it.
 */
export const AUTO_ATTACH_DISABILITY_KEY = 'wingman.autoAttachDisabilityId';
export const AUTO_ATTACH_DOCUMENT_KEY = 'wingman.autoAttachDocumentId';
export const AUTO_FILL_MESSAGE_KEY = 'wingman.autoFillMessage';
export const LOAD_CHAT_SESSION_KEY = 'wingman.loadChatSessionId';

export type ChatHandoffKey =
  | typeof AUTO_ATTACH_DISABILITY_KEY
  | typeof AUTO_ATTACH_DOCUMENT_KEY
  | typeof AUTO_FILL_MESSAGE_KEY
  | typeof LOAD_CHAT_SESSION_KEY;

/**
 * Leaves a hint for the chat screen. Storage can be switched off or full (private windows);
 * the veteran still reaches the chat, just without the hint, so a failure is not an error.
 */
export function leaveChatHandoff(key: ChatHandoffKey, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
