import { describe, expect, it } from 'vitest';
import journalFile from '../../../content/journal/condition-fields.json';
import { loadConditionCatalog } from './condition-catalog';
import { checkJournalAgainstCatalog, journalContent, parseJournalContent } from './journal-content';

/** content/journal/condition-fields.json with one change, as a test's own copy. */
function fileWith(change: (file: typeof journalFile) => void): unknown {
  const copy = structuredClone(journalFile);
  change(copy);
  return copy;
}

describe('content/journal/condition-fields.json', () => {
  it('holds migraine, knee, spine, mental health and sleep apnea, each sourced and checked', () => {
    expect(journalContent.bases.map((basis) => basis.key)).toEqual([
      'migraine',
      'knee',
      'spine',
      'mental-health',
      'sleep-apnea',
    ]);
    for (const basis of journalContent.bases) {
      expect(basis.sources.length).toBeGreaterThan(0);
      expect(basis.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('fails when a basis lacks a source or a check date', () => {
    expect(() => parseJournalContent(fileWith((file) => (file.bases[0]!.sources = [])))).toThrow(
      /at least one source/,
    );
    expect(() =>
      parseJournalContent(
        fileWith((file) => delete (file.bases[1] as { checkedOn?: string }).checkedOn),
      ),
    ).toThrow(/checkedOn/);
  });

  it('fails when a question does not say how its answer reads in the statement', () => {
    expect(() =>
      parseJournalContent(
        fileWith((file) => delete (file.bases[0]!.fields[0] as { statement?: unknown }).statement),
      ),
    ).toThrow(/statement/);
    expect(() =>
      parseJournalContent(fileWith((file) => (file.bases[1]!.fields[1]!.statement = 'I bent.'))),
    ).toThrow(/Use \{answer\}/);
  });

  it('fails when a level names a field the basis does not ask', () => {
    expect(() =>
      parseJournalContent(
        fileWith((file) => (file.bases[0]!.levels[0]!.speaksWhen[0]!.field = 'nausea')),
      ),
    ).toThrow(/Unknown field nausea/);
  });

  it('maps only levels the criteria code has, and names only codes the catalog holds', async () => {
    const catalog = await loadConditionCatalog();
    expect(checkJournalAgainstCatalog(journalContent, catalog)).toBe(journalContent);
    const wrong = parseJournalContent(
      fileWith((file) => (file.bases[0]!.levels[0]!.percentage = 20)),
    );
    expect(() => checkJournalAgainstCatalog(wrong, catalog)).toThrow(/no 20% line in DC 8100/);
  });

  it('names only mental-health symptoms the General Rating Formula names at that level', async () => {
    const catalog = await loadConditionCatalog();
    const basis = journalContent.bases.find((candidate) => candidate.key === 'mental-health')!;
    const criteria = catalog.findByCode(basis.criteriaCode)!.percentageOptions;
    for (const level of basis.levels) {
      const words = criteria.find((line) => line.percentage === level.percentage)!.criteria;
      for (const rule of level.speaksWhen) {
        expect(words.toLowerCase()).toContain('includes' in rule ? rule.includes : '');
      }
    }
  });

  it('sorts a back’s bending only under the General Rating Formula lines that name forward flexion', async () => {
    const catalog = await loadConditionCatalog();
    const spine = journalContent.bases.find((candidate) => candidate.key === 'spine')!;
    expect(spine.criteriaCode).toBe('5237');
    const criteria = catalog.findByCode(spine.criteriaCode)!.percentageOptions;
    const bendingLines = spine.levels
      .filter((level) => level.speaksWhen.some((rule) => rule.field === 'forwardBend'))
      .map((level) => level.percentage);
    expect(bendingLines).toEqual([10, 20, 30, 40]);
    for (const percentage of bendingLines) {
      const words = criteria.find((line) => line.percentage === percentage)!.criteria;
      expect(words).toMatch(/forward flexion/);
    }
    for (const code of spine.diagnosticCodes) {
      expect(catalog.findByCode(code)!.ratingFormula).toMatch(/General Rating Formula .* Spine/);
    }
  });
});
