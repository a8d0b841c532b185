/**
 * The law of va-facts.md §14 in the evidence map a claimed condition is built from: what an
 * aggravation claim needs (the burden VA carries), that lay evidence counts for a presumptive
 * window, and that lay competence is "usually needs a medical opinion", not "never".
 */
import { describe, expect, it } from 'vitest';
import type { CaseCondition } from '../../contracts/case';
import { buildCaseCondition } from './case-condition';
import type { CaseConditionRecord, CaseStatementRecord } from './case-input';
import { caseRules, claimed } from './fixtures/case-rules';

const build = (condition: CaseConditionRecord, statements: CaseStatementRecord[] = []) =>
  buildCaseCondition({
    condition,
    rules: caseRules,
    documents: [],
    decisions: [],
    statements,
    disabilities: [],
  });

const element = (condition: CaseCondition, key: string) =>
  condition.elements.find((candidate) => candidate.key === key)!;

/** What the case page asks the veteran to get: each need and each next piece of evidence. */
const asked = (condition: CaseCondition) =>
  condition.elements
    .flatMap((item) => [
      item.need,
      ...item.nextEvidence.flatMap((evidence) => [evidence.title, evidence.how]),
    ])
    .join('\n');

const statement = (
  conditionId: string,
  elementKey: string,
  kind: 'personal' | 'witness',
): CaseStatementRecord => ({
  id: `statement-${kind}`,
  kind,
  conditionId,
  elementKey,
  text: 'I saw him limping and rubbing his knees every evening in the spring of 1999.',
  witnessName: kind === 'witness' ? 'Maria Lopez' : null,
  witnessRelationship: kind === 'witness' ? 'wife' : null,
  createdAt: new Date('2026-12-07T10:00:00Z'),
});

describe('aggravation: the burden is on VA once service worsened a condition noted at entry', () => {
  const condition = build(claimed({ name: 'Flat feet', basis: 'aggravation' }));

  it('needs the entry note and the worsening in service, not an opinion on natural progress', () => {
    const needed = condition.elements.filter((item) => item.status !== 'not-needed');
    expect(needed.map((item) => item.key)).toEqual([
      'diagnosis',
      'pre-service-baseline',
      'in-service-worsening',
    ]);
    const link = element(condition, 'service-link');
    expect(link.status).toBe('not-needed');
    expect(link.notNeededWhy).toMatch(/presumes service aggravated it/);
    expect(link.notNeededWhy).toMatch(/clear and unmistakable evidence/);
  });

  it('never asks for an opinion "beyond natural progress" or for records from before service', () => {
    const text = asked(condition);
    expect(element(condition, 'service-link').notNeededWhy).toMatch(/You do not need an opinion/);
    expect(text).not.toMatch(/beyond (?:its |the )?natural (?:course|progress)/i);
    expect(text).not.toMatch(/Records from before service/);
    expect(text).not.toMatch(/doctor who treated it before you joined/);
    expect(element(condition, 'pre-service-baseline').need).toMatch(
      /not noted then is presumed to have started in service/,
    );
  });

  it('lets a statement back the worsening in service', () => {
    const worse = build(claimed({ name: 'Flat feet', basis: 'aggravation' }), [
      statement('condition-1', 'in-service-worsening', 'witness'),
    ]);
    expect(element(worse, 'in-service-worsening').status).toBe('witness');
  });
});

describe('a presumptive window can be shown by lay evidence (38 CFR 3.307(b))', () => {
  const arthritis = claimed({
    name: 'Arthritis',
    basis: 'presumptive',
    presumptiveRule: 'chronic-disease',
  });

  it.each([
    ['witness', 'witness'],
    ['personal', 'recollection'],
  ] as const)('a %s statement of symptoms in the window counts: %s', (kind, status) => {
    const condition = build(arthritis, [statement(arthritis.id, 'time-window', kind)]);
    expect(element(condition, 'time-window').status).toBe(status);
  });

  it('offers a witness statement as next evidence for the window', () => {
    const titles = element(build(arthritis), 'time-window').nextEvidence.map((e) => e.title);
    expect(titles).toContain('A statement from someone who saw the symptoms then');
  });

  it('says the presumption needs active service, not a training period alone', () => {
    expect(element(build(arthritis), 'qualifying-service').need).toMatch(
      /training periods \(ACDUTRA, INACDUTRA\) count only if you were disabled/,
    );
  });
});

describe('lay competence: a link usually needs a medical opinion, not always', () => {
  const knee = claimed({ name: 'Knee arthritis', basis: 'direct' });

  it('the link note names the exception for chronic diseases and says "usually"', () => {
    const condition = build(knee, [statement(knee.id, 'service-link', 'personal')]);
    const how = element(condition, 'service-link').nextEvidence[0]!.how;
    expect(how).toMatch(/usually needs a medical opinion/);
    expect(how).toMatch(/3\.303\(b\)/);
    expect(how).not.toMatch(/a statement cannot make the link/);
  });

  it('the diagnosis note names what lay evidence can show (Jandreau)', () => {
    const condition = build(knee, [statement(knee.id, 'diagnosis', 'witness')]);
    const how = element(condition, 'diagnosis').nextEvidence[0]!.how;
    expect(how).toMatch(/simple to identify/);
    expect(how).toMatch(/diagnosis a doctor gave at the time/);
  });
});
