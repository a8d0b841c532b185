/**
 * A hello or a thank-you on its own is answered as one, not with "nothing found": the reply
 * says what Wingman can help with.
 */
import { finishAnswer } from './answer-text';
import type { AiPersonality, ComposedAnswer } from './knowledge-types';
import { normalizeMessage } from './phrase-match';

const GREETING =
  /^(?:hi|hello|hey|howdy|good\s+(?:morning|afternoon|evening)|thanks?|thank\s+you|thx|ok(?:ay)?|great|got\s+it|cool)(?:\s+(?:so\s+much|a\s+lot|wingman|there|again))*[\s!.,:)]*$/i;

export const isGreeting = (text: string): boolean => GREETING.test(normalizeMessage(text).trim());

export function greetingReply(
  text: string,
  personality: AiPersonality = 'professional',
): ComposedAnswer {
  const thanks = /^(?:thanks?|thank|thx)\b/i.test(text.trim());
  const acknowledged = /^(?:ok|okay|great|got|cool)\b/i.test(text.trim());
  const opening = thanks
    ? 'You’re welcome. I’m here whenever you have another question.'
    : acknowledged
      ? 'Glad that helps. I’m here whenever you have another question.'
      : personality === 'friendly'
        ? 'Hi there, glad you stopped by!'
        : 'Hello, I’m Wingman.';
  return finishAnswer(
    [
      opening,
      [
        'I can help with:',
        '- combining ratings ("I have 50% and 30%")',
        '- review deadlines ("my decision letter is dated March 3, 2026")',
        '- forms, evidence and how claims work ("what is an intent to file?")',
        '- what a rating level requires ("what does 30% for migraines require?")',
        '- outlines for a buddy letter or personal statement',
      ].join('\n'),
    ],
    [],
  );
}
