import type { CaseCondition, CaseStatement, StatementInput } from '../../../contracts/case';
import {
  WITNESS_LINK_DAYS,
  composeWitnessStatement,
  witnessRelationshipText,
  type CreatedWitnessRequest,
  type ReceivedWitnessRequest,
  type WitnessAnswers,
  type WitnessRequestInput,
} from '../../../contracts/witness';
import type { z } from 'zod';
import type {
  witnessAcceptInputSchema,
  witnessRequestInputSchema,
} from '../../../contracts/witness';
import type { SafetyCheck } from '../../../domain/safety/safety-types';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import { witnessAnswersSafety } from './witness-answers-safety';
import {
  createWitnessRequestsRepository,
  toWitnessRequest,
  type WitnessRequestRow,
} from './witness-requests.repository';

type WitnessRequestsDeps = {
  db: Database;
  now: () => Date;
  /** Where the witness's page is: PUBLIC_URL. */
  publicUrl: string;
  newToken: () => { token: string; tokenHash: string };
  /** My Case's conditions with their evidence maps. */
  conditionsOf: (userId: string) => Promise<CaseCondition[]>;
  /** Adds a statement to My Case, checked as My Case checks its own. */
  addStatement: (userId: string, input: StatementInput) => Promise<CaseStatement>;
  safety: SafetyCheck;
};

const DAY_MS = 86_400_000;
const requestNotFound = () => notFound('Witness request not found.');
const noAnswersYet = () =>
  new HttpError(409, 'The witness has not sent their answers yet, so there is nothing to add.');

// The elements a witness's account of events can back, as the evidence map's content accepts.
const WITNESS_ELEMENTS = ['in-service-event', 'in-service-worsening'];

type ParsedInput = z.output<typeof witnessRequestInputSchema>;
type AcceptInput = z.output<typeof witnessAcceptInputSchema>;

/** The submitted answers, or a 409 while there are none. */
export function answersOf(row: WitnessRequestRow): WitnessAnswers {
  if (!row.submittedAt || !row.answers) throw noAnswersYet();
  return row.answers as WitnessAnswers;
}

/** The veteran's side of witness links: ask, see the answers, add them to My Case, withdraw. */
export function createWitnessRequestsService(deps: WitnessRequestsDeps) {
  const { db, now } = deps;
  const repository = (userId: string) => createWitnessRequestsRepository(db, userId);

  async function findOwn(userId: string, id: string) {
    const row = await repository(userId).find(id);
    if (!row) throw requestNotFound();
    return row;
  }

  /** Where the statement goes on the condition's evidence map when the veteran did not say. */
  async function defaultElement(userId: string, conditionId: string | null) {
    if (!conditionId) return null;
    const condition = (await deps.conditionsOf(userId)).find((each) => each.id === conditionId);
    const element = condition?.elements.find(
      (each) => WITNESS_ELEMENTS.includes(each.key) && each.status !== 'not-needed',
    );
    return element?.key ?? null;
  }

  return {
    /** Each request with the level of its answers, read afresh: a read never writes. */
    list: async (userId: string): Promise<ReceivedWitnessRequest[]> => {
      const at = now();
      return (await repository(userId).list()).map((row) => {
        const request = toWitnessRequest(row, at);
        const safety = request.answers
          ? witnessAnswersSafety(deps.safety, request.answers)
          : { level: 'none' as const };
        return { ...request, safety };
      });
    },

    create: async (
      userId: string,
      input: ParsedInput | WitnessRequestInput,
    ): Promise<CreatedWitnessRequest> => {
      const own = repository(userId);
      // A name typed (or sent by a chat link) joins the condition of that name in My Case.
      const named = input.conditionName ? await own.conditionNamed(input.conditionName) : undefined;
      const conditionId = input.conditionId ?? named?.id ?? null;
      const conditionName = input.conditionId
        ? await own.conditionName(input.conditionId)
        : (named?.name ?? input.conditionName);
      if (!conditionName) throw notFound('Condition not found.');
      const { token, tokenHash } = deps.newToken();
      const at = now();
      const row = await own.create({
        conditionId,
        conditionName,
        witnessName: input.witnessName,
        relationship: input.relationship,
        whatTheySaw: input.whatTheySaw ?? null,
        tokenHash,
        expiresAt: new Date(at.getTime() + WITNESS_LINK_DAYS * DAY_MS),
      });
      return {
        request: toWitnessRequest(row, at),
        link: new URL(`/witness/${token}`, deps.publicUrl).toString(),
      };
    },

    /** Withdraws the request: the link stops working, and the answers are removed with it. */
    remove: async (userId: string, id: string) => {
      if (!(await repository(userId).remove(id))) throw requestNotFound();
    },

    /** The answers as a witness statement in My Case, on the condition's evidence map. */
    accept: async (userId: string, id: string, input: AcceptInput) => {
      const row = await findOwn(userId, id);
      const answers = answersOf(row);
      if (row.statementId) throw new HttpError(409, 'These answers are already in My Case.');
      // The condition may have been added to My Case since the link was made.
      const conditionId =
        row.conditionId ?? (await repository(userId).conditionNamed(row.conditionName))?.id ?? null;
      const statement = await deps.addStatement(userId, {
        kind: 'witness',
        conditionId,
        elementKey: input.elementKey ?? (await defaultElement(userId, conditionId)),
        text: composeWitnessStatement(answers),
        witnessName: answers.fullName.trim(),
        witnessRelationship: witnessRelationshipText(answers),
      });
      if (!(await repository(userId).linkStatement(id, statement.id)))
        throw new HttpError(409, 'These answers are already in My Case.');
      return {
        request: toWitnessRequest({ ...row, statementId: statement.id }, now()),
        statement,
      };
    },

    findAnswered: async (userId: string, id: string) => {
      const row = await findOwn(userId, id);
      return { row, answers: answersOf(row), veteran: await repository(userId).veteranName() };
    },
  };
}

export type WitnessRequestsService = ReturnType<typeof createWitnessRequestsService>;
