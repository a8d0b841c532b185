/**
 * content/finder, checked once at start-up: a rule or pair without a source or check date, a
 * rule id My Case does not know or a diagnostic code the catalog lacks stops the server.
 */
import type { z } from 'zod';
import criteriaFile from '../../../../content/finder/presumptive-criteria.json';
import pairsFile from '../../../../content/finder/secondary-pairs.json';
import {
  presumptiveCriteriaContentSchema,
  secondaryPairsContentSchema,
  type PresumptiveCriteriaContent,
  type SecondaryPairsContent,
} from '../../../contracts/finder';

export interface FinderContent {
  criteria: PresumptiveCriteriaContent;
  pairs: SecondaryPairsContent;
}

function parse<T>(file: string, schema: z.ZodType<T>, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`content/finder/${file}: ${parsed.error.message}`);
  return parsed.data;
}

export function parseFinderContent(criteria: unknown, pairs: unknown): FinderContent {
  return {
    criteria: parse('presumptive-criteria.json', presumptiveCriteriaContentSchema, criteria),
    pairs: parse('secondary-pairs.json', secondaryPairsContentSchema, pairs),
  };
}

export const finderContent = parseFinderContent(criteriaFile, pairsFile);

/**
 * Every rule is one of My Case's presumptive rules (so "Add to My Case" is accepted there), and
 * every diagnostic code a condition or pair names is one the catalog holds.
 */
export function checkFinderContent(
  content: FinderContent,
  caseRuleIds: ReadonlySet<string>,
  hasCode: (code: string) => boolean,
): FinderContent {
  for (const rule of content.criteria.rules) {
    const where = `content/finder/presumptive-criteria.json, rule ${rule.ruleId}`;
    if (!caseRuleIds.has(rule.ruleId)) throw new Error(`${where}: not a rule of content/case`);
    const unknown = rule.conditions.flatMap(({ diagnosticCode }) =>
      diagnosticCode && !hasCode(diagnosticCode) ? [diagnosticCode] : [],
    );
    if (unknown.length) throw new Error(`${where}: unknown diagnostic codes ${unknown.join(', ')}`);
  }
  for (const pair of content.pairs.pairs) {
    const code = pair.secondary.diagnosticCode;
    if (code && !hasCode(code)) {
      throw new Error(`content/finder/secondary-pairs.json, pair ${pair.id}: unknown code ${code}`);
    }
  }
  return content;
}
