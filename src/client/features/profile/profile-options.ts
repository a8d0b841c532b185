import { ENHANCED_RETENTION_HOURS, type Profile } from '../../../contracts/profile';
import { chatModeOptions as sharedChatModeOptions } from '../../lib/chat-mode-options';

type Option<Value extends string> = { value: Value; label: string };

/** How Wingman talks; the facts and sources of an answer stay the same whichever is chosen. */
export const personalityOptions: (Option<Profile['aiPersonality']> & { description: string })[] = [
  {
    value: 'professional',
    label: 'Professional',
    description: 'Clear, calm and to the point.',
  },
  {
    value: 'friendly',
    label: 'Friendly',
    description: 'Warm and encouraging, in everyday words.',
  },
  {
    value: 'detailed',
    label: 'Detailed',
    description: 'Thorough, explaining each step and why it matters.',
  },
];

export const chatModeOptions: Option<Profile['defaultChatMode']>[] = sharedChatModeOptions.map(
  ({ value, label }) => ({ value, label }),
);

/** How long an upload's text and file are kept (the server's content-retention rules). */
export const privacyLevelOptions: Option<Profile['privacyLevel']>[] = [
  { value: 'basic', label: "Basic: kept for Wingman's standard time" },
  { value: 'enhanced', label: `Enhanced: kept ${ENHANCED_RETENTION_HOURS} hours at most` },
  { value: 'maximum', label: 'Maximum: removed as soon as it is analysed' },
];
