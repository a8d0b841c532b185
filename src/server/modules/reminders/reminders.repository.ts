import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { claims, intentsToFile, profiles, reminderDeliveries, users } from '../../db/tables';

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
     * Takes the right to send one reminder: true for the one caller whose row went in, false for
     * every other instance (and every later run) that tries the same reminder.
     */
    claim: async (delivery: Delivery) => {
      const inserted = await db
        .insert(reminderDeliveries)
        .values(delivery)
        .onConflictDoNothing()
        .returning({ userId: reminderDeliveries.userId });
      return inserted.length > 0;
    },

    userExists: async (userId: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length > 0,

    /** Gives a reminder back after its mail failed, so the next run sends it. */
    release: async ({ userId, deadlineKey, daysBefore }: Delivery) => {
      await db
        .delete(reminderDeliveries)
        .where(
          and(
            eq(reminderDeliveries.userId, userId),
            eq(reminderDeliveries.deadlineKey, deadlineKey),
            eq(reminderDeliveries.daysBefore, daysBefore),
          ),
        );
    },
  };
}
