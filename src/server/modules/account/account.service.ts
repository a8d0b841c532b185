import {
  accountMessages,
  ratingConfigurationSchema,
  type ExportedCase,
} from '../../../contracts/account';
import type { StoredIntentToFile } from '../../../contracts/intent-to-file';
import type { JournalEntry } from '../../../contracts/journal';
import type { StoredExamRecord } from '../../../contracts/exams';
import type { WitnessRequest } from '../../../contracts/witness';
import type { ClaimDates } from '../../../domain/deadlines/claim-deadlines';
import type { OpenDeadline } from '../../../domain/deadlines/open-deadlines';
import { calendarDateIn } from '../../calendar-today';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { verifyPassword } from '../../passwords';
import { createChatRepository } from '../chat/chat.repository';
import { createClaimsRepository } from '../claims/claims.repository';
import {
  createDocumentsRepository,
  isContentUsable,
  toDocumentDto,
} from '../documents/documents.repository';
import { createProfileRepository } from '../profile/profile.repository';
import { createAccountRepository } from './account.repository';
import { exportJson, type ListedDocument } from './export-json';
import type { ExportLabels } from './export-labels';
import { buildExportPdf } from './export-pdf';

type Deps = {
  db: Database;
  now: () => Date;
  /** Ends every stored session of a user, on every device. */
  endSessionsOfUser: (userId: string) => Promise<void>;
  /** My Case as stored, read in the export's own transaction. */
  readCaseForExport: (tx: Database, userId: string) => Promise<ExportedCase>;
  /** The recorded intents to file, read in the export's own transaction. */
  readIntentsToFileForExport: (tx: Database, userId: string) => Promise<StoredIntentToFile[]>;
  /** The symptom journal, read in the export's own transaction. */
  readJournalForExport: (tx: Database, userId: string) => Promise<JournalEntry[]>;
  /** The C&P exams recorded, read in the export's own transaction. */
  readExamsForExport: (tx: Database, userId: string) => Promise<StoredExamRecord[]>;
  /** Witness requests with their answers (never their token's hash), in the same transaction. */
  readWitnessRequestsForExport: (tx: Database, userId: string) => Promise<WitnessRequest[]>;
  /** A claim's deadlines still ahead on `today`, counted as My Claims counts them. */
  openDeadlinesOf: (claim: ClaimDates, today: string) => OpenDeadline[];
  /** Names for the keys the records store, for the PDF. */
  exportLabels: ExportLabels;
  /**
   * Has the database recycle its write-ahead log, which still holds a deleted account's rows
   * until then; never fails a deletion.
   */
  recycleWriteAheadLog: () => Promise<unknown>;
};

const signInAgain = () => new HttpError(401, 'Please sign in to continue.');

