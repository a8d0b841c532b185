import { boolean, integer, json, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { PercentageOption } from '../../../contracts/conditions';
import { createdAt, id, timestamps } from './columns';
import { disabilities } from './disabilities';
import { users } from './users';

/** Reference data seeded from content/conditions/ at start-up. */
export const vaConditions = pgTable('va_conditions', {
  id: id(),
  diagnosticCode: text('diagnostic_code').notNull().unique(),
  conditionName: text('condition_name').notNull(),
  bodySystem: text('body_system').notNull(),
  percentageOptions: json('percentage_options').$type<PercentageOption[]>().notNull(),
  commonSymptoms: json('common_symptoms').$type<string[]>().notNull().default([]),
  requiredEvidence: json('required_evidence').$type<string[]>().notNull().default([]),
  canBeBilateral: boolean('can_be_bilateral').notNull().default(false),
  aliases: json('aliases').$type<string[]>().notNull().default([]),
  cfrSection: text('cfr_section'),
  ratingFormula: text('rating_formula'),
  examinerFocus: json('examiner_focus').$type<string[]>().notNull().default([]),
  notes: json('notes').$type<string[]>().notNull().default([]),
  sources: json('sources').$type<string[]>().notNull().default([]),
  confidence: text('confidence'),
  ...timestamps(),
});

export const vaCombinabilityRules = pgTable(
  'va_combinability_rules',
  {
    id: id(),
    condition1Code: text('condition1_code')
      .notNull()
      .references(() => vaConditions.diagnosticCode, { onDelete: 'cascade' }),
    condition2Code: text('condition2_code')
      .notNull()
      .references(() => vaConditions.diagnosticCode, { onDelete: 'cascade' }),
    canCombine: boolean('can_combine').notNull(),
    pyramidingRule: text('pyramiding_rule'),
    splitStrategy: text('split_strategy'),
    regulatoryBasis: text('regulatory_basis'),
    createdAt: createdAt(),
  },
  (table) => [unique('va_combinability_rules_pair').on(table.condition1Code, table.condition2Code)],
);

export const vaRatingOptimizations = pgTable('va_rating_optimizations', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  // Which tracked disability the guidance was for; one current record per disability.
  disabilityId: uuid('disability_id').references(() => disabilities.id, { onDelete: 'cascade' }),
  currentConfiguration: json('current_configuration').notNull(),
  optimizedConfiguration: json('optimized_configuration').notNull(),
  currentTotalRating: integer('current_total_rating').notNull(),
  optimizedTotalRating: integer('optimized_total_rating').notNull(),
  potentialIncrease: integer('potential_increase').notNull(),
  confidence: text('confidence').notNull(),
  requiredActions: json('required_actions').$type<string[]>().notNull().default([]),
  evidenceNeeded: json('evidence_needed').$type<string[]>().notNull().default([]),
  regulatoryCitations: json('regulatory_citations').$type<string[]>().notNull().default([]),
  analysisNotes: text('analysis_notes'),
  ...timestamps(),
});
