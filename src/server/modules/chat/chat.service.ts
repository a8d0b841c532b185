import type { z } from 'zod';
import type { ClaimWithDeadlines } from '../../../contracts/claims';
import {
  MAX_ATTACHED_DOCUMENTS,
  type ChatMessage,
  type ChatMode,
  type sendMessageSchema,
} from '../../../contracts/chat';
import type { ClaimDeadlines } from '../../../domain/deadlines/claim-deadlines';
import type { CaseCondition } from '../../../contracts/case';
import { householdOf, type Profile } from '../../../contracts/profile';
import type { Assistant, ChatContext, VeteranCase } from '../../assistant/assistant';
import type { Turn } from '../../../contracts/turn';
import type { FinderFacts } from '../../../domain/knowledge/finder-answer';
import type { IntentToFile } from '../../../contracts/intent-to-file';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import { calendarDateIn } from '../../calendar-today';
import { structuredAnalysisOf } from '../../documents/legacy-analysis-text';
import { createChatRepository, type ChatRepository } from './chat.repository';

type ChatServiceDeps = {
  db: Database;
  now: () => Date;
  assistant: Pick<Assistant, 'reply'>;
  /** The veteran's claims with their deadlines, counted in their time zone. */
  claims: { list: (userId: string, timeZone: string) => Promise<ClaimWithDeadlines[]> };
  /** Profile & Settings: the tone the veteran chose and the dependents they gave. */
  profileOf: (userId: string) => Promise<Profile>;
  /** My Case's conditions with their evidence maps. */
  caseConditionsOf: (userId: string) => Promise<CaseCondition[]>;
  /** The recorded intents to file, with their year's end counted in the veteran's time zone. */
  intentsToFileOf: (userId: string, timeZone: string) => Promise<IntentToFile[]>;
  /** The Finder's result, so the chat answers coverage questions from the same check. */
  finderOf: (userId: string) => Promise<FinderFacts>;
};

/** Earlier messages a reply may read: enough for a follow-up, bounded for the engine. */
const HISTORY_MESSAGES = 20;
const TITLE_LENGTH = 60;
/** Shorter names ("scan", "va") are too likely to be ordinary words in a question. */
const MIN_NAMED_LENGTH = 6;

const chatNotFound = () => notFound('Chat not found.');

