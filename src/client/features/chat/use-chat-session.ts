import { useEffect, useState } from 'react';
import type { ChatMode, ChatSession } from '../../../contracts/chat';
import { LOAD_CHAT_SESSION_KEY } from '../../lib/chat-handoff';
import { showFailureToast } from '../../lib/toast';
import { useCreateChatSession } from './api/create-chat-session';
import { useChatSessions } from '../../lib/api/get-chat-sessions';
import { clearHint, readHint } from './handoff-hints';

const reportCreateFailure = () =>
  showFailureToast('Error', 'Failed to create chat session. Please try again.');

/**
 * On opening, the session My Claims asked for, else the first one, else a blank chat that is
 * not stored yet: a chat is created with its first message, so opening a screen leaves no empty
 * "New Chat" in the history. "New Chat" opens such a blank chat too.
 */
export function useChatSession() {
  const sessions = useChatSessions();
  const create = useCreateChatSession();
  const [chosenId, setChosenId] = useState<string | null>(null);
  // A blank chat is open: nothing is stored until its first message is sent.
  const [blank, setBlank] = useState(false);
  // Read once on opening; the hint is then spent.
  const [wanted] = useState(() => readHint(LOAD_CHAT_SESSION_KEY));

  useEffect(() => clearHint(LOAD_CHAT_SESSION_KEY), []);

  const list = sessions.data ?? [];
  // A chosen chat that was deleted gives way to the one the list offers.
  const chosen = list.find((session) => session.id === chosenId);
  const opened = list.find((session) => session.id === wanted) ?? list[0];
  const sessionId = blank ? null : (chosen?.id ?? opened?.id ?? null);

  const select = (id: string) => {
    setBlank(false);
    setChosenId(id);
  };

  const startNew = () => {
    setBlank(true);
    setChosenId(null);
  };

  /**
   * Spec §4: sending with no current session uses the first session or creates one, in the mode
   * the veteran chose for it (else the profile's default).
   */
  const ensureSession = async (mode?: ChatMode): Promise<string> => {
    if (sessionId) {
      // Held from now on, so a reordered list does not switch the chat under the veteran.
      setChosenId(sessionId);
      return sessionId;
    }
    try {
      const session: ChatSession = await create.mutateAsync(mode);
      select(session.id);
      return session.id;
    } catch (error) {
      reportCreateFailure();
      throw error;
    }
  };

  return {
    sessions,
    sessionId,
    /** The open chat as stored; undefined for a blank chat. */
    session: sessionId ? list.find((session) => session.id === sessionId) : undefined,
    select,
    startNew,
    creating: create.isPending,
    ensureSession,
  };
}
