/**
 * My Case end to end on documents nobody on the team wrote (../shared/data/documents-dev, read
 * in place, never copied): a veteran uploads a nexus letter, a decision letter and a DBQ through
 * the real upload route, adds a condition, answers what their documents propose and sees the
 * evidence map change. Skipped where the folder is absent.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CaseCondition,
  CaseResponse,
  CaseSuggestion,
  EvidenceItem,
} from '../../../contracts/case';
import type { DocumentDto } from '../../../contracts/documents';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { giveConsent, uploadOne } from '../../test/document-requests';

const sharedData = path.resolve(
  process.env.WINGMAN_SHARED_DATA ??
    path.resolve(import.meta.dirname, '../../../../../shared/data'),
);
const folder = path.join(sharedData, 'documents-dev');
const present = existsSync(folder);
if (!present) console.info(`My Case on documents-dev skipped: ${folder} is not on this machine.`);

const NEXUS_LETTER = 'nx05-nexus-letter-secondary-aggravation-hypertension-ptsd.txt';
const DECISION_LETTER = 'rd04-rating-decision-sleep-apnea-and-hypertension-denied.txt';
const DBQ = 'ex07-sleep-apnea-dbq-gaps-no-study-results-aggravation-not-addressed.txt';

type Cookies = Record<string, string>;
type Uploaded = DocumentDto & { pages: string[] };

describe.skipIf(!present)('My Case on a veteran’s real documents', () => {
  let t: TestApp;
  let cookies: Cookies;
  const uploaded: Record<string, Uploaded> = {};

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    callApi(t.app, method, url, cookies, payload);
  const readCase = async () => {
    const response = await call('GET', '/api/case');
    expect(response.statusCode).toBe(200);
    return response.json<CaseResponse>();
  };
  const element = (condition: CaseCondition, key: string) =>
    condition.elements.find((candidate) => candidate.key === key)!;
  const answer = async (
    condition: CaseCondition,
    item: EvidenceItem,
    key: string,
    state: 'confirmed' | 'rejected',
  ) => {
    const response = await call('PUT', `/api/case/conditions/${condition.id}/evidence`, {
      elementKey: key,
      documentId: item.documentId,
      page: item.page,
      quote: item.quote,
      state,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CaseCondition>();
  };
  /** What the screen adds when the veteran takes a suggestion. */
  const fromSuggestion = (suggestion: CaseSuggestion, fields: object) => ({
    name: suggestion.name,
    basis: suggestion.basis,
    secondaryTo: suggestion.secondaryTo ?? undefined,
    origin: suggestion.origin,
    originDocumentId: suggestion.originDocumentId ?? undefined,
    decisionDate: suggestion.decisionDate ?? undefined,
    ...fields,
  });

  beforeAll(async () => {
    t = await createTestApp();
    cookies = (await registerUser(t.app)).cookies;
    await giveConsent(t.app, cookies);
    for (const name of [NEXUS_LETTER, DECISION_LETTER, DBQ]) {
      const bytes = await readFile(path.join(folder, name));
      uploaded[name] = {
        ...(await uploadOne(t.app, cookies, { name, bytes })),
        pages: bytes.toString('utf8').split('\f'),
      };
    }
    const ptsd = await call('POST', '/api/disabilities', {
      name: 'PTSD',
      currentPercentage: 50,
      diagnosticCode: '9411',
    });
    expect(ptsd.statusCode).toBe(201);
  });
  afterAll(() => t?.close());

  /** Every document item quotes its document verbatim, on the page it names. */
  const expectVerbatim = (condition: CaseCondition) => {
    for (const item of condition.elements.flatMap((candidate) => candidate.items)) {
      if (item.kind !== 'document') continue;
      const document = Object.values(uploaded).find(({ id }) => id === item.documentId)!;
      expect(document.originalName).toBe(item.documentName);
      expect(document.pages[item.page! - 1]).toContain(item.quote);
    }
  };

  let hypertension: CaseCondition;

  it('offers the issues the decision letter denied, with its date and the page they are on', async () => {
    const { suggestions, conditions } = await readCase();
    expect(conditions).toEqual([]);
    const letter = uploaded[DECISION_LETTER]!;
    expect(suggestions.filter((suggestion) => suggestion.origin === 'decision')).toEqual([
      expect.objectContaining({
        name: 'obstructive sleep apnea',
        basis: 'secondary',
        originDocumentId: letter.id,
        decisionDate: '2025-06-03',
        quote: expect.objectContaining({ page: 1 }),
      }),
      expect.objectContaining({
        name: 'hypertension',
        originDocumentId: letter.id,
        decisionDate: '2025-06-03',
      }),
    ]);
  });

  it('proposes items with their page and verbatim quote, and counts none until confirmed', async () => {
    const { suggestions } = await readCase();
    const denied = suggestions.find((suggestion) => suggestion.name === 'hypertension')!;
    const added = await call(
      'POST',
      '/api/case/conditions',
      fromSuggestion(denied, {
        name: 'Hypertension',
        basis: 'secondary',
        secondaryTo: 'PTSD',
        reviewLane: 'supplemental-claim',
      }),
    );
    expect(added.statusCode, added.body).toBe(201);

    const read = await readCase();
    expect(read.suggestions.map((suggestion) => suggestion.name)).not.toContain('hypertension');
    [hypertension] = read.conditions as [CaseCondition];
    expect(hypertension).toEqual(added.json());
    expect(hypertension).toMatchObject({
      origin: 'decision',
      originDocumentId: uploaded[DECISION_LETTER]!.id,
      decisionDate: '2025-06-03',
      ready: false,
      readiness: { done: 1, total: 3 },
    });
    expectVerbatim(hypertension);

    const nexusLetter = uploaded[NEXUS_LETTER]!;
    expect(element(hypertension, 'diagnosis')).toMatchObject({
      status: 'to-get',
      items: [
        {
          kind: 'document',
          state: 'proposed',
          documentId: nexusLetter.id,
          documentName: NEXUS_LETTER,
          page: 1,
          quote: '1. Essential hypertension (diagnosed 06/2012)',
        },
      ],
    });
    const link = element(hypertension, 'secondary-link');
    expect(link.status).toBe('to-get');
    expect(link.items.map(({ state, documentId, page }) => [state, documentId, page])).toEqual([
      ['proposed', nexusLetter.id, 1],
      ['proposed', nexusLetter.id, 2],
    ]);
    expect(link.items[0]!.quote).toMatch(/^It is my opinion that his hypertension is at least as/);
    // VA's own rating proves the condition it follows from; the denial itself is no evidence.
    expect(element(hypertension, 'service-connected-condition').status).toBe('in-record');
    const sources = hypertension.elements.flatMap(({ items }) => items.map((i) => i.documentId));
    expect(sources).not.toContain(uploaded[DECISION_LETTER]!.id);
    expect(sources).not.toContain(uploaded[DBQ]!.id);
  });

  it('confirmed, the proposals put every element in the record and the condition is ready', async () => {
    // Selected on screen, the quote may come back spaced otherwise: it is the same item.
    const diagnosis = element(hypertension, 'diagnosis').items[0]!;
    const respaced = { ...diagnosis, quote: diagnosis.quote!.replace(' (', '\n  (') };
    const afterDiagnosis = await answer(hypertension, respaced, 'diagnosis', 'confirmed');
    expect(element(afterDiagnosis, 'diagnosis').items).toEqual([
      { ...diagnosis, state: 'confirmed' },
    ]);
    const confirmed = await answer(
      hypertension,
      element(hypertension, 'secondary-link').items[0]!,
      'secondary-link',
      'confirmed',
    );
    expect(confirmed.elements.map(({ key, status }) => [key, status])).toEqual([
      ['diagnosis', 'in-record'],
      ['service-connected-condition', 'in-record'],
      ['secondary-link', 'in-record'],
      ['in-service-event', 'not-needed'],
    ]);
    expect(confirmed).toMatchObject({ ready: true, readiness: { done: 3, total: 3 } });
    expect(element(confirmed, 'secondary-link').items.map((item) => item.state)).toEqual([
      'confirmed',
      'proposed',
    ]);
    expect((await readCase()).conditions).toEqual([confirmed]);
  });

  it('a rejected item does not count, and taking the answer back proposes it again', async () => {
    const [before] = (await readCase()).conditions as [CaseCondition];
    const opinion = element(before, 'secondary-link').items[0]!;
    const rejected = await answer(before, opinion, 'secondary-link', 'rejected');
    expect(element(rejected, 'secondary-link')).toMatchObject({ status: 'to-get' });
    expect(element(rejected, 'secondary-link').items[0]).toEqual({
      ...opinion,
      state: 'rejected',
    });
    expect(rejected).toMatchObject({ ready: false, readiness: { done: 2, total: 3 } });

    const undone = await call('DELETE', `/api/case/conditions/${before.id}/evidence/${opinion.id}`);
    expect(undone.statusCode).toBe(200);
    expect(element(undone.json<CaseCondition>(), 'secondary-link').items[0]).toEqual({
      ...opinion,
      state: 'proposed',
    });
    const again = await call('DELETE', `/api/case/conditions/${before.id}/evidence/${opinion.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'No answer was recorded for this item.' });

    // Named by the item itself, as a caller that has no id for it would.
    await answer(before, opinion, 'secondary-link', 'confirmed');
    const byItem = await call('DELETE', `/api/case/conditions/${before.id}/evidence`, {
      elementKey: 'secondary-link',
      documentId: opinion.documentId,
      page: opinion.page,
      quote: opinion.quote,
    });
    expect(byItem.statusCode).toBe(200);
    expect(element(byItem.json<CaseCondition>(), 'secondary-link')).toMatchObject({
      status: 'to-get',
      items: [{ ...opinion, state: 'proposed' }, expect.objectContaining({ state: 'proposed' })],
    });
  });

  it('counts nothing the document does not say on that page', async () => {
    const before = await readCase();
    const nexusLetter = uploaded[NEXUS_LETTER]!;
    const claimed = {
      elementKey: 'secondary-link',
      documentId: nexusLetter.id,
      state: 'confirmed',
    };
    const invented = await call('PUT', `/api/case/conditions/${hypertension.id}/evidence`, {
      ...claimed,
      page: 1,
      quote: 'PTSD caused his hypertension',
    });
    expect(invented.statusCode).toBe(400);
    expect(invented.json()).toEqual({
      message: `These words are not on page 1 of ${NEXUS_LETTER}`,
      errors: [{ path: 'quote', message: `These words are not on page 1 of ${NEXUS_LETTER}` }],
    });
    const wrongPage = await call('PUT', `/api/case/conditions/${hypertension.id}/evidence`, {
      ...claimed,
      page: 2,
      quote: '1. Essential hypertension (diagnosed 06/2012)',
    });
    expect(wrongPage.statusCode).toBe(400);
    const notNeeded = await call('PUT', `/api/case/conditions/${hypertension.id}/evidence`, {
      ...claimed,
      elementKey: 'in-service-event',
      page: 1,
      quote: '1. Essential hypertension (diagnosed 06/2012)',
    });
    expect(notNeeded.statusCode).toBe(400);
    expect(notNeeded.json().errors).toEqual([
      { path: 'elementKey', message: 'This condition needs no evidence for that element' },
    ]);
    expect(await readCase()).toEqual(before);
  });

  it('the DBQ proposes the diagnosis of sleep apnea; its unfavourable opinion leaves the link to get', async () => {
    const { suggestions } = await readCase();
    const denied = suggestions.find((suggestion) => suggestion.name === 'obstructive sleep apnea')!;
    const added = await call(
      'POST',
      '/api/case/conditions',
      fromSuggestion(denied, { secondaryTo: 'PTSD' }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const sleepApnea = added.json<CaseCondition>();
    expectVerbatim(sleepApnea);
    const diagnosis = element(sleepApnea, 'diagnosis');
    expect(diagnosis.items.length).toBeGreaterThan(0);
    expect(diagnosis.items.every((item) => item.documentId === uploaded[DBQ]!.id)).toBe(true);
    const link = element(sleepApnea, 'secondary-link');
    expect(link).toMatchObject({ status: 'to-get', items: [] });
    expect(link.nextEvidence[0]?.kind).toBe('medical-opinion');
  });

  it('answers about a document go with it when it is deleted', async () => {
    const dbq = uploaded[DBQ]!;
    const [, sleepApnea] = (await readCase()).conditions as [CaseCondition, CaseCondition];
    await answer(sleepApnea, element(sleepApnea, 'diagnosis').items[0]!, 'diagnosis', 'confirmed');
    expect((await call('DELETE', `/api/documents/${dbq.id}`)).statusCode).toBe(204);
    const [, after] = (await readCase()).conditions as [CaseCondition, CaseCondition];
    expect(element(after, 'diagnosis')).toMatchObject({ status: 'to-get', items: [] });
  });
});
