import { date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { documents } from './documents';
import { users } from './users';

/** A C&P exam the veteran expects or has had, with their own account of it afterwards. */
export const examRecords = pgTable(
  'exam_records',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    condition: text('condition').notNull(),
    // The DBQ in content/exam-prep the exam follows, checked by the service.
    dbq: text('dbq').notNull(),
    examDate: date('exam_date').notNull(),
    // The "what happened" answers, in the veteran's words; null until they fill it in.
    afterExam: jsonb('after_exam').$type<Record<string, unknown>>(),
    // The examiner's report once uploaded, to set its gaps beside the journal.
    reportDocumentId: uuid('report_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (table) => [index('exam_records_user_idx').on(table.userId, table.examDate)],
);
