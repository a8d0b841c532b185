/**
 * A presumptive claim's qualifying service reads the Finder's check of the saved service
 * history: the real check (checkPresumptives) on the real content, never a copy of its rules.
 */
import { describe, expect, it } from 'vitest';
import criteria from '../../../content/finder/presumptive-criteria.json';
import type { CaseCondition } from '../../contracts/case';
import {
  checkPresumptives,
  type PresumptiveContent,
  type ServiceHistoryFacts,
} from '../finder/presumptive-check';
import { buildCaseCondition } from './case-condition';
import type { CaseConditionRecord, ServiceHistoryCheck } from './case-input';
import { caseRules, claimed } from './fixtures/case-rules';

const checked = (fields: Partial<ServiceHistoryFacts>): ServiceHistoryCheck =>
  checkPresumptives(
    { periods: [], places: [], exposures: [], ...fields },
    criteria as unknown as PresumptiveContent,
    { today: '2026-12-07' },
  );

const sinusitis = claimed({
  name: 'Chronic sinusitis',
  basis: 'presumptive',
  presumptiveRule: 'particulate-matter',
});

const build = (
  serviceHistory: ServiceHistoryCheck | null,
  condition: CaseConditionRecord = sinusitis,
): CaseCondition =>
  buildCaseCondition({
    condition,
    rules: caseRules,
    documents: [],
    decisions: [],
    statements: [],
    disabilities: [],
    serviceHistory,
  });

const qualifyingService = (condition: CaseCondition) =>
  condition.elements.find((element) => element.key === 'qualifying-service')!;

const kuwait = (from: string, to: string) => ({ places: [{ place: 'Kuwait', from, to }] });

describe('qualifying service from the saved service history', () => {
  it('a history that meets the rule shows where and when, and asks for the records that prove it', () => {
    const condition = build(checked(kuwait('1991-01-01', '1991-06-30')));
    const element = qualifyingService(condition);

    expect(element.status).toBe('fits-rule');
    expect(element.items).toEqual([
      expect.objectContaining({
        kind: 'service-history',
        state: 'confirmed',
        label: expect.stringMatching(
          /^Your service history meets this rule: Kuwait, 1 Jan 1991 – 30 Jun 1991: inside /,
        ),
      }),
    ]);
    expect(element.serviceHistoryNote).toBeNull();
    // Fitting the rule is not proof: the DD-214 and personnel records still have to go to VA.
    expect(element.nextEvidence.map(({ kind, form }) => [kind, form])).toEqual([
      ['service-records', 'SF-180'],
    ]);
    expect(condition.readiness).toEqual({ done: 0, total: 3 });
    expect(condition.ready).toBe(false);
  });

  it("a near miss says so with the Finder's reason, and the element is still to get", () => {
    const element = qualifyingService(build(checked(kuwait('1989-01-01', '1989-06-30'))));

    expect(element.status).toBe('to-get');
    expect(element.items).toEqual([]);
    expect(element.serviceHistoryNote).toBe(
      'Your service history does not meet this rule: Kuwait, 1 Jan 1989 – 30 Jun 1989: ended before the period from Aug 2, 1990 began on 2 Aug 1990.',
    );
    expect(element.nextEvidence[0]?.kind).toBe('service-records');
  });

  it('a history with nothing the rule covers says so', () => {
    const element = qualifyingService(
      build(checked({ places: [{ place: 'Germany', from: '1995-01-01', to: '1997-01-01' }] })),
    );
    expect(element.status).toBe('to-get');
    expect(element.serviceHistoryNote).toBe(
      'Your service history does not show service this rule covers.',
    );
  });

  it('an exposure reported without dates that decide it is left for VA to check', () => {
    const condition = claimed({
      name: 'Type 2 diabetes mellitus',
      basis: 'presumptive',
      presumptiveRule: 'herbicide',
    });
    const element = qualifyingService(build(checked({ exposures: ['herbicides'] }), condition));
    expect(element.status).toBe('to-get');
    expect(element.items).toEqual([]);
    expect(element.serviceHistoryNote).toMatch(/^You reported this exposure, .*VA checks it/);
  });

  it('with no service history saved, it stays still to get and asks for the history', () => {
    const element = qualifyingService(build(null));
    expect(element.status).toBe('to-get');
    expect(element.items).toEqual([]);
    expect(element.serviceHistoryNote).toMatch(/^No service history is saved yet\./);
  });

  it('only the qualifying service of a presumptive claim reads the history', () => {
    const history = checked(kuwait('1991-01-01', '1991-06-30'));
    const readingHistory = (condition: CaseCondition) =>
      condition.elements
        .filter((element) => element.items.length > 0 || element.serviceHistoryNote !== null)
        .map((element) => element.key);
    expect(readingHistory(build(history))).toEqual(['qualifying-service']);
    expect(
      readingHistory(build(history, claimed({ name: 'Chronic sinusitis', basis: 'direct' }))),
    ).toEqual([]);
  });
});
