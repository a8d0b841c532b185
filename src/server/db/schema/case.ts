import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  caseBases,
  caseConditionOrigins,
  caseReviewLanes,
  caseSides,
  statementKinds,
} from '../../../contracts/case';
import { id, timestamps } from './columns';
import { disabilities } from './disabilities';
import { documents } from './documents';
import { users } from './users';

const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A condition the veteran claims or wants to raise, with how it is tied to service. */
export const caseConditions = pgTable(
  'case_conditions',
  {
    id: id(),
    userId: userId(),
    name: text('name').notNull(),
    // Checked by the contract; text columns let a new value arrive without a migration.
    basis: text('basis', { enum: caseBases }).notNull(),
    secondaryTo: text('secondary_to'),
    presumptiveRule: text('presumptive_rule'),
    // The rating it asks to raise; the condition stays if the rating is removed.
    disabilityId: uuid('disability_id').references(() => disabilities.id, {
      onDelete: 'set null',
    }),
    side: text('side', { enum: caseSides }),
    approximateStart: text('approximate_start'),
    explanation: text('explanation'),
    reviewLane: text('review_lane', { enum: caseReviewLanes }),
    decisionDate: date('decision_date'),
    origin: text('origin', { enum: caseConditionOrigins }).notNull().default('manual'),
    originDocumentId: uuid('origin_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (table) => [index('case_conditions_user_idx').on(table.userId, table.createdAt)],
);

/** The veteran's answer to one proposed item of a condition's evidence map. */
export const caseEvidenceDecisions = pgTable(
  'case_evidence_decisions',
  {
    id: id(),
    userId: userId(),
    conditionId: uuid('condition_id')
      .notNull()
      .references(() => caseConditions.id, { onDelete: 'cascade' }),
    elementKey: text('element_key').notNull(),
    // A decision about a document's words goes with the document.
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    quote: text('quote').notNull(),
    state: text('state', { enum: ['confirmed', 'rejected'] }).notNull(),
    ...timestamps(),
  },
  (table) => [
    index('case_evidence_decisions_user_idx').on(table.userId),
    // One answer per item; the quote is hashed because a long one would not fit a btree entry.
    uniqueIndex('case_evidence_decisions_item_idx').on(
      table.conditionId,
      table.elementKey,
      table.documentId,
      table.page,
      sql`md5(${table.quote})`,
    ),
  ],
);

/** A personal (21-4138) or witness (21-10210) statement. */
export const caseStatements = pgTable(
  'case_statements',
  {
    id: id(),
    userId: userId(),
    kind: text('kind', { enum: statementKinds }).notNull(),
    // A statement outlives the condition it was written for; the veteran may reuse it.
    conditionId: uuid('condition_id').references(() => caseConditions.id, {
      onDelete: 'set null',
    }),
    elementKey: text('element_key'),
    text: text('text').notNull(),
    witnessName: text('witness_name'),
    witnessRelationship: text('witness_relationship'),
    ...timestamps(),
  },
  (table) => [index('case_statements_user_idx').on(table.userId, table.createdAt)],
);

/** A private provider whose records VA should ask for (21-4142). */
export const caseProviders = pgTable(
  'case_providers',
  {
    id: id(),
    userId: userId(),
    name: text('name').notNull(),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country'),
    treatmentFrom: date('treatment_from'),
    treatmentTo: date('treatment_to'),
    // The case's conditions treated there; a removed condition's id is taken out with it.
    conditionIds: uuid('condition_ids').array().notNull().default([]),
    ...timestamps(),
  },
  (table) => [index('case_providers_user_idx').on(table.userId, table.createdAt)],
);
