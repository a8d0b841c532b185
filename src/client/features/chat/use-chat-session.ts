import { useEffect, useRef, useState } from 'react';
import type { ChatSession } from '../../../contracts/chat';
import { LOAD_CHAT_SESSION_KEY } from '../../lib/chat-handoff';
import { showFailureToast } from '../../lib/toast';
import { useCreateChatSession } from './api/create-chat-session';
import { useChatSessions } from '../../lib/api/get-chat-sessions';
import { clearHint, readHint } from './handoff-hints';

const reportCreateFailure = () =>
  showFailureToast('Error', 'Failed to create chat session. Please try again.');

/**
 * Spec §4: on opening, the session My Claims asked for, else the first one, else a new
 * "New Chat". Also starts new chats and makes sure a send has a session to go to.
 */
export function useChatSession() {
  const sessions = useChatSessions();
  const create = useCreateChatSession();
  const [chosenId, setChosenId] = useState<string | null>(null);
  // Read once on opening; the hint is then spent.
  const [wanted] = useState(() => readHint(LOAD_CHAT_SESSION_KEY));
  // A new chat is made once for each empty list the server sends (on opening, or after the
  // last chat is deleted), though StrictMode runs effects twice.
  const createdForList = useRef<number | null>(null);
  const { mutate: createSession } = create;

  useEffect(() => clearHint(LOAD_CHAT_SESSION_KEY), []);

  useEffect(() => {
    if (sessions.data?.length !== 0 || createdForList.current === sessions.dataUpdatedAt) return;
    createdForList.current = sessions.dataUpdatedAt;
    createSession(undefined, {
      onSuccess: (session) => setChosenId(session.id),
      onError: reportCreateFailure,
    });
  }, [sessions.data, sessions.dataUpdatedAt, createSession]);

  const list = sessions.data ?? [];
  // A chosen chat that was deleted gives way to the one the list offers.
  const chosen = list.find((session) => session.id === chosenId);
  const opened = list.find((session) => session.id === wanted) ?? list[0];
  const sessionId = chosen?.id ?? opened?.id ?? null;

  const startNew = () =>
    create.mutate(undefined, {
      onSuccess: (session) => setChosenId(session.id),
      onError: reportCreateFailure,
    });

  /** Spec §4: sending with no current session uses the first session or creates one. */
  const ensureSession = async (): Promise<string> => {
    if (sessionId) {
      // Held from now on, so a reordered list does not switch the chat under the veteran.
      setChosenId(sessionId);
      return sessionId;
    }
    try {
      const session: ChatSession = await create.mutateAsync();
      setChosenId(session.id);
      return session.id;
    } catch (error) {
      reportCreateFailure();
      throw error;
    }
  };

  return {
    sessions,
    sessionId,
    select: setChosenId,
    startNew,
    creating: create.isPending,
    ensureSession,
  };
}
