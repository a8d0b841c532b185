import {
  NO_EXAM_FOR_CONDITION,
  type AfterExam,
  type DbqContent,
  type ExamInput,
  type ExamReview,
  type PrepSheet,
} from '../../../contracts/exams';
import type { JournalEntry } from '../../../contracts/journal';
import type { StructuredAnalysis } from '../../../contracts/structured-analysis';
import type { SentenceRoleContent } from '../../../domain/analysis/analysis-types';
import type { ReviewLanesContent } from '../../../domain/deadlines/review-lanes';
import { dbqForCondition } from '../../../domain/exam-prep/dbq-match';
import {
  examStatementDraft,
  fittingLanes,
  reportGaps,
} from '../../../domain/exam-prep/exam-review';
import {
  analysedDocument,
  prepSheetItems,
  type AnalysedDocument,
} from '../../../domain/exam-prep/prep-sheet';
import type { SafetyCheck } from '../../../domain/safety/safety-types';
import type { Database } from '../../db/client';
import { ownFindings } from '../../documents/own-findings';
import { HttpError, notFound } from '../../http-error';
import type { ConditionCatalog } from '../../reference/condition-catalog';
import type { ExamPrepContent } from '../../reference/exam-prep-content';
import { safetyNoticeOf } from '../../safety/safety-notice';
import { createExamsRepository, type StoredExam } from './exams.repository';

type DocumentRead = {
  id: string;
  name: string;
  analysis: StructuredAnalysis | null;
  /** The documents a combined analysis read, in its order; null for one read alone. */
  analysisDocumentIds: string[] | null;
};
type NamedCondition = { name: string; diagnosticCode: string | null };

type ExamsDeps = {
  db: Database;
  content: ExamPrepContent;
  catalog: ConditionCatalog;
  lanes: ReviewLanesContent;
  /** content/analysis/sentence-roles.json: which quoted sentences state something of the veteran. */
  sentenceRoles: SentenceRoleContent;
  /** The labels of content/analysis/exam-adequacy.json's checks, as the analysis wrote them. */
  adequacyLabels: readonly string[];
  /** The veteran's analysed documents. */
  documentsOf: (userId: string) => Promise<DocumentRead[]>;
  /** One of the veteran's documents, or undefined when it is not theirs. */
  documentOf: (userId: string, id: string) => Promise<DocumentRead | undefined>;
  journalOf: (userId: string) => Promise<JournalEntry[]>;
  journalSummaryOf: (
    userId: string,
    condition: string,
  ) => Promise<{ levels: { percentage: number; criteria: string; dates: string[] }[] }>;
  ratedOf: (userId: string) => Promise<(NamedCondition & { currentPercentage: number })[]>;
  caseConditionsOf: (userId: string) => Promise<NamedCondition[]>;
  safety: SafetyCheck;
};

const examNotFound = () => notFound('Exam not found.');
const documentNotFound = () => notFound('Document not found.');

