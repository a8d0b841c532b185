/**
 * "Help me write a buddy letter for my knee": an outline with placeholders the veteran or
 * witness fills in with what truly happened. Wingman never writes the facts itself; a request
 * to invent them is declined earlier (fabrication.ts).
 */
import type { ConditionReference } from '../analysis/analysis-types';
import { conditionMentions } from '../analysis/condition-matching';
import { finishAnswer } from './answer-text';
import type { AiPersonality, ComposedAnswer, KnowledgeSource } from './knowledge-types';
import { normalizeMessage } from './phrase-match';

export type StatementKind = 'buddy-letter' | 'personal-statement';

export interface StatementRequest {
  kind: StatementKind;
  /** The condition in the veteran's own words ("my knee" → "knee"), when one was named. */
  topic: string | null;
}

const DRAFT_WORDS =
  /\b(?:write|draft|drafting|writing|template|outline|sample|example|format|start|help\s+(?:me\s+)?with)\b/i;
const KINDS: [StatementKind, RegExp][] = [
  [
    'buddy-letter',
    /\b(?:buddy\s+(?:letter|statement)|lay\s+(?:statement|letter)|witness\s+statement|21-10210)\b/i,
  ],
  [
    'personal-statement',
    /\b(?:personal\s+statement|statement\s+in\s+support|my\s+(?:own\s+)?statement|21-4138)\b/i,
  ],
];

export function readStatementRequest(
  text: string,
  conditions: readonly ConditionReference[],
): StatementRequest | null {
  const message = normalizeMessage(text);
  if (!DRAFT_WORDS.test(message)) return null;
  const kind = KINDS.find(([, pattern]) => pattern.test(message))?.[0];
  if (!kind) return null;
  const [mention] = conditionMentions(message, conditions);
  return { kind, topic: mention ? message.slice(mention.start, mention.end) : null };
}

const FORMS: Record<StatementKind, KnowledgeSource> = {
  'buddy-letter': {
    label: 'VA Form 21-10210, Lay/Witness Statement',
    url: 'https://www.va.gov/find-forms/about-form-21-10210/',
  },
  'personal-statement': {
    label: 'VA Form 21-4138, Statement in Support of Claim',
    url: 'https://www.va.gov/find-forms/about-form-21-4138/',
  },
};

const CERTIFY =
  '**Sign it:** “I certify that the statements above are true and correct to the best of my knowledge and belief.” [Signature] [Date] [Phone or e-mail]';

function outline(kind: StatementKind, condition: string): string[] {
  if (kind === 'buddy-letter') {
    return [
      `1. **Who I am:** My name is [full name]. I am [the veteran’s name]’s [relationship: spouse, friend, fellow service member, coworker], and I have known them since [year] through [how you know them].`,
      `2. **What I saw during service** (only if you served together): On or about [date], at [place or unit], I saw [what happened that relates to ${condition}].`,
      `3. **What I see now:** I see [the veteran’s name] [specific things you have seen yourself] about [how often]. For example, on [date or occasion], [what happened].`,
      `4. **How it changed:** Before [the event or their service], they [what they could do]. Since then, [what is different].`,
      `5. ${CERTIFY}`,
    ];
  }
  return [
    `1. **About me:** My name is [full name]. I served in [branch] from [year] to [year] as [job or rating].`,
    `2. **What happened in service:** While serving with [unit] at [place], on or about [date], [what happened that relates to ${condition}].`,
    `3. **Treatment:** I was seen at [sick call, clinic or hospital] on [date]. (Or: I did not seek treatment then because [your reason].)`,
    `4. **Since then:** I have had [your symptoms] about [how often], and it has [stayed the same, gotten worse] since [when].`,
    `5. **My worst days:** During a flare-up, [what happens and how long it lasts].`,
    `6. **Work and daily life:** Because of this, I [what you can no longer do, or do differently, at work and at home].`,
    `7. ${CERTIFY}`,
  ];
}

const TIPS: Record<StatementKind, string> = {
  'buddy-letter':
    '**Tips:** Write only what you saw or heard yourself, with dates and places where you can. Plain words are best; one page is often enough. Use VA Form 21-10210 or a signed letter with the same details.',
  'personal-statement':
    '**Tips:** Be specific and honest, including your worst days. Dates can be approximate (“around June 2012”). Use VA Form 21-4138 or a signed letter.',
};

export function answerStatementRequest(
  { kind, topic }: StatementRequest,
  personality: AiPersonality = 'professional',
): ComposedAnswer {
  const name = kind === 'buddy-letter' ? 'Buddy letter' : 'Personal statement';
  const about = topic ? ` about ${topic}` : '';
  return finishAnswer(
    [
      personality === 'friendly'
        ? 'Happy to help you get started. Your own words will carry the most weight.'
        : null,
      `**${name} outline${about}** (${FORMS[kind].label})`,
      'Fill in every bracket with what truly happened, in your own words, and leave out anything you are not sure of.',
      outline(kind, topic ?? 'the condition').join('\n'),
      TIPS[kind],
    ],
    [FORMS[kind]],
  );
}
