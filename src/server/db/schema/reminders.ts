import { date, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per reminder e-mail: the row is claimed before the mail goes out, so a reminder is
 * sent once however many instances look for due ones at the same time.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which deadline: its kind, the record it belongs to and its last day. */
    deadlineKey: text('deadline_key').notNull(),
    deadline: date('deadline').notNull(),
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deadlineKey, table.daysBefore] })],
);

/**
 * One row per veteran and day a reminder e-mail went out (days in UTC, as the reminders count
 * them): whatever comes due, a veteran gets one reminder mail a day at most.
 */
export const reminderMails = pgTable(
  'reminder_mails',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentOn: date('sent_on').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.sentOn] })],
);

/** Jobs that run on a schedule: one instance at a time takes each run by claiming its row. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  /** The run is due from this moment. */
  runAfter: timestamp('run_after', { withTimezone: true }).notNull(),
  /** An instance holds the run until then; an instance that died lets it go at that time. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
