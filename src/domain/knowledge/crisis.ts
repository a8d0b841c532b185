/**
 * Crisis language comes before everything else: the Veterans Crisis Line first, then a short
 * caring reply (DESIGN §5; va-facts.md §9). When in doubt the line is shown: a false alarm costs
 * a veteran a few seconds, a missed one can cost far more.
 */
import { finishAnswer } from './answer-text';
import type { ComposedAnswer, CrisisPhrases, KnowledgeSource } from './knowledge-types';
import { firstPhraseMatch } from './phrase-match';

export interface CrisisSignal {
  /** The words that matched, for tests and review; never logged. */
  phrase: string;
}

export const VETERANS_CRISIS_LINE_SOURCE: KnowledgeSource = {
  label: 'Veterans Crisis Line',
  url: 'https://www.veteranscrisisline.net/',
};

export function detectCrisis(text: string, phrases: CrisisPhrases): CrisisSignal | null {
  const phrase = firstPhraseMatch(text, phrases.patterns);
  return phrase ? { phrase } : null;
}

/** The line first, then a caring word; the same for every personality, never shortened. */
export function crisisParts(): string[] {
  return [
    [
      '**If you are thinking about suicide or hurting yourself, please reach out now. The Veterans Crisis Line is free, confidential and open 24 hours a day, 7 days a week:**',
      '- **Call 988, then press 1**',
      '- **Text 838255**',
      '- **Chat online at [VeteransCrisisLine.net](https://www.veteranscrisisline.net/get-help-now/chat/)**',
      '- If you are in immediate danger, call 911.',
    ].join('\n'),
    'I am really glad you said something. What you are carrying sounds heavy, and you do not have to carry it alone. The people who answer are trained to help, many of them are veterans, and you can reach them whether or not you use VA health care. Your family and friends can call them too.',
    'Your claim can wait. When you feel ready, I am here to help with it, one step at a time.',
  ];
}

/** One line that keeps the Veterans Crisis Line in view in later answers of the same chat. */
export function crisisReminder(): string {
  return '**If things are still hard, the Veterans Crisis Line is there any time: call 988, then press 1, or text 838255.**';
}

export function crisisReply(): ComposedAnswer {
  return finishAnswer(crisisParts(), [VETERANS_CRISIS_LINE_SOURCE]);
}
