import { boolean, check, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { aiPersonalities } from '../../../contracts/chat';
import { branchesOfService, defaultChatModes, privacyLevels } from '../../../contracts/profile';
import { timestamps } from './columns';
import { users } from './users';

type Branch = (typeof branchesOfService)[number]['value'];
const branchValues = branchesOfService.map(({ value }) => value) as [Branch, ...Branch[]];

/** One row per veteran who has saved Profile & Settings; until then the defaults apply. */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    // Empty text means "not given", as in the contract.
    email: text('email').notNull(),
    // Checked by the contract; text columns let a new option arrive without a migration.
    branchOfService: text('branch_of_service', { enum: branchValues }),
    serviceYears: text('service_years').notNull(),
    notifications: boolean('notifications').notNull(),
    emailUpdates: boolean('email_updates').notNull(),
    aiPersonality: text('ai_personality', { enum: aiPersonalities }).notNull(),
    defaultChatMode: text('default_chat_mode', { enum: defaultChatModes }).notNull(),
    privacyLevel: text('privacy_level', { enum: privacyLevels }).notNull(),
    bio: text('bio').notNull(),
    // Dependents; null until the veteran gives them (the contract checks the bounds too).
    married: boolean('married'),
    spouseAidAndAttendance: boolean('spouse_aid_and_attendance').notNull().default(false),
    childrenUnder18: smallint('children_under_18'),
    childrenInSchool: smallint('children_in_school'),
    dependentParents: smallint('dependent_parents'),
    // Periods, places and exposures the veteran reports, checked by the profile contract; null
    // until given. Kept as one document because it is read and written whole.
    serviceHistory: jsonb('service_history').$type<Record<string, unknown>>(),
    ...timestamps(),
  },
  (table) => [
    check('profiles_children_under_18_range', sql`${table.childrenUnder18} between 0 and 20`),
    check('profiles_children_in_school_range', sql`${table.childrenInSchool} between 0 and 20`),
    check('profiles_dependent_parents_range', sql`${table.dependentParents} between 0 and 2`),
  ],
);
