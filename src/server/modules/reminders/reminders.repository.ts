import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  claims,
  intentsToFile,
  profiles,
  reminderDeliveries,
  reminderMails,
  users,
} from '../../db/tables';

export type Recipient = { userId: string; email: string };

export type Delivery = {
  userId: string;
  deadlineKey: string;
  deadline: string;
  daysBefore: number;
};

/** Who gets reminders and which reminders went out; the job reads across veterans by design. */
export function createRemindersRepository(db: Database) {
  return {
    /**
     * Veterans with a verified sign-in address, e-mail updates turned on in their profile (off
     * until they choose it) and something on My Claims that can have a deadline.
     */
    recipients: (): Promise<Recipient[]> =>
      db
        .select({ userId: users.id, email: users.email })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(
          and(
            eq(users.emailVerified, true),
            eq(profiles.emailUpdates, true),
            or(
              exists(
                db
                  .select({ one: sql`1` })
                  .from(claims)
                  .where(eq(claims.userId, users.id)),
              ),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(intentsToFile)
                  .where(eq(intentsToFile.userId, users.id)),
              ),
            ),
          ),
        ),

    /**
     * Takes the right to send these reminders: returns the ones whose rows went in, so each is
     * sent by one caller only, whatever other instance (or later run) tries the same.
     */
    claim: async <T extends Delivery>(deliveries: T[]): Promise<T[]> => {
      if (deliveries.length === 0) return [];
      const inserted = await db
        .insert(reminderDeliveries)
        .values(
          deliveries.map(({ userId, deadlineKey, deadline, daysBefore }) => ({
            userId,
            deadlineKey,
            deadline,
            daysBefore,
          })),
        )
        .onConflictDoNothing()
        .returning({
          deadlineKey: reminderDeliveries.deadlineKey,
          daysBefore: reminderDeliveries.daysBefore,
        });
      return deliveries.filter((delivery) =>
        inserted.some(
          (row) =>
            row.deadlineKey === delivery.deadlineKey && row.daysBefore === delivery.daysBefore,
        ),
      );
    },

    /** Takes the veteran's one reminder mail of the day: false when it already went. */
    claimDay: async (userId: string, day: string) =>
      (
        await db
          .insert(reminderMails)
          .values({ userId, sentOn: day })
          .onConflictDoNothing()
          .returning({ userId: reminderMails.userId })
      ).length > 0,

    userExists: async (userId: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length > 0,

    /** Gives reminders back after their mail failed or waits for tomorrow, so a later run sends them. */
    release: async (deliveries: Delivery[]) => {
      if (deliveries.length === 0) return;
      await db
        .delete(reminderDeliveries)
        .where(
          or(
            ...deliveries.map(({ userId, deadlineKey, daysBefore }) =>
              and(
                eq(reminderDeliveries.userId, userId),
                eq(reminderDeliveries.deadlineKey, deadlineKey),
                eq(reminderDeliveries.daysBefore, daysBefore),
              ),
            ),
          ),
        );
    },

    /** Gives the day's mail back after it failed, so the next run may send it. */
    releaseDay: async (userId: string, day: string) => {
      await db
        .delete(reminderMails)
        .where(and(eq(reminderMails.userId, userId), eq(reminderMails.sentOn, day)));
    },
  };
}
