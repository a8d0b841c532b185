/**
 * content/journal/condition-fields.json, checked once at start-up: a basis without a source or
 * a check date, an unknown placeholder or a rule naming no field stops the server.
 */
import journalFile from '../../../content/journal/condition-fields.json';
import { journalContentSchema, type JournalContent } from '../../contracts/journal';
import type { ConditionCatalog } from './condition-catalog';

export function parseJournalContent(file: unknown): JournalContent {
  const parsed = journalContentSchema.safeParse(file);
  if (!parsed.success) {
    throw new Error(`content/journal/condition-fields.json: ${parsed.error.message}`);
  }
  return parsed.data;
}

export const journalContent = parseJournalContent(journalFile);

/**
 * Every code a basis names is one the catalog holds, and every level it maps is a level of its
 * criteria code, so the summary always shows the schedule's own words.
 */
export function checkJournalAgainstCatalog(content: JournalContent, catalog: ConditionCatalog) {
  for (const basis of content.bases) {
    const where = `content/journal/condition-fields.json, basis ${basis.key}`;
    const unknown = [basis.criteriaCode, ...basis.diagnosticCodes].filter(
      (code) => !catalog.findByCode(code),
    );
    if (unknown.length) throw new Error(`${where}: unknown diagnostic codes ${unknown.join(', ')}`);
    const percentages = new Set(
      catalog.findByCode(basis.criteriaCode)!.percentageOptions.map((o) => o.percentage),
    );
    const missing = basis.levels.filter((level) => !percentages.has(level.percentage));
    if (missing.length) {
      throw new Error(
        `${where}: no ${missing.map((level) => level.percentage).join(', ')}% line in DC ${basis.criteriaCode}`,
      );
    }
  }
  return content;
}
