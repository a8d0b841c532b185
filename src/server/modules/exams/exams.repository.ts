import { and, asc, eq } from 'drizzle-orm';
import type { AfterExam, ExamInput } from '../../../contracts/exams';
import type { Database } from '../../db/client';
import { examRecords } from '../../db/tables';

type Row = typeof examRecords.$inferSelect;

export type StoredExam = Omit<Row, 'userId' | 'afterExam' | 'createdAt' | 'updatedAt'> & {
  afterExam: AfterExam | null;
  createdAt: string;
  updatedAt: string;
};

const toExam = ({ userId: _userId, createdAt, updatedAt, afterExam, ...row }: Row): StoredExam => ({
  ...row,
  afterExam: afterExam as AfterExam | null,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** One veteran's C&P exams; every query is filtered by their id. */
export function createExamsRepository(db: Database, userId: string) {
  const own = (id: string) => and(eq(examRecords.id, id), eq(examRecords.userId, userId));
  return {
    /** Soonest first. */
    list: async () =>
      (
        await db
          .select()
          .from(examRecords)
          .where(eq(examRecords.userId, userId))
          .orderBy(asc(examRecords.examDate), asc(examRecords.createdAt))
      ).map(toExam),

    find: async (id: string) => {
      const [row] = await db.select().from(examRecords).where(own(id));
      return row && toExam(row);
    },

    create: async (input: ExamInput & { dbq: string }) => {
      const [row] = await db
        .insert(examRecords)
        .values({ ...input, userId })
        .returning();
      return toExam(row!);
    },

    update: async (
      id: string,
      values: Partial<ExamInput & { dbq: string; afterExam: AfterExam }>,
    ) => {
      const [row] = await db.update(examRecords).set(values).where(own(id)).returning();
      return row && toExam(row);
    },

    remove: async (id: string) => {
      const removed = await db.delete(examRecords).where(own(id)).returning({ id: examRecords.id });
      return removed.length > 0;
    },
  };
}
