import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/tables';

export type UserRow = typeof users.$inferSelect;
type NewUser = Pick<typeof users.$inferInsert, 'email' | 'password' | 'firstName' | 'lastName'>;

/** Account look-ups; auth works on accounts before a session exists, so it is not user-scoped. */
export function createUsersRepository(db: Database) {
  return {
    findByEmail: async (email: string): Promise<UserRow | undefined> => {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },
    findById: async (id: string): Promise<UserRow | undefined> => {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    insert: async (tx: Database, values: NewUser): Promise<UserRow> => {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },
    update: async (
      tx: Database,
      id: string,
      values: Partial<Pick<UserRow, 'password' | 'emailVerified' | 'documentConsentGiven'>>,
    ): Promise<UserRow | undefined> => {
      const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
