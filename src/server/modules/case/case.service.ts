import type {
  CaseConditionInput,
  CaseResponse,
  EvidenceDecisionInput,
  ProviderInput,
  StatementInput,
} from '../../../contracts/case';
import type { FieldError } from '../../../contracts/errors';
import { buildCaseCondition } from '../../../domain/case/case-condition';
import type {
  CaseRules,
  JournalEntryRecord,
  ServiceHistoryCheck,
} from '../../../domain/case/case-input';
import { caseSuggestions } from '../../../domain/case/case-suggestions';
import { documentItem } from '../../../domain/case/evidence-proposals';
import type { SafetyCheck } from '../../../domain/safety/safety-types';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import { safetyNoticeOf } from '../../safety/safety-notice';
import { createCaseProvidersRepository } from './case-providers.repository';
import { createCaseStatementsRepository, toCaseStatement } from './case-statements.repository';
import {
  createCaseRepository,
  type CaseConditionRow,
  type CaseRepository,
  type EvidenceItemKey,
} from './case.repository';
import { ownFindings } from '../../documents/own-findings';
import { quoteOnPage } from './document-words';

type CaseServiceDeps = {
  db: Database;
  /** content/case with the condition catalog and the nexus phrases (case-content.ts). */
  rules: CaseRules;
  /** The veteran's symptom journal, read in the same transaction as the rest of the case. */
  readJournalForCase: ReadJournal;
  /**
   * The Finder's check of the veteran's saved service history (null when none is saved), read in
   * the same transaction, so a presumptive claim's qualifying service says what the Finder says.
   */
  checkSavedServiceHistory: CheckSavedServiceHistory;
  safety: SafetyCheck;
};

type ReadJournal = (db: Database, userId: string) => Promise<readonly JournalEntryRecord[]>;
type CheckSavedServiceHistory = (
  db: Database,
  userId: string,
) => Promise<ServiceHistoryCheck | null>;
type EvidenceReaders = Pick<CaseServiceDeps, 'readJournalForCase' | 'checkSavedServiceHistory'>;

const conditionNotFound = () => notFound('Condition not found.');
const documentNotFound = () => notFound('Document not found.');

/** The id the evidence map gives the item an answer is about. */
const itemIdOf = (decision: EvidenceItemKey) =>
  documentItem(
    decision.elementKey,
    { documentId: decision.documentId, documentName: null },
    { page: decision.page, text: decision.quote },
    'proposed',
  ).id;

function refuse(error: FieldError): never {
  throw new HttpError(400, error.message, [error]);
}

/** Everything a condition's evidence map is built from, read together. */
async function readEvidenceSources(
  db: Database,
  userId: string,
  { readJournalForCase, checkSavedServiceHistory }: EvidenceReaders,
) {
  const repository = createCaseRepository(db, userId);
  const analysed = await repository.listAnalysedDocuments();
  return {
    analysed,
    documents: analysed.map((document) => ({
      documentId: document.id,
      documentName: document.originalName,
      findings: ownFindings(document),
    })),
    decisions: await repository.listDecisions(),
    statements: await createCaseStatementsRepository(db, userId).list(),
    disabilities: await repository.listDisabilities(),
    journal: await readJournalForCase(db, userId),
    serviceHistory: await checkSavedServiceHistory(db, userId),
  };
}

type EvidenceSources = Awaited<ReturnType<typeof readEvidenceSources>>;

