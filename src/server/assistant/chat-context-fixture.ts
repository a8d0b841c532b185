import type { ChatContext } from './assistant';

/** For tests: a first question in a new chat on 2026-11-23, with nothing attached or recorded. */
export const chatContext = (question: string, more: Partial<ChatContext> = {}): ChatContext => ({
  question,
  history: [],
  today: '2026-11-23',
  personality: 'professional',
  mode: 'general',
  documents: [],
  disabilities: [],
  veteranCase: { disabilities: [], claims: [] },
  ...more,
});

/** Every chunk a reply streams, in order. */
export const collectChunks = async (chunks: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
};
