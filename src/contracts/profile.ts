import { z } from 'zod';
import { aiPersonalitySchema } from './chat';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, textField } from './fields';

/** Spec §3 "Profile form": the veteran's settings, stored with the account. */
export const branchesOfService = [
  { value: 'army', label: 'U.S. Army' },
  { value: 'navy', label: 'U.S. Navy' },
  { value: 'air-force', label: 'U.S. Air Force' },
  { value: 'marines', label: 'U.S. Marine Corps' },
  { value: 'coast-guard', label: 'U.S. Coast Guard' },
  { value: 'space-force', label: 'U.S. Space Force' },
] as const;
type Branch = (typeof branchesOfService)[number]['value'];
const branchValues = branchesOfService.map(({ value }) => value) as [Branch, ...Branch[]];

export const defaultChatModes = ['general', 'claim-specific', 'research'] as const;
export const privacyLevels = ['basic', 'enhanced', 'maximum'] as const;

export const MAX_BIO_LENGTH = 500;
export const MAX_SERVICE_YEARS_LENGTH = 50;

/** Empty text means "not given"; it is stored and returned as an empty string. */
const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, { error: message }).default('');

export const profileSchema = z.object({
  displayName: textField(
    z
      .string()
      .trim()
      .min(1, { error: 'Display name is required' })
      .max(MAX_NAME_LENGTH, {
        error: `Display name must be at most ${MAX_NAME_LENGTH} characters`,
      }),
  ),
  // A contact address of the veteran's choosing; it does not change the sign-in address.
  email: z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH, { error: 'Invalid email address' })
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      error: 'Invalid email address',
    })
    .default(''),
  branchOfService: z.enum(branchValues).nullable().default(null),
  serviceYears: optionalText(
    MAX_SERVICE_YEARS_LENGTH,
    `Years of service must be at most ${MAX_SERVICE_YEARS_LENGTH} characters`,
  ),
  notifications: z.boolean().default(true),
  emailUpdates: z.boolean().default(false),
  aiPersonality: aiPersonalitySchema.default('professional'),
  defaultChatMode: z.enum(defaultChatModes).default('general'),
  privacyLevel: z.enum(privacyLevels).default('enhanced'),
  bio: optionalText(MAX_BIO_LENGTH, 'Bio must be less than 500 characters'),
});

/** What `GET /api/profile` returns and `PUT /api/profile` accepts (the whole form). */
export type Profile = z.output<typeof profileSchema>;
export type ProfileInput = z.input<typeof profileSchema>;

/** Spec §4 defaults, for a veteran who has never saved the form. */
export const DEFAULT_DISPLAY_NAME = 'Veteran User';