/** The veteran's data rights: a copy of everything (access, portability) and deletion. */
export function createAccountService({
  db,
  now,
  endSessionsOfUser,
  readCaseForExport,
  readIntentsToFileForExport,
  readJournalForExport,
  readExamsForExport,
  readWitnessRequestsForExport,
  openDeadlinesOf,
  exportLabels,
  recycleWriteAheadLog,
}: Deps) {
  async function exportChats(tx: Database, userId: string) {
    const chats = createChatRepository(tx, userId, now);
    const sessions = await chats.listSessions();
    return Promise.all(
      sessions.map(async (session) => ({
        ...session,
        messages: (await chats.listMessages(session.id)).map((message) => ({
          id: message.id,
          role: message.role,
          content: message.content,
          createdAt: message.createdAt,
          attachedDocumentIds: message.attachedDocuments.map((document) => document.id),
          attachedDisabilityIds: message.attachedDisabilities.map((disability) => disability.id),
        })),
      })),
    );
  }

  /** Every document without its text and bytes, which are read one document at a time. */
  async function listDocuments(tx: Database, userId: string, at: Date) {
    const rows = await createDocumentsRepository(tx, userId).listOldestFirst();
    return rows.map((row): ListedDocument => {
      const { hasDecisionToImport: _, ...summary } = toDocumentDto(row, at);
      return { ...summary, recognisedDecision: row.decision };
    });
  }

  /**
   * A document's text and file, read when the export reaches it. Content past its expiry
   * counts as gone, swept or not, as everywhere else; content removed or a document deleted
   * since the snapshot is left out.
   */
  async function readContent(userId: string, document: ListedDocument, at: Date) {
    const row = document.hasContent
      ? await createDocumentsRepository(db, userId).findContentForExport(document.id)
      : undefined;
    const usable = row !== undefined && isContentUsable(row, at);
    return {
      text: usable ? row.fileContent : null,
      originalFileBase64: usable ? row.fileBase64 : null,
    };
  }

  /**
   * One consistent, read-only snapshot of everything but the documents' text and files: nothing
   * is written while the copy is made, and no transaction stays open while it is sent.
   */
  const snapshot = (userId: string) =>
    db.transaction(
      async (tx) => {
        const repository = createAccountRepository(tx, userId);
        const account = await repository.findAccount();
        if (!account) throw signInAgain();
        const at = now();
        const profile = await createProfileRepository(tx).get(userId);
        const chats = await exportChats(tx, userId);
        const disabilities = await repository.listDisabilities();
        const ratingGuidance = await repository.listRatingGuidance();
        const claims = await createClaimsRepository(tx, userId).list();
        const intentsToFile = await readIntentsToFileForExport(tx, userId);
        const journal = await readJournalForExport(tx, userId);
        const exams = await readExamsForExport(tx, userId);
        const witnessRequests = await readWitnessRequestsForExport(tx, userId);
        const myCase = await readCaseForExport(tx, userId);
        const documents = await listDocuments(tx, userId, at);
        return {
          format: 'wingman-export' as const,
          version: 1 as const,
          exportedAt: at.toISOString(),
          account: {
            ...account,
            createdAt: account.createdAt.toISOString(),
            updatedAt: account.updatedAt.toISOString(),
          },
          profile,
          chats,
          disabilities: disabilities.map((row) => ({
            ...row,
            createdAt: row.createdAt.toISOString(),
            updatedAt: row.updatedAt.toISOString(),
          })),
          ratingGuidance: ratingGuidance.map((row) => ({
            ...row,
            currentConfiguration: ratingConfigurationSchema.parse(row.currentConfiguration),
            optimizedConfiguration: ratingConfigurationSchema.parse(row.optimizedConfiguration),
            createdAt: row.createdAt.toISOString(),
            updatedAt: row.updatedAt.toISOString(),
          })),
          claims,
          intentsToFile,
          journal,
          exams,
          witnessRequests,
          case: myCase,
          documents,
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

  return {
    /** The export's date, and its JSON text to send as the reader takes it. */
    exportData: async (userId: string) => {
      const data = await snapshot(userId);
      const at = new Date(data.exportedAt);
      return {
        exportedAt: data.exportedAt,
        json: exportJson(data, (document) => readContent(userId, document, at)),
      };
    },

    /** The same snapshot as a readable PDF: documents with their analyses, not their files. */
    exportPdf: async (userId: string) => {
      const data = await snapshot(userId);
      const today = calendarDateIn(new Date(data.exportedAt), 'UTC');
      const pdf = await buildExportPdf(data, {
        labels: exportLabels,
        openDeadlinesOf: (claim) => openDeadlinesOf(claim, today),
      });
      return { exportedAt: data.exportedAt, pdf };
    },

    /** Deletes the account and everything in it, once the current password is given. */
    async deleteAccount(userId: string, password: string): Promise<void> {
      const repository = createAccountRepository(db, userId);
      const passwordHash = await repository.findPasswordHash();
      if (passwordHash === undefined) throw signInAgain();
      if (!(await verifyPassword(passwordHash, password))) {
        throw new HttpError(400, accountMessages.wrongPassword, [
          { path: 'password', message: accountMessages.wrongPassword },
        ]);
      }
      await repository.deleteAccount();
      // Sessions live outside the cascade (their user id is inside the session's JSON).
      await endSessionsOfUser(userId);
      await recycleWriteAheadLog();
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