/** A veteran's case: the conditions they claim, each with its evidence map, and what backs them. */
export function createCaseService(deps: CaseServiceDeps) {
  const { db, rules, safety } = deps;
  const presumptiveRuleIds = new Set(rules.presumptive.rules.map((rule) => rule.id));

  const build = (condition: CaseConditionRow, sources: EvidenceSources) =>
    buildCaseCondition({
      condition,
      rules,
      documents: sources.documents,
      decisions: sources.decisions.filter((decision) => decision.conditionId === condition.id),
      statements: sources.statements,
      disabilities: sources.disabilities,
      journal: sources.journal,
      serviceHistory: sources.serviceHistory,
    });

  const buildOne = async (userId: string, condition: CaseConditionRow) =>
    build(condition, await readEvidenceSources(db, userId, deps));

  /** The rule must be one the content knows, and the rating it raises the veteran's own. */
  async function checkCondition(repository: CaseRepository, input: CaseConditionInput) {
    if (input.presumptiveRule && !presumptiveRuleIds.has(input.presumptiveRule)) {
      refuse({ path: 'presumptiveRule', message: 'Choose a presumptive rule from the list' });
    }
    if (input.disabilityId && !(await repository.ownsDisability(input.disabilityId))) {
      throw notFound('Disability not found.');
    }
  }

  async function findCondition(repository: CaseRepository, id: string) {
    const condition = await repository.findCondition(id);
    if (!condition) throw conditionNotFound();
    return condition;
  }

  async function checkStatement(userId: string, input: StatementInput) {
    if (input.elementKey && !rules.evidence.elements[input.elementKey]) {
      refuse({ path: 'elementKey', message: 'Choose an element of the evidence map' });
    }
    if (input.conditionId) await findCondition(createCaseRepository(db, userId), input.conditionId);
  }

  async function checkProvider(userId: string, input: ProviderInput): Promise<ProviderInput> {
    if (input.treatmentFrom && input.treatmentTo && input.treatmentTo < input.treatmentFrom) {
      refuse({ path: 'treatmentTo', message: 'Treatment to cannot be before treatment from' });
    }
    const conditionIds = [...new Set(input.conditionIds)];
    const own = await createCaseRepository(db, userId).ownConditionIds(conditionIds);
    if (conditionIds.some((id) => !own.has(id))) throw conditionNotFound();
    return { ...input, conditionIds };
  }

  return {
    /** GET /api/case, read in one read-only snapshot: reading the case never changes it. */
    /** The conditions with their evidence maps alone, for the chat: no suggestions, no lists. */
    conditions: async (userId: string) => {
      const [conditions, sources] = await Promise.all([
        createCaseRepository(db, userId).listConditions(),
        readEvidenceSources(db, userId, deps),
      ]);
      return conditions.map((condition) => build(condition, sources));
    },

    read: (userId: string): Promise<CaseResponse> =>
      db.transaction(
        async (tx) => {
          const repository = createCaseRepository(tx, userId);
          const conditions = await repository.listConditions();
          const sources = await readEvidenceSources(tx, userId, deps);
          return {
            conditions: conditions.map((condition) => build(condition, sources)),
            suggestions: caseSuggestions({
              conditions,
              documents: sources.documents,
              decisions: sources.analysed.flatMap((document) =>
                document.decision
                  ? [
                      {
                        documentId: document.id,
                        documentName: document.originalName,
                        decision: document.decision,
                      },
                    ]
                  : [],
              ),
              disabilities: sources.disabilities,
              vaConditions: rules.vaConditions,
              sentenceRoles: rules.sentenceRoles,
            }),
            statements: sources.statements.map(toCaseStatement),
            providers: await createCaseProvidersRepository(tx, userId).list(),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),

    addCondition: async (userId: string, input: CaseConditionInput) => {
      const repository = createCaseRepository(db, userId);
      await checkCondition(repository, input);
      if (input.originDocumentId && !(await repository.ownsDocument(input.originDocumentId))) {
        throw documentNotFound();
      }
      return buildOne(userId, await repository.createCondition(input));
    },

    /**
     * Replaces the fields the veteran edits; where it came from, its answers and its statements
     * stay with it.
     */
    changeCondition: async (userId: string, id: string, input: CaseConditionInput) => {
      const repository = createCaseRepository(db, userId);
      await findCondition(repository, id);
      await checkCondition(repository, input);
      const updated = await repository.updateCondition(id, input);
      if (!updated) throw conditionNotFound();
      return buildOne(userId, updated);
    },

    removeCondition: async (userId: string, id: string) => {
      if (!(await createCaseRepository(db, userId).removeCondition(id))) throw conditionNotFound();
    },

    /**
     * Records the veteran's confirm or reject. Only the document's own words count: the quote
     * must be on that page of one of their documents, for an element the condition's basis needs.
     */
    decideEvidence: async (userId: string, id: string, decision: EvidenceDecisionInput) => {
      const repository = createCaseRepository(db, userId);
      const condition = await findCondition(repository, id);
      const element = rules.evidence.bases[condition.basis].find(
        (entry) => entry.key === decision.elementKey,
      );
      if (!element || element.notNeededWhy) {
        refuse({
          path: 'elementKey',
          message: 'This condition needs no evidence for that element',
        });
      }
      const document = await repository.findDocumentWords(decision.documentId);
      if (!document) throw documentNotFound();
      const quote = quoteOnPage(document, decision.page, decision.quote);
      if (quote === undefined) {
        refuse({
          path: 'quote',
          message: `These words are not on page ${decision.page} of ${document.originalName}`,
        });
      }
      await repository.saveDecision(condition.id, { ...decision, quote });
      return buildOne(userId, condition);
    },

    /**
     * Takes an answer back, named by its item or the item's id in the evidence map: the item is
     * proposed again, or gone if the veteran picked it.
     */
    undoEvidenceDecision: async (
      userId: string,
      id: string,
      which: { item: EvidenceItemKey } | { itemId: string },
    ) => {
      const repository = createCaseRepository(db, userId);
      const condition = await findCondition(repository, id);
      const item =
        'item' in which
          ? which.item
          : (await repository.listDecisionsOf(condition.id)).find(
              (decision) => itemIdOf(decision) === which.itemId,
            );
      if (!item || !(await repository.removeDecision(condition.id, item))) {
        throw notFound('No answer was recorded for this item.');
      }
      return buildOne(userId, condition);
    },

    addStatement: async (userId: string, input: StatementInput) => {
      await checkStatement(userId, input);
      const statement = await createCaseStatementsRepository(db, userId).create(input);
      return { ...statement, safety: safetyNoticeOf(safety, [statement.text]) };
    },

    changeStatement: async (userId: string, id: string, input: StatementInput) => {
      await checkStatement(userId, input);
      const updated = await createCaseStatementsRepository(db, userId).update(id, input);
      if (!updated) throw notFound('Statement not found.');
      return { ...updated, safety: safetyNoticeOf(safety, [updated.text]) };
    },

    removeStatement: async (userId: string, id: string) => {
      if (!(await createCaseStatementsRepository(db, userId).remove(id))) {
        throw notFound('Statement not found.');
      }
    },

    addProvider: async (userId: string, input: ProviderInput) =>
      createCaseProvidersRepository(db, userId).create(await checkProvider(userId, input)),

    changeProvider: async (userId: string, id: string, input: ProviderInput) => {
      const updated = await createCaseProvidersRepository(db, userId).update(
        id,
        await checkProvider(userId, input),
      );
      if (!updated) throw notFound('Provider not found.');
      return updated;
    },

    removeProvider: async (userId: string, id: string) => {
      if (!(await createCaseProvidersRepository(db, userId).remove(id))) {
        throw notFound('Provider not found.');
      }
    },
  };
}

export type CaseService = ReturnType<typeof createCaseService>;
