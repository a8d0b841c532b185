/**
 * content/exam-prep, checked once at start-up: a DBQ without its title, revision date, sources
 * or check date, an item naming a journal field no basis has, or a broken pattern stops the
 * server with the file that is wrong.
 */
import advice from '../../../content/exam-prep/advice.json';
import back from '../../../content/exam-prep/back.json';
import hearingTinnitus from '../../../content/exam-prep/hearing-tinnitus.json';
import knee from '../../../content/exam-prep/knee.json';
import migraine from '../../../content/exam-prep/migraine.json';
import ptsd from '../../../content/exam-prep/ptsd.json';
import sleepApnea from '../../../content/exam-prep/sleep-apnea.json';
import {
  dbqContentSchema,
  examAdviceSchema,
  journalEntryFieldKeys,
  type DbqContent,
  type ExamAdvice,
} from '../../contracts/exams';
import type { JournalContent } from '../../contracts/journal';

export const dbqFiles: Record<string, unknown> = {
  knee,
  back,
  ptsd,
  'hearing-tinnitus': hearingTinnitus,
  'sleep-apnea': sleepApnea,
  migraine,
};

export type ExamPrepContent = { dbqs: DbqContent[]; advice: ExamAdvice };

function parsed<T>(
  file: string,
  schema: {
    safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: Error };
  },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`content/exam-prep/${file}.json: ${result.error.message}`);
  return result.data;
}

export function parseExamPrepContent(
  files: Record<string, unknown>,
  adviceFile: unknown,
  journal: JournalContent,
): ExamPrepContent {
  const journalFields = new Set<string>([
    ...journalEntryFieldKeys,
    ...journal.bases.flatMap((basis) => basis.fields.map((field) => field.key)),
  ]);
  const dbqs = Object.entries(files).map(([file, value]) => {
    const dbq = parsed(file, dbqContentSchema, value);
    if (dbq.key !== file) throw new Error(`content/exam-prep/${file}.json: key must be "${file}"`);
    for (const item of dbq.items) {
      const unknown = (item.record.journal ?? []).filter((field) => !journalFields.has(field));
      if (unknown.length) {
        throw new Error(
          `content/exam-prep/${file}.json, item ${item.key}: no journal field ${unknown.join(', ')}`,
        );
      }
    }
    return dbq;
  });
  return { dbqs, advice: parsed('advice', examAdviceSchema, adviceFile) };
}

export const loadExamPrepContent = (journal: JournalContent) =>
  parseExamPrepContent(dbqFiles, advice, journal);
