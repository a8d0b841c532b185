import { sendMessageResultSchema, type SendMessageResult } from '../../../../contracts/chat';
import { ApiRequestError } from '../../../lib/api-client';
import { localTimeZone } from '../../../lib/format-date';
import { readEventStream } from './read-event-stream';

export type SendMessageInput = {
  sessionId: string;
  content: string;
  attachedDocuments: string[];
  attachedDisabilities: string[];
};

type StreamOptions = {
  /** Each piece of the reply as it is produced. */
  onToken: (text: string) => void;
  signal?: AbortSignal;
};

/** The reply failed after the stream began: the veteran's message is stored, the reply is not whole. */
export class ChatStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

const tokenText = (data: string): string => {
  const parsed: unknown = JSON.parse(data);
  return typeof parsed === 'object' && parsed !== null && 'text' in parsed
    ? String(parsed.text)
    : '';
};

const errorText = (data: string): string => {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      return String(parsed.message);
    }
  } catch {
    // Not JSON: the text itself is the reason.
  }
  return data;
};

/**
 * POST /api/chat/message asking for a stream (spec §7, DESIGN §5): tokens are handed on as
 * they arrive and the stored messages come with the `done` event. Aborting the signal stops
 * the stream (the Stop button).
 */
export async function streamMessage(
  input: SendMessageInput,
  { onToken, signal }: StreamOptions,
): Promise<SendMessageResult> {
  const response = await fetch('/api/chat/message', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    // The veteran's own calendar day counts the deadlines, as on My Claims.
    body: JSON.stringify({ ...input, timeZone: localTimeZone() }),
    signal,
  });
  if (!response.ok || !response.body) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // A plain-text body stays as text.
    }
    throw new ApiRequestError(response.status, response.statusText, text, body);
  }
  try {
    for await (const { event, data } of readEventStream(response.body)) {
      if (event === 'token') onToken(tokenText(data));
      else if (event === 'done') return sendMessageResultSchema.parse(JSON.parse(data));
      else if (event === 'error') throw new ChatStreamError(errorText(data));
    }
  } catch (error) {
    // Once the stream has begun the message is stored, however the reply ends.
    if (error instanceof ChatStreamError || signal?.aborted) throw error;
    throw new ChatStreamError('The connection was lost before the answer finished.');
  }
  throw new ChatStreamError('The answer ended before it was complete.');
}
