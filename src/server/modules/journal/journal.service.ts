import {
  JOURNAL_IN_FUTURE,
  JOURNAL_OTHER_BASIS,
  journalQuestion,
  type JournalBasis,
  type JournalContent,
  type JournalEntry,
  type JournalEntryInput,
} from '../../../contracts/journal';
import type { SafetyCheck } from '../../../domain/safety/safety-types';
import { referenceFor } from '../../../domain/case/same-condition';
import { journalSummary } from '../../../domain/journal/journal-summary';
import { statementDraft } from '../../../domain/journal/statement-draft';
import { latestDateOnEarth } from '../../calendar-today';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import type { ConditionCatalog } from '../../reference/condition-catalog';
import { safetyNoticeOf } from '../../safety/safety-notice';
import { createJournalRepository } from './journal.repository';

type JournalDeps = {
  db: Database;
  now: () => Date;
  content: JournalContent;
  catalog: ConditionCatalog;
  safety: SafetyCheck;
};

const INVALID = 'Some answers need another look';
const entryNotFound = () => notFound('Journal entry not found.');

/** Why a value does not fit a basis field, or null when it does. */
function fieldProblem(field: JournalBasis['fields'][number], value: unknown): string | null {
  switch (field.type) {
    case 'boolean':
      return typeof value === 'boolean' ? null : `${field.label} must be yes or no`;
    case 'number':
      return typeof value === 'number' && value >= 0 ? null : `${field.label} must be a number`;
    case 'text':
      return typeof value === 'string' ? null : `${field.label} must be text`;
    case 'choice':
      return typeof value === 'string' && field.options.includes(value)
        ? null
        : `${field.label} must be one of: ${field.options.join(', ')}`;
    case 'multi-choice':
      return Array.isArray(value) && value.every((item) => field.options.includes(item))
        ? null
        : `${field.label} takes only: ${field.options.join(', ')}`;
  }
}

/** The veteran's symptom journal, its summary by the schedule's words and a statement draft. */
export function createJournalService({ db, now, content, catalog, safety }: JournalDeps) {
  const basisByKey = new Map(content.bases.map((basis) => [basis.key, basis]));

  /**
   * The entry read as a whole, ticked answers with their question: a ticked "suicidal ideation"
   * is the veteran's own word as much as what they typed.
   */
  function withSafety<Entry extends JournalEntry>(entry: Entry) {
    const questions = basisByKey.get(entry.basis)?.fields ?? [];
    const answers = Object.entries(entry.fields).map(([key, value]) => {
      const question = questions.find((field) => field.key === key)?.label ?? '';
      if (typeof value === 'boolean') return value ? `${question} Yes.` : null;
      if (typeof value === 'number') return null;
      const said = Array.isArray(value) ? value.join(', ') : value;
      return said.trim() ? `${question} ${said}.` : null;
    });
    const { whatHappened, duration, stoppedDoing, workLost, treatment, whoSawIt } = entry;
    return {
      ...entry,
      safety: safetyNoticeOf(safety, [
        whatHappened,
        duration,
        stoppedDoing,
        workLost,
        treatment,
        whoSawIt,
        ...answers,
      ]),
    };
  }

  function checkEntry(input: JournalEntryInput) {
    const basis = basisByKey.get(input.basis);
    if (!basis && input.basis !== JOURNAL_OTHER_BASIS) {
      const keys = [...basisByKey.keys(), JOURNAL_OTHER_BASIS];
      const message = `Basis must be one of: ${keys.join(', ')}`;
      throw new HttpError(400, INVALID, [{ path: 'basis', message }]);
    }
    // A journal records what has happened; a day not yet come anywhere cannot be one.
    const today = latestDateOnEarth(now());
    const future = (['fromDate', 'toDate'] as const)
      .filter((path) => (input[path] ?? '') > today)
      .map((path) => ({ path, message: JOURNAL_IN_FUTURE }));
    if (future.length) throw new HttpError(400, INVALID, future);
    const errors = Object.entries(input.fields).flatMap(([key, value]) => {
      const field = basis?.fields.find((candidate) => candidate.key === key);
      const message = field
        ? fieldProblem(field, value)
        : `${key} is not asked for ${basis?.label ?? 'this kind of condition'}`;
      return message ? [{ path: `fields.${key}`, message }] : [];
    });
    if (errors.length) throw new HttpError(400, INVALID, errors);
  }

  /**
   * The basis of the newest entry, or the one whose codes hold the condition its name names,
   * matched as the evidence map matches names ("Left knee" is DC 5260's knee), else as the
   * condition search reads everyday words ("spine", "degenerative disc").
   */
  function basisOf(condition: string, newestBasis: string | undefined) {
    if (newestBasis) return basisByKey.get(newestBasis);
    const named =
      referenceFor({ name: condition }, catalog.conditions) ?? catalog.search(condition, 1)[0];
    const code = named?.diagnosticCode;
    return content.bases.find((basis) => code && basis.diagnosticCodes.includes(code));
  }

  /** A criteria code's lines in the catalog's words, highest first, and which the answers sort. */
  const criteriaOf = (basis: JournalBasis) =>
    [...catalog.findByCode(basis.criteriaCode)!.percentageOptions]
      .sort((a, b) => b.percentage - a.percentage)
      .map(({ percentage, criteria }) => ({
        percentage,
        criteria,
        sortsEntries: basis.levels.some((level) => level.percentage === percentage),
      }));

  const basesView = content.bases.map((basis) => ({
    key: basis.key,
    label: basis.label,
    fields: basis.fields.map(journalQuestion),
    criteria: criteriaOf(basis),
    sources: basis.sources,
  }));

  return {
    bases: async (userId: string, condition?: string) => {
      const newest = condition
        ? (await createJournalRepository(db, userId).list(condition))[0]?.basis
        : undefined;
      const fits =
        newest === JOURNAL_OTHER_BASIS ? newest : condition && basisOf(condition, newest)?.key;
      return { vaDecides: content.vaDecides, bases: basesView, fits: fits || null };
    },

    /** Each entry with its level, read afresh: a read never writes. */
    list: async (userId: string, condition?: string) =>
      (await createJournalRepository(db, userId).list(condition)).map(withSafety),

    create: async (userId: string, input: JournalEntryInput) => {
      checkEntry(input);
      return withSafety(await createJournalRepository(db, userId).create(input));
    },

    update: async (userId: string, id: string, input: JournalEntryInput) => {
      checkEntry(input);
      const entry = await createJournalRepository(db, userId).update(id, input);
      if (!entry) throw entryNotFound();
      return withSafety(entry);
    },

    remove: async (userId: string, id: string) => {
      if (!(await createJournalRepository(db, userId).remove(id))) throw entryNotFound();
    },

    summary: async (userId: string, condition: string) => {
      const entries = await createJournalRepository(db, userId).list(condition);
      const basis = basisOf(condition, entries[0]?.basis);
      const ofBasis = entries.filter((entry) => entry.basis === basis?.key);
      const criteria = basis ? catalog.findByCode(basis.criteriaCode)!.percentageOptions : [];
      return {
        condition,
        basis: basis?.key ?? null,
        vaDecides: content.vaDecides,
        levels: journalSummary(criteria, basis?.levels ?? [], ofBasis),
      };
    },

    statementDraft: async (userId: string, condition: string) => {
      const entries = await createJournalRepository(db, userId).list(condition);
      return {
        condition,
        text: statementDraft(
          entries[0]?.condition ?? condition,
          content.statement,
          content.bases,
          entries,
        ),
      };
    },
  };
}

export type JournalService = ReturnType<typeof createJournalService>;
