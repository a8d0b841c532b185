import { describe, expect, it } from 'vitest';
import { readEventStream, type StreamEvent } from './read-event-stream';

/** A body that delivers these exact chunks, as a network might split them. */
const bodyOf = (...chunks: (string | Uint8Array)[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const chunk of chunks) {
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      }
      controller.close();
    },
  });

const collect = async (body: ReadableStream<Uint8Array>) => {
  const events: StreamEvent[] = [];
  for await (const event of readEventStream(body)) events.push(event);
  return events;
};

describe('reading a server-sent event stream', () => {
  it('names each event and keeps its data', async () => {
    const events = await collect(
      bodyOf('event: token\ndata: {"text":"Hi"}\n\nevent: done\ndata: {}\n\n'),
    );
    expect(events).toEqual([
      { event: 'token', data: '{"text":"Hi"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('joins an event split across chunks, even inside a character', async () => {
    const bytes = new TextEncoder().encode('event: token\ndata: {"text":"café"}\n\n');
    const split = bytes.length - 5; // inside the two bytes of "é"
    const events = await collect(
      bodyOf(bytes.slice(0, 7), bytes.slice(7, split), bytes.slice(split)),
    );
    expect(events).toEqual([{ event: 'token', data: '{"text":"café"}' }]);
  });

  it('reads CRLF line ends, several data lines, comments, and a last event without a blank line', async () => {
    const events = await collect(
      bodyOf(
        ': keep-alive\r\n\r\ndata: one\r\ndata: two\r\n\r\nevent: error\ndata: {"message":"x"}',
      ),
    );
    expect(events).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'error', data: '{"message":"x"}' },
    ]);
  });
});
