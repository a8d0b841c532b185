import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CaseCondition,
  CaseProvider,
  CaseResponse,
  CaseStatement,
  SavedStatement,
} from '../../../contracts/case';
import type { FinderResponse } from '../../../contracts/finder';
import {
  callApi,
  captureLogs,
  createTestApp,
  registerUser,
  type TestApp,
} from '../../test/test-app';
import { giveConsent, textUpload, uploadOne } from '../../test/document-requests';

type Cookies = Record<string, string>;

const logs = captureLogs();
let t: TestApp;
let alice: Cookies;
let bob: Cookies;
beforeAll(async () => {
  t = await createTestApp({ logStream: logs.stream, env: { LOG_LEVEL: 'info' } });
  alice = (await registerUser(t.app)).cookies;
  bob = (await registerUser(t.app)).cookies;
});
afterAll(() => t.close());

const call = (
  cookies: Cookies,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => callApi(t.app, method, url, cookies, payload);
const caseOf = async (cookies: Cookies) => {
  const response = await call(cookies, 'GET', '/api/case');
  expect(response.statusCode).toBe(200);
  return response.json<CaseResponse>();
};
const addCondition = async (cookies: Cookies, payload: object) => {
  const response = await call(cookies, 'POST', '/api/case/conditions', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CaseCondition>();
};
const knee = { name: 'Left knee strain', basis: 'direct', side: 'left' };
const statusOf = (condition: CaseCondition | undefined, key: string) =>
  condition?.elements.find((element) => element.key === key)?.status;

describe('claimed conditions', () => {
  it('a new veteran’s case is empty', async () => {
    expect(await caseOf(alice)).toEqual({
      conditions: [],
      suggestions: [],
      statements: [],
      providers: [],
    });
  });

  it('are added with the evidence map their basis needs, listed, changed and removed', async () => {
    const added = await addCondition(alice, {
      ...knee,
      approximateStart: 'March 2009',
      explanation: 'Fell from a truck during a convoy in Iraq.',
    });
    expect(added).toMatchObject({
      name: 'Left knee strain',
      basis: 'direct',
      side: 'left',
      approximateStart: 'March 2009',
      origin: 'manual',
      secondaryTo: null,
      ready: false,
      readiness: { done: 0, total: 3 },
    });
    expect(added.elements.map(({ key, status }) => [key, status])).toEqual([
      ['diagnosis', 'to-get'],
      ['in-service-event', 'to-get'],
      ['service-link', 'to-get'],
    ]);
    expect((await caseOf(alice)).conditions).toEqual([added]);

    const changed = await call(alice, 'PATCH', `/api/case/conditions/${added.id}`, {
      name: 'Tinnitus',
      basis: 'presumptive',
      presumptiveRule: 'gulf-war',
    });
    expect(changed.statusCode).toBe(200);
    const presumptive = changed.json<CaseCondition>();
    expect(presumptive).toMatchObject({
      id: added.id,
      name: 'Tinnitus',
      basis: 'presumptive',
      presumptiveRule: 'gulf-war',
      side: null,
      approximateStart: null,
      createdAt: added.createdAt,
    });
    expect(presumptive.elements.map(({ key }) => key)).toContain('qualifying-service');
    expect((await caseOf(alice)).conditions).toEqual([presumptive]);

    const removed = await call(alice, 'DELETE', `/api/case/conditions/${added.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await caseOf(alice)).conditions).toEqual([]);
    const again = await call(alice, 'DELETE', `/api/case/conditions/${added.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Condition not found.' });
  });

  it.each([
    [
      'nothing at all',
      {},
      [
        { path: 'name', message: 'Required' },
        { path: 'basis', message: 'Required' },
      ],
    ],
    [
      'a blank name and an unknown basis',
      { name: '  ', basis: 'hunch' },
      [
        { path: 'name', message: 'Condition is required' },
        {
          path: 'basis',
          message: 'Basis must be one of: direct, secondary, aggravation, presumptive, increase',
        },
      ],
    ],
    [
      'a secondary condition without its cause',
      { name: 'Sleep apnea', basis: 'secondary' },
      [
        {
          path: 'secondaryTo',
          message: 'Name the service-connected condition it is secondary to',
        },
      ],
    ],
    [
      'a presumptive condition without its rule',
      { name: 'Asthma', basis: 'presumptive' },
      [{ path: 'presumptiveRule', message: 'Choose the presumptive rule' }],
    ],
    [
      'a decision review without the decision’s date',
      { ...knee, reviewLane: 'supplemental-claim' },
      [{ path: 'decisionDate', message: 'A decision review needs the date of the decision' }],
    ],
    [
      'a presumptive rule the content does not know',
      { name: 'Asthma', basis: 'presumptive', presumptiveRule: 'moon-dust' },
      [{ path: 'presumptiveRule', message: 'Choose a presumptive rule from the list' }],
    ],
  ])('refuses %s with field messages, and stores nothing', async (_case, payload, errors) => {
    const response = await call(alice, 'POST', '/api/case/conditions', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: errors[0]!.message, errors });
    expect((await caseOf(alice)).conditions).toEqual([]);
  });

  it('takes a condition with its empty fields sent as null, as the screen sends them', async () => {
    const condition = await addCondition(alice, {
      name: 'Tinnitus',
      basis: 'direct',
      secondaryTo: null,
      presumptiveRule: null,
      disabilityId: null,
      side: null,
      approximateStart: '2009',
      explanation: null,
      reviewLane: null,
      decisionDate: null,
      origin: 'manual',
      originDocumentId: null,
    });
    expect(condition).toMatchObject({ name: 'Tinnitus', side: null, approximateStart: '2009' });
    // Read, then sent back whole, it is accepted as it was.
    const { id, elements, ready, readiness, createdAt, ...asRead } = condition;
    const again = await call(alice, 'PATCH', `/api/case/conditions/${id}`, asRead);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<CaseCondition>()).toEqual({
      ...condition,
      elements,
      ready,
      readiness,
      createdAt,
    });
    await call(alice, 'DELETE', `/api/case/conditions/${id}`);
  });

  it('refuses a change it cannot make and keeps the condition as it was', async () => {
    const added = await addCondition(alice, knee);
    const response = await call(alice, 'PATCH', `/api/case/conditions/${added.id}`, {
      ...knee,
      basis: 'presumptive',
      presumptiveRule: 'moon-dust',
    });
    expect(response.statusCode).toBe(400);
    expect((await caseOf(alice)).conditions).toEqual([added]);
    await call(alice, 'DELETE', `/api/case/conditions/${added.id}`);
  });

  it('takes a rating to raise and a letter it came from only when they are the veteran’s own', async () => {
    const own = await call(alice, 'POST', '/api/disabilities', {
      name: 'Tinnitus',
      currentPercentage: 10,
      diagnosticCode: '6260',
    });
    const others = await call(bob, 'POST', '/api/disabilities', {
      name: 'Tinnitus',
      currentPercentage: 10,
    });
    await giveConsent(t.app, bob);
    const bobsLetter = await uploadOne(t.app, bob, textUpload('letter.txt', 'A letter of Bob.'));
    const increase = { name: 'Tinnitus', basis: 'increase' };

    const theirs = await call(alice, 'POST', '/api/case/conditions', {
      ...increase,
      disabilityId: others.json<{ id: string }>().id,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Disability not found.' });
    const theirLetter = await call(alice, 'POST', '/api/case/conditions', {
      ...increase,
      origin: 'decision',
      originDocumentId: bobsLetter.id,
    });
    expect(theirLetter.statusCode).toBe(404);
    expect(theirLetter.json()).toEqual({ message: 'Document not found.' });
    expect((await caseOf(alice)).conditions).toEqual([]);

    const added = await addCondition(alice, {
      ...increase,
      disabilityId: own.json<{ id: string }>().id,
    });
    expect(added).toMatchObject({ disabilityId: own.json<{ id: string }>().id });
    expect(added.elements.map(({ key }) => key)[0]).toBe('severity');
    await call(alice, 'DELETE', `/api/case/conditions/${added.id}`);
  });
});

describe('a condition taken from a letter', () => {
  it('keeps where it came from when the veteran edits it', async () => {
    await giveConsent(t.app, alice);
    const letter = await uploadOne(t.app, alice, textUpload('denial.txt', 'Knee: denied.'));
    const added = await addCondition(alice, {
      ...knee,
      origin: 'decision',
      originDocumentId: letter.id,
      reviewLane: 'higher-level-review',
      decisionDate: '2025-06-03',
    });
    const edited = await call(alice, 'PATCH', `/api/case/conditions/${added.id}`, {
      ...knee,
      explanation: 'The knee gave way on a ramp.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      origin: 'decision',
      originDocumentId: letter.id,
      reviewLane: null,
      decisionDate: null,
      explanation: 'The knee gave way on a ramp.',
    });
    await call(alice, 'DELETE', `/api/case/conditions/${added.id}`);
  });
});

describe('statements and providers', () => {
  it('a statement backs its element, is changed and removed', async () => {
    const condition = await addCondition(alice, knee);
    const response = await call(alice, 'POST', '/api/case/statements', {
      kind: 'witness',
      conditionId: condition.id,
      elementKey: 'in-service-event',
      text: 'I saw him fall from the truck in March 2009.',
      witnessName: 'Sam Ortiz',
      witnessRelationship: 'Squad leader',
    });
    expect(response.statusCode).toBe(201);
    // The save answers with the level of its words; the case lists the statement itself.
    const { safety, ...statement } = response.json<SavedStatement>();
    expect(safety).toEqual({ level: 'none' });
    expect(statement).toMatchObject({
      kind: 'witness',
      conditionId: condition.id,
      elementKey: 'in-service-event',
      witnessName: 'Sam Ortiz',
    });
    const read = await caseOf(alice);
    expect(read.statements).toEqual([statement]);
    expect(statusOf(read.conditions[0], 'in-service-event')).toBe('witness');

    const changed = await call(alice, 'PATCH', `/api/case/statements/${statement.id}`, {
      kind: 'personal',
      conditionId: condition.id,
      elementKey: 'in-service-event',
      text: 'I fell from the truck in March 2009.',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ kind: 'personal', witnessName: null });
    expect(statusOf((await caseOf(alice)).conditions[0], 'in-service-event')).toBe('recollection');

    expect((await call(alice, 'DELETE', `/api/case/statements/${statement.id}`)).statusCode).toBe(
      204,
    );
    const after = await caseOf(alice);
    expect(after.statements).toEqual([]);
    expect(statusOf(after.conditions[0], 'in-service-event')).toBe('to-get');
    await call(alice, 'DELETE', `/api/case/conditions/${condition.id}`);
  });

  it.each([
    [
      'a witness statement without the witness',
      { kind: 'witness', text: 'I saw it.' },
      [{ path: 'witnessName', message: 'Name the witness' }],
    ],
    [
      'an empty statement',
      { kind: 'personal', text: ' ' },
      [{ path: 'text', message: 'Statement is required' }],
    ],
    [
      'an element the evidence map does not have',
      { kind: 'personal', text: 'It hurts.', elementKey: 'vibes' },
      [{ path: 'elementKey', message: 'Choose an element of the evidence map' }],
    ],
  ])('refuses %s with field messages', async (_case, payload, errors) => {
    const response = await call(alice, 'POST', '/api/case/statements', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: errors[0]!.message, errors });
    expect((await caseOf(alice)).statements).toEqual([]);
  });

  it('a provider names the veteran’s own conditions, and loses one when it is removed', async () => {
    const condition = await addCondition(alice, knee);
    const provider = {
      name: 'Riverside Orthopedics',
      street: '12 Main St',
      city: 'Dayton',
      state: 'OH',
      postalCode: '45402',
      treatmentFrom: '2015-04-01',
      treatmentTo: '2019-10-31',
      conditionIds: [condition.id, condition.id],
    };
    const response = await call(alice, 'POST', '/api/case/providers', provider);
    expect(response.statusCode).toBe(201);
    const added = response.json<CaseProvider>();
    expect(added).toEqual({
      ...provider,
      id: added.id,
      country: null,
      conditionIds: [condition.id],
    });
    expect((await caseOf(alice)).providers).toEqual([added]);

    const backwards = await call(alice, 'PATCH', `/api/case/providers/${added.id}`, {
      ...provider,
      treatmentTo: '2014-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({
      message: 'Treatment to cannot be before treatment from',
      errors: [{ path: 'treatmentTo', message: 'Treatment to cannot be before treatment from' }],
    });
    const badDate = await call(alice, 'PATCH', `/api/case/providers/${added.id}`, {
      ...provider,
      treatmentFrom: '2015-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors).toEqual([
      { path: 'treatmentFrom', message: expect.stringMatching(/^Treatment from/) },
    ]);
    expect((await caseOf(alice)).providers).toEqual([added]);

    await call(alice, 'DELETE', `/api/case/conditions/${condition.id}`);
    expect((await caseOf(alice)).providers).toEqual([{ ...added, conditionIds: [] }]);
    expect((await call(alice, 'DELETE', `/api/case/providers/${added.id}`)).statusCode).toBe(204);
    expect((await caseOf(alice)).providers).toEqual([]);
  });

  it('a statement outlives the condition it was written for', async () => {
    const condition = await addCondition(alice, knee);
    const statement = (
      await call(alice, 'POST', '/api/case/statements', {
        kind: 'personal',
        conditionId: condition.id,
        text: 'My knee gives way on stairs.',
      })
    ).json<SavedStatement>();
    await call(alice, 'DELETE', `/api/case/conditions/${condition.id}`);
    const { safety: _safety, ...stored } = statement;
    expect((await caseOf(alice)).statements).toEqual([{ ...stored, conditionId: null }]);
    await call(alice, 'DELETE', `/api/case/statements/${statement.id}`);
  });
});

describe('the symptom journal on the evidence map', () => {
  it('lists a condition’s journal entries on the elements about the condition now, by every name the journal gave it', async () => {
    const { cookies } = await registerUser(t.app);
    const journal = (condition: string, basis: string, fromDate: string, toDate?: string) =>
      call(cookies, 'POST', '/api/journal', {
        condition,
        basis,
        fromDate,
        toDate,
        whatHappened: 'It flared up.',
      });
    for (const reply of [
      await journal('Migraines', 'migraine', '2026-11-20'),
      await journal('Migraines', 'migraine', '2026-03-03'),
      await journal('migraine headaches', 'migraine', '2026-06-10', '2026-06-11'),
      await journal('Left knee', 'knee', '2025-12-30', '2026-01-02'),
      await journal('Right knee', 'knee', '2026-02-01'),
    ]) {
      expect(reply.statusCode, reply.body).toBe(201);
    }
    await addCondition(cookies, { name: 'Migraine', basis: 'direct' });
    await addCondition(cookies, { name: 'Knee strain', basis: 'increase', side: 'left' });
    await addCondition(cookies, { name: 'Tinnitus', basis: 'direct' });
    const { conditions } = await caseOf(cookies);
    const named = (name: string) => conditions.find((condition) => condition.name === name)!;
    const journalItems = (condition: CaseCondition) =>
      condition.elements.flatMap((element) =>
        element.items
          .filter((item) => item.kind === 'symptom-journal')
          .map((item) => ({ element: element.key, status: element.status, item })),
      );

    // Every name the journal gave migraines, on the current diagnosis; its link names the
    // journal's newest entry.
    const migraine = journalItems(named('Migraine'));
    expect(migraine).toEqual([
      {
        element: 'diagnosis',
        status: 'to-get',
        item: expect.objectContaining({
          state: 'confirmed',
          label: 'Symptom journal: 3 entries, Mar 03 – Nov 20, 2026',
          journalCondition: 'Migraines',
          documentId: null,
          statementId: null,
        }),
      },
    ]);
    // A diagnosis needs a medical source: the next step says so first.
    const diagnosis = named('Migraine').elements.find((element) => element.key === 'diagnosis')!;
    expect(diagnosis.nextEvidence[0]!.how).toMatch(/^A diagnosis usually needs a medical source/);

    // The left knee's entries, not the right's, on the severity an increase needs.
    expect(journalItems(named('Knee strain'))).toEqual([
      {
        element: 'severity',
        status: 'to-get',
        item: expect.objectContaining({
          label: 'Symptom journal: 1 entry, Dec 30, 2025 – Jan 02, 2026',
          journalCondition: 'Left knee',
        }),
      },
    ]);
    expect(journalItems(named('Tinnitus'))).toEqual([]);
    // Another veteran's map never shows this journal.
    expect(JSON.stringify(await caseOf(bob))).not.toContain('Symptom journal');
  });
});

describe('qualifying service from the saved service history', () => {
  const sinusitis = {
    name: 'Chronic sinusitis',
    basis: 'presumptive',
    presumptiveRule: 'particulate-matter',
  };
  const saveServiceHistory = async (cookies: Cookies, places: object[]) => {
    const saved = await call(cookies, 'PUT', '/api/profile', {
      displayName: 'Veteran',
      serviceHistory: {
        periods: [{ branch: 'army', from: '1988-06-01', to: '1993-05-31' }],
        places,
        exposures: [],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const finderOf = async (cookies: Cookies) => {
    const response = await call(cookies, 'GET', '/api/finder');
    expect(response.statusCode).toBe(200);
    return response.json<FinderResponse>();
  };
  const qualifyingService = async (cookies: Cookies) => {
    const [condition] = (await caseOf(cookies)).conditions;
    return condition!.elements.find((element) => element.key === 'qualifying-service')!;
  };

  it('is still to get with no history saved, and asks for it', async () => {
    const { cookies } = await registerUser(t.app);
    await addCondition(cookies, sinusitis);
    expect(await qualifyingService(cookies)).toMatchObject({
      status: 'to-get',
      items: [],
      serviceHistoryNote: expect.stringMatching(/^No service history is saved yet\./),
    });
  });

  it('fits the rule where the Finder says the service meets it, and still asks for the records', async () => {
    const { cookies } = await registerUser(t.app);
    await saveServiceHistory(cookies, [{ place: 'Kuwait', from: '1991-01-01', to: '1991-06-30' }]);
    await addCondition(cookies, sinusitis);

    const element = await qualifyingService(cookies);
    const burnPits = (await finderOf(cookies)).candidates.find(
      (candidate) =>
        candidate.kind === 'presumptive' && candidate.rule.ruleId === 'particulate-matter',
    );
    expect(element.status).toBe('fits-rule');
    expect(element.items).toEqual([
      expect.objectContaining({
        kind: 'service-history',
        state: 'confirmed',
        // The Finder's own words for the rule.
        label: `Your service history meets this rule: ${burnPits!.why}`,
      }),
    ]);
    expect(element.items[0]!.label).toMatch(/: Kuwait, 1 Jan 1991 – 30 Jun 1991: inside /);
    expect(element.serviceHistoryNote).toBeNull();
    expect(element.nextEvidence.map(({ title, form }) => [title, form])).toEqual([
      ['Records of where and when you served', 'SF-180'],
    ]);
    // Reading it twice gives the same answer: the read changes nothing.
    expect(await qualifyingService(cookies)).toEqual(element);
    const [condition] = (await caseOf(cookies)).conditions;
    expect(condition).toMatchObject({ ready: false, readiness: { done: 0, total: 3 } });
  });

  it("says so with the Finder's reason where the history only comes near the rule", async () => {
    const { cookies } = await registerUser(t.app);
    await saveServiceHistory(cookies, [{ place: 'Kuwait', from: '1989-01-01', to: '1989-06-30' }]);
    await addCondition(cookies, sinusitis);

    const why = (await finderOf(cookies)).nearMisses.find(
      (miss) => miss.ruleId === 'particulate-matter',
    )!.why;
    expect(why).toMatch(/^Kuwait, 1 Jan 1989 – 30 Jun 1989: ended before/);
    expect(await qualifyingService(cookies)).toMatchObject({
      status: 'to-get',
      items: [],
      serviceHistoryNote: `Your service history does not meet this rule: ${why}.`,
    });
  });
});

describe('another veteran', () => {
  it('never sees Alice’s case, and cannot change or name any of it', async () => {
    const condition = await addCondition(alice, knee);
    const statement = (
      await call(alice, 'POST', '/api/case/statements', {
        kind: 'personal',
        conditionId: condition.id,
        text: 'Alice’s own words about her knee.',
      })
    ).json<CaseStatement>();
    const provider = (
      await call(alice, 'POST', '/api/case/providers', {
        name: 'Alice’s clinic',
        conditionIds: [condition.id],
      })
    ).json<CaseProvider>();
    const before = await caseOf(alice);

    const bobsView = JSON.stringify(await caseOf(bob));
    for (const id of [condition.id, statement.id, provider.id]) {
      expect(bobsView).not.toContain(id);
    }
    expect(bobsView).not.toContain('Alice’s');

    const attempts = [
      call(bob, 'PATCH', `/api/case/conditions/${condition.id}`, knee),
      call(bob, 'DELETE', `/api/case/conditions/${condition.id}`),
      call(bob, 'PATCH', `/api/case/statements/${statement.id}`, {
        kind: 'personal',
        text: 'Bob’s words.',
      }),
      call(bob, 'DELETE', `/api/case/statements/${statement.id}`),
      call(bob, 'PATCH', `/api/case/providers/${provider.id}`, { name: 'Bob’s clinic' }),
      call(bob, 'DELETE', `/api/case/providers/${provider.id}`),
      call(bob, 'POST', '/api/case/statements', {
        kind: 'personal',
        conditionId: condition.id,
        text: 'Bob’s words.',
      }),
      call(bob, 'POST', '/api/case/providers', { name: 'Bob’s', conditionIds: [condition.id] }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
    }
    expect(await caseOf(alice)).toEqual(before);
    expect((await caseOf(bob)).statements).toEqual([]);
    expect((await caseOf(bob)).providers).toEqual([]);
  });
});

describe('the logs', () => {
  it('hold none of the veteran’s statements or quotes, even when a request is refused', async () => {
    await giveConsent(t.app, alice);
    const words = 'The ramp collapsed under me at Camp Taji in March 2009';
    const note = await uploadOne(t.app, alice, textUpload('note.txt', `${words}.`));
    const condition = await addCondition(alice, knee);
    const statement = 'Private words: I still wake at night from the pain in my knee.';
    await call(alice, 'POST', '/api/case/statements', { kind: 'personal', text: statement });
    const evidence = { elementKey: 'in-service-event', documentId: note.id, page: 1 };
    const url = `/api/case/conditions/${condition.id}/evidence`;
    expect(
      (await call(alice, 'PUT', url, { ...evidence, quote: words, state: 'confirmed' })).statusCode,
    ).toBe(200);
    const invented = 'Secret invented words the note never said';
    expect(
      (await call(alice, 'PUT', url, { ...evidence, quote: invented, state: 'confirmed' }))
        .statusCode,
    ).toBe(400);

    expect(logs.text()).toContain(url);
    for (const text of [words, statement, invented]) expect(logs.text()).not.toContain(text);
  });
});
