import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    // Stored lower-cased; the index on lower(email) keeps uniqueness case-insensitive regardless.
    email: text('email').notNull(),
    password: text('password').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    documentConsentGiven: boolean('document_consent_given').notNull().default(false),
    ...timestamps(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
);