/** The first words of a message, cut at a word boundary near TITLE_LENGTH characters. */
export function titleFrom(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= TITLE_LENGTH) return text;
  const cut = text.slice(0, TITLE_LENGTH + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > TITLE_LENGTH / 2 ? cut.slice(0, lastSpace) : cut.slice(0, TITLE_LENGTH)).trimEnd()}…`;
}

/** Documents whose file name (with or without its extension) the question spells out. */
export function documentsNamedIn<T extends { originalName: string }>(
  question: string,
  candidates: readonly T[],
): T[] {
  const text = question.toLowerCase();
  return candidates.filter(({ originalName }) => {
    const name = originalName.toLowerCase();
    const stem = name.replace(/\.[a-z0-9]{1,5}$/, '');
    return text.includes(name) || (stem.length >= MIN_NAMED_LENGTH && text.includes(stem));
  });
}

/** The deadline that most needs attention, named ("Higher-Level Review by 2027-06-14"). */
function nextDeadline({ intentToFile, review, mostUrgent }: ClaimDeadlines): string | null {
  if (!mostUrgent) return null;
  const label =
    mostUrgent === intentToFile
      ? 'Claim due under the intent to file'
      : (review?.lanes.find((lane) => lane.deadline === mostUrgent)?.title ?? 'Deadline');
  return `${label} by ${mostUrgent.deadline}${mostUrgent.daysLeft < 0 ? ' (passed)' : ''}`;
}

/** A veteran's chats, and the sending of a message with its reply. */
export function createChatService({
  db,
  now,
  assistant,
  claims,
  profileOf,
  caseConditionsOf,
  intentsToFileOf,
  finderOf,
}: ChatServiceDeps) {
  const repositoryOf = (userId: string) => createChatRepository(db, userId, now);

  async function ownSession(repository: ChatRepository, sessionId: string) {
    const session = await repository.findSession(sessionId);
    if (!session) throw chatNotFound();
    return session;
  }

  async function veteranCase(
    userId: string,
    repository: ChatRepository,
    timeZone: string,
    profile: Profile,
  ): Promise<VeteranCase> {
    const [disabilities, claimList, caseConditions, intents, finder] = await Promise.all([
      repository.listDisabilities(),
      claims.list(userId, timeZone),
      caseConditionsOf(userId),
      intentsToFileOf(userId, timeZone),
      finderOf(userId),
    ]);
    return {
      disabilities,
      finder,
      household: householdOf(profile),
      caseConditions,
      intentsToFile: intents
        .filter((intent) => intent.state === 'open')
        .map(({ receivedDate, end }) => ({
          receivedDate,
          deadline: end.deadline,
          daysLeft: end.daysLeft,
        }))
        .sort((a, b) => a.daysLeft - b.daysLeft),
      claims: claimList.map((claim) => ({
        disabilityName: claim.disabilityName,
        status: claim.status,
        submittedDate: claim.submittedDate,
        intentToFileDate: claim.intentToFileDate,
        decisionDate: claim.decisionDate,
        nextDeadline: nextDeadline(claim.deadlines),
      })),
    };
  }

  return {
    listSessions: (userId: string) => repositoryOf(userId).listSessions(),

    /** A new chat starts in the mode asked for, else the profile's default chat mode. */
    createSession: async (userId: string, input: { title?: string; mode?: ChatMode } = {}) => {
      const mode = input.mode ?? (await profileOf(userId)).defaultChatMode;
      return repositoryOf(userId).createSession(input.title, mode);
    },

    updateSession: async (
      userId: string,
      sessionId: string,
      change: { title?: string; mode?: ChatMode },
    ) => {
      const session = await repositoryOf(userId).updateSession(sessionId, change);
      if (!session) throw chatNotFound();
      return session;
    },

    removeSession: async (userId: string, sessionId: string) => {
      if (!(await repositoryOf(userId).removeSession(sessionId))) throw chatNotFound();
    },

    listMessages: async (userId: string, sessionId: string) => {
      const repository = repositoryOf(userId);
      await ownSession(repository, sessionId);
      return repository.listMessages(sessionId);
    },

    /**
     * Stores the veteran's message with its attachments before anything else, so nothing they
     * wrote is lost whatever happens to the reply, then returns the reply to run and a way to
     * store it.
     */
    startMessage: async (userId: string, input: z.output<typeof sendMessageSchema>) => {
      const repository = repositoryOf(userId);
      const session = await ownSession(repository, input.sessionId);
      const documentIds = [...new Set(input.attachedDocuments)];
      const disabilityIds = [...new Set(input.attachedDisabilities)];
      // "Today" is the veteran's calendar day, as on My Claims.
      const timeZone = input.timeZone ?? 'UTC';
      const [documents, disabilities, earlier, analysed, profile] = await Promise.all([
        repository.findDocuments(documentIds),
        repository.findDisabilities(disabilityIds),
        repository.listHistory(session.id, HISTORY_MESSAGES),
        repository.listAnalysedDocuments(),
        profileOf(userId),
      ]);
      if (documents.length !== documentIds.length) throw notFound('Document not found.');
      if (disabilities.length !== disabilityIds.length) throw notFound('Disability not found.');

      const userMessage = await repository.addMessage(session.id, {
        role: 'user',
        content: input.content,
        documentIds,
        disabilityIds,
      });
      const firstMessage = !earlier.some((message) => message.role === 'user');
      await repository.touchSession(
        session.id,
        firstMessage ? titleFrom(input.content) : undefined,
      );

      let turn: Turn | null = null;
      const context: ChatContext = {
        question: input.content,
        history: earlier,
        onTurn: (read) => {
          turn = read;
        },
        today: calendarDateIn(now(), timeZone),
        personality: profile.aiPersonality,
        mode: session.mode,
        documents: [
          ...documents.map((document) => ({
            name: document.originalName,
            analysis: structuredAnalysisOf(document),
            text: document.text,
          })),
          // A document the question names is read too, from its analysis only.
          ...documentsNamedIn(
            input.content,
            analysed.filter((document) => !documentIds.includes(document.id)),
          )
            .slice(0, MAX_ATTACHED_DOCUMENTS)
            .map((document) => ({
              name: document.originalName,
              analysis: structuredAnalysisOf(document),
              text: null,
            })),
        ],
        disabilities: disabilities.map(
          ({ name, currentPercentage, diagnosticCode, side, spineSegment }) => ({
            name,
            currentPercentage,
            diagnosticCode,
            side,
            spineSegment,
          }),
        ),
        veteranCase: await veteranCase(userId, repository, timeZone, profile),
      };
      return {
        userMessage,
        reply: (signal?: AbortSignal) => assistant.reply(context, signal),
        saveReply: async (content: string): Promise<ChatMessage> => {
          if (turn) await repository.setTurn(userMessage.id, turn);
          const stored = await repository.addMessage(session.id, { role: 'assistant', content });
          await repository.touchSession(session.id);
          return stored;
        },
      };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
