import type { ChatMode } from '../../contracts/chat';

/** The chat modes as Profile & Settings and the chat screen name and explain them. */
export const chatModeOptions: { value: ChatMode; label: string; description: string }[] = [
  { value: 'general', label: 'General', description: 'Answers your question.' },
  {
    value: 'claim-specific',
    label: 'Claim-specific',
    description: 'Each answer also shows your case: deadlines, claims, ratings and My Case.',
  },
  {
    value: 'research',
    label: 'Research',
    description: 'Longer answers, with more articles to read and their sources.',
  },
];
