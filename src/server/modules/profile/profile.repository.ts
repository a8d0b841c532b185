import { eq, sql } from 'drizzle-orm';
import { MAX_NAME_LENGTH } from '../../../contracts/fields';
import { DEFAULT_DISPLAY_NAME, profileSchema, type Profile } from '../../../contracts/profile';
import { serviceHistorySchema } from '../../../contracts/service-history';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/tables';

type Row = typeof profiles.$inferSelect;

const toProfile = (row: Row): Profile => ({
  displayName: row.displayName,
  email: row.email,
  branchOfService: row.branchOfService,
  serviceYears: row.serviceYears,
  notifications: row.notifications,
  emailUpdates: row.emailUpdates,
  aiPersonality: row.aiPersonality,
  defaultChatMode: row.defaultChatMode,
  privacyLevel: row.privacyLevel,
  bio: row.bio,
  married: row.married,
  spouseAidAndAttendance: row.spouseAidAndAttendance,
  childrenUnder18: row.childrenUnder18,
  childrenInSchool: row.childrenInSchool,
  dependentParents: row.dependentParents,
  serviceHistory: row.serviceHistory && serviceHistorySchema.parse(row.serviceHistory),
});

/** Spec §4 defaults, greeting the veteran by the name they registered with when they gave one. */
function defaultProfile(firstName: string | null, lastName: string | null): Profile {
  const fullName = firstName && lastName ? `${firstName} ${lastName}` : '';
  // Each name may be as long as a display name, so together they can be too long for one.
  const displayName = fullName.slice(0, MAX_NAME_LENGTH).trim() || DEFAULT_DISPLAY_NAME;
  return { ...profileSchema.parse({ displayName }), serviceHistory: null };
}

/** Each veteran's Profile & Settings; every query is filtered by the id it is given. */
export function createProfileRepository(db: Database) {
  return {
    /** The saved profile, or the defaults for a veteran who never saved one (nothing is written). */
    get: async (userId: string): Promise<Profile> => {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, saved: profiles })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      if (row?.saved) return toProfile(row.saved);
      return defaultProfile(row?.firstName ?? null, row?.lastName ?? null);
    },

    /**
     * Replaces the whole profile, creating it on the first save. A profile without a service
     * history (undefined, not null) keeps the saved one.
     */
    save: async (userId: string, profile: Profile): Promise<Profile> => {
      const [row] = await db
        .insert(profiles)
        .values({ ...profile, userId })
        .onConflictDoUpdate({
          target: profiles.userId,
          set: { ...profile, updatedAt: sql`now()` },
        })
        .returning();
      return toProfile(row!);
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
