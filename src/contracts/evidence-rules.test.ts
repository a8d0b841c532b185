import { describe, expect, it } from 'vitest';
import evidenceElements from '../../content/case/evidence-elements.json';
import presumptiveRules from '../../content/case/presumptive-rules.json';
import type { caseBases } from './case';
import { evidenceElementsContentSchema, presumptiveRulesContentSchema } from './evidence-rules';

const elements = evidenceElementsContentSchema.parse(evidenceElements);
const rules = presumptiveRulesContentSchema.parse(presumptiveRules);

describe('content/case/*.json', () => {
  it('both files pass their schemas without losing a field', () => {
    expect(evidenceElementsContentSchema.parse(evidenceElements)).toEqual(evidenceElements);
    expect(presumptiveRulesContentSchema.parse(presumptiveRules)).toEqual(presumptiveRules);
  });

  it.each([
    {
      basis: 'direct',
      needed: ['diagnosis', 'in-service-event', 'service-link'],
      source: '38 CFR 3.303',
    },
    {
      basis: 'secondary',
      needed: ['diagnosis', 'service-connected-condition', 'secondary-link'],
      source: '38 CFR 3.310(a)-(b)',
    },
    {
      basis: 'aggravation',
      needed: ['diagnosis', 'pre-service-baseline', 'in-service-worsening'],
      source: '38 CFR 3.304(b), 3.306: aggravation is presumed once it worsened in service',
    },
    {
      basis: 'presumptive',
      needed: ['diagnosis', 'qualifying-service', 'time-window'],
      source: '38 CFR 3.307, 3.309: no link to prove',
    },
    { basis: 'increase', needed: ['severity'], source: 'already service connected: severity only' },
  ] as const)('$basis needs $needed ($source)', ({ basis, needed }) => {
    const entries = elements.bases[basis];
    expect(entries.filter((entry) => !entry.notNeededWhy).map((entry) => entry.key)).toEqual(
      needed,
    );
  });

  it('a presumptive claim lists the link as not needed, and an increase the event and the link', () => {
    const notNeeded = (basis: (typeof caseBases)[number]) =>
      elements.bases[basis].filter((entry) => entry.notNeededWhy).map((entry) => entry.key);
    expect(notNeeded('presumptive')).toContain('service-link');
    expect(notNeeded('increase')).toEqual(
      expect.arrayContaining(['in-service-event', 'service-link']),
    );
  });

  it.each([
    { key: 'in-service-event', accepted: true, source: 'what someone saw can be described' },
    { key: 'in-service-worsening', accepted: true, source: 'worsening symptoms can be seen' },
    {
      key: 'diagnosis',
      accepted: false,
      source: 'a medical finding (tinnitus noted as exception)',
    },
    { key: 'service-link', accepted: false, source: 'a medical opinion' },
    { key: 'secondary-link', accepted: false, source: 'a medical opinion, 3.310' },
  ])('lay evidence for $key: $accepted ($source)', ({ key, accepted }) => {
    expect(elements.elements[key]?.layEvidence.accepted).toBe(accepted);
  });

  it('the diagnosis note keeps the tinnitus exception as a note, not a rule', () => {
    expect(elements.elements['diagnosis']?.layEvidence.note).toMatch(/tinnitus/);
  });

  it('a link element is proposed only by a favourable opinion', () => {
    for (const key of ['service-link', 'secondary-link']) {
      expect(elements.elements[key]?.proposedBy).toEqual([
        { kind: 'nexus-statement', stances: ['supports-strongly', 'supports'] },
      ]);
    }
  });

  it('the schema refuses a basis that names an unknown element or evidence', () => {
    const broken = structuredClone(evidenceElements);
    broken.bases.direct.push({ key: 'no-such-element' });
    broken.elements.diagnosis.nextEvidence.push('no-such-evidence');
    const messages = evidenceElementsContentSchema
      .safeParse(broken)
      .error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['No element "no-such-element"', 'No evidence "no-such-evidence"']),
    );
  });

  it.each([
    { id: 'herbicide', citation: '3.309(e)' },
    { id: 'gulf-war', citation: '3.317' },
    { id: 'particulate-matter', citation: '3.320' },
    { id: 'radiation', citation: '3.309(d)' },
    { id: 'camp-lejeune', citation: '3.309(f)' },
    { id: 'former-pow', citation: '3.309(c)' },
    { id: 'chronic-disease', citation: '3.309(a)' },
    { id: 'als', citation: '3.318' },
  ])('presumptive rule $id cites $citation (va-facts §13)', ({ id, citation }) => {
    expect(rules.rules.find((rule) => rule.id === id)?.citation).toContain(citation);
  });
});