/** C&P exam preparation, the veteran's exams, and what to do about a report's gaps. */
export function createExamsService(deps: ExamsDeps) {
  const { db, content, catalog } = deps;
  const byKey = new Map(content.dbqs.map((dbq) => [dbq.key, dbq]));

  const dbqOf = (name: string, diagnosticCode?: string | null) =>
    dbqForCondition(name, diagnosticCode ?? catalog.findByName(name)?.diagnosticCode, content.dbqs);

  function requireDbq(condition: string, path?: string): DbqContent {
    const dbq = dbqOf(condition);
    if (dbq) return dbq;
    if (path) {
      throw new HttpError(400, 'Some answers need another look', [
        { path, message: NO_EXAM_FOR_CONDITION },
      ]);
    }
    throw notFound(NO_EXAM_FOR_CONDITION);
  }

  const toRecord = (exam: StoredExam) => ({
    ...exam,
    dbqTitle: byKey.get(exam.dbq)?.title ?? exam.dbq,
    measuresMotion: byKey.get(exam.dbq)?.measuresMotion ?? false,
  });

  /** Each analysed document with its own findings, and whether they name the DBQ's condition. */
  const documentsFor = (dbq: DbqContent, documents: DocumentRead[]): AnalysedDocument[] =>
    documents.map((document) =>
      analysedDocument(
        document.name,
        ownFindings({ ...document, originalName: document.name }),
        (name) => dbqOf(name)?.key === dbq.key,
      ),
    );

  async function ownDocument(userId: string, id: string | null) {
    if (!id) return undefined;
    const document = await deps.documentOf(userId, id);
    if (!document) throw documentNotFound();
    return document;
  }

  return {
    choices: async (userId: string) => {
      const [rated, conditions] = await Promise.all([
        deps.ratedOf(userId),
        deps.caseConditionsOf(userId),
      ]);
      const seen = new Set<string>();
      const suggestions = [...rated, ...conditions].flatMap(({ name, diagnosticCode }) => {
        const dbq = dbqOf(name, diagnosticCode);
        const key = name.trim().toLowerCase();
        if (!dbq || seen.has(key)) return [];
        seen.add(key);
        return [{ name, dbq: dbq.key }];
      });
      return {
        exams: content.dbqs.map(({ key, title, form, revisionDate }) => ({
          key,
          title,
          form,
          revisionDate,
        })),
        suggestions,
      };
    },

    prepSheet: async (userId: string, condition: string): Promise<PrepSheet> => {
      const dbq = requireDbq(condition);
      const [documents, journal, rated] = await Promise.all([
        deps.documentsOf(userId),
        deps.journalOf(userId),
        deps.ratedOf(userId),
      ]);
      const record = {
        documents: documentsFor(dbq, documents),
        journal: journal
          .filter((entry) => dbqOf(entry.condition)?.key === dbq.key)
          .map(({ fromDate, toDate, fields, ...own }) => ({
            fromDate,
            toDate,
            values: { ...own, ...fields },
          })),
        ratings: rated
          .filter((rating) => dbqOf(rating.name, rating.diagnosticCode)?.key === dbq.key)
          .map((rating) => ({ name: rating.name, percentage: rating.currentPercentage })),
      };
      const { advice } = content;
      return {
        condition,
        dbq: {
          key: dbq.key,
          title: dbq.title,
          form: dbq.form,
          revisionDate: dbq.revisionDate,
          examiner: dbq.examiner,
          measuresMotion: dbq.measuresMotion,
          sources: dbq.sources,
        },
        items: prepSheetItems(dbq.items, record, deps.sentenceRoles),
        nothingYet: advice.nothingYet,
        vaDecides: advice.vaDecides,
        whatToBring: advice.whatToBring.items,
        badDay: advice.badDay.items,
        copyOfReport: { text: advice.copyOfReport.text, sources: advice.copyOfReport.sources },
      };
    },

    list: async (userId: string) => (await createExamsRepository(db, userId).list()).map(toRecord),

    create: async (userId: string, input: ExamInput) => {
      const dbq = requireDbq(input.condition, 'condition');
      await ownDocument(userId, input.reportDocumentId);
      return toRecord(await createExamsRepository(db, userId).create({ ...input, dbq: dbq.key }));
    },

    update: async (userId: string, id: string, input: ExamInput) => {
      const repository = createExamsRepository(db, userId);
      if (!(await repository.find(id))) throw examNotFound();
      const dbq = requireDbq(input.condition, 'condition');
      await ownDocument(userId, input.reportDocumentId);
      const exam = await repository.update(id, { ...input, dbq: dbq.key });
      if (!exam) throw examNotFound();
      return toRecord(exam);
    },

    saveAfterExam: async (userId: string, id: string, afterExam: AfterExam) => {
      const exam = await createExamsRepository(db, userId).update(id, { afterExam });
      if (!exam) throw examNotFound();
      const notes = [afterExam.whatITold, afterExam.whatWasMissed];
      return { ...toRecord(exam), safety: safetyNoticeOf(deps.safety, notes) };
    },

    remove: async (userId: string, id: string) => {
      if (!(await createExamsRepository(db, userId).remove(id))) throw examNotFound();
    },

    review: async (userId: string, id: string): Promise<ExamReview> => {
      const exam = await createExamsRepository(db, userId).find(id);
      if (!exam) throw examNotFound();
      const dbq = byKey.get(exam.dbq);
      const sameCondition = (entry: JournalEntry) =>
        entry.condition.trim().toLowerCase() === exam.condition.trim().toLowerCase();
      const [document, journal, summary] = await Promise.all([
        exam.reportDocumentId ? deps.documentOf(userId, exam.reportDocumentId) : undefined,
        deps.journalOf(userId).then((entries) => entries.filter(sameCondition)),
        deps.journalSummaryOf(userId, exam.condition),
      ]);
      const gaps = document?.analysis ? reportGaps(document.analysis, deps.adequacyLabels) : null;
      const report = document
        ? {
            documentId: document.id,
            name: document.name,
            readAsExam: gaps !== null,
            gaps: gaps ?? [],
          }
        : null;
      const journalDates = journal.map((entry) => entry.fromDate).sort();
      const { advice } = content;
      const lanes = fittingLanes(advice.lanes.items, {
        gapCount: report?.gaps.length ?? 0,
        hasNewEvidence: journal.length > 0 || exam.afterExam !== null,
      }).map(({ lane, why }) => {
        const known = deps.lanes.lanes.find((candidate) => candidate.lane === lane)!;
        return { lane, title: known.title, form: known.form, why };
      });
      return {
        exam: toRecord(exam),
        report,
        journal: {
          entryCount: journal.length,
          levels: summary.levels
            .filter((level) => level.dates.length > 0)
            .map(({ percentage, criteria, dates }) => ({ percentage, criteria, dates })),
        },
        lanes,
        beforeDecision: advice.lanes.beforeDecision,
        lanesSources: advice.lanes.sources,
        vaDecides: advice.vaDecides,
        statementDraft: examStatementDraft(advice.statement, {
          condition: exam.condition,
          examDate: exam.examDate,
          report,
          afterExam: exam.afterExam,
          journalDates,
          measuresMotion: dbq?.measuresMotion ?? false,
        }),
      };
    },
  };
}

export type ExamsService = ReturnType<typeof createExamsService>;
