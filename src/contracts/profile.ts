import { z } from 'zod';
import { VETERAN_ALONE, type Household } from '../domain/ratings/household-compensation';
import { aiPersonalitySchema, chatModes } from './chat';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, textField } from './fields';
import { branchesOfService } from './profile-branches';
import { serviceHistorySchema } from './service-history';

/** Spec §3 "Profile form": the veteran's settings, stored with the account. */
export { branchesOfService };
type Branch = (typeof branchesOfService)[number]['value'];
const branchValues = branchesOfService.map(({ value }) => value) as [Branch, ...Branch[]];

/** How a new chat starts (src/contracts/chat.ts). */
export const defaultChatModes = chatModes;
export const privacyLevels = ['basic', 'enhanced', 'maximum'] as const;

/** Enhanced privacy keeps an upload's text and file for a day at most (Maximum: not at all). */
export const ENHANCED_RETENTION_HOURS = 24;

export const MAX_BIO_LENGTH = 500;
export const MAX_SERVICE_YEARS_LENGTH = 50;

/** Empty text means "not given"; it is stored and returned as an empty string. */
const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, { error: message }).default('');

/** More children than any household on VA's rolls is likely to have: a typo, not a family. */
export const MAX_CHILDREN = 20;
export const MAX_DEPENDENT_PARENTS = 2;

/** A count of dependents, empty (null) until the veteran gives it. */
/** A count of dependents: a whole number from 0 to `max`. */
export const dependentCountSchema = (what: string, max: number) => {
  const message = `${what} must be a whole number from 0 to ${max}`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(max, { error: message });
};

const dependentCount = (what: string, max: number) =>
  dependentCountSchema(what, max).nullable().default(null);

export const dependentsMessages = {
  aidAndAttendanceNeedsSpouse: 'Aid and Attendance for a spouse needs Married set to Yes',
};

const profileFields = z.object({
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
  // Dependents, as VA counts them for compensation; null means "not given".
  married: z.boolean({ error: 'Married must be yes, no or not given' }).nullable().default(null),
  spouseAidAndAttendance: z
    .boolean({ error: 'Spouse needs Aid and Attendance must be yes or no' })
    .default(false),
  childrenUnder18: dependentCount('Children under 18', MAX_CHILDREN),
  childrenInSchool: dependentCount('Children 18 to 23 in school', MAX_CHILDREN),
  dependentParents: dependentCount('Dependent parents', MAX_DEPENDENT_PARENTS),
  // Periods, places and exposures for the finder; null when not given. A body without it (an
  // older form) keeps the saved one, so it stays optional here and is always sent back.
  serviceHistory: serviceHistorySchema.nullable().optional(),
});

export const profileSchema = profileFields.superRefine((profile, ctx) => {
  if (profile.spouseAidAndAttendance && profile.married !== true) {
    ctx.addIssue({
      code: 'custom',
      path: ['spouseAidAndAttendance'],
      message: dependentsMessages.aidAndAttendanceNeedsSpouse,
    });
  }
});

/** What `GET /api/profile` returns and `PUT /api/profile` accepts (the whole form). */
export type Profile = z.output<typeof profileSchema>;
export type ProfileInput = z.input<typeof profileSchema>;

/**
 * The household the profile describes, or null while the veteran has given none of it (the
 * amounts are then for a veteran alone, and say so). A count left empty counts as none.
 */
export function householdOf(profile: Profile): Household | null {
  const { married, childrenUnder18, childrenInSchool, dependentParents } = profile;
  const given = [married, childrenUnder18, childrenInSchool, dependentParents].some(
    (value) => value !== null,
  );
  if (!given) return null;
  return {
    ...VETERAN_ALONE,
    spouse: married === true,
    spouseAidAndAttendance: married === true && profile.spouseAidAndAttendance,
    childrenUnder18: childrenUnder18 ?? 0,
    childrenInSchool: childrenInSchool ?? 0,
    dependentParents: dependentParents ?? 0,
  };
}

/** Spec §4 defaults, for a veteran who has never saved the form. */
export const DEFAULT_DISPLAY_NAME = 'Veteran User';
