import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimWithDeadlines } from '../../../contracts/claims';
import type { Disability } from '../../../contracts/disabilities';
import type { DecisionProposal } from '../../../contracts/documents';
import { analyzeDocument } from '../../../domain/analysis/analyze-document';
import type { RatingDecision } from '../../../domain/analysis/analysis-types';
import { analysisContent, vaConditions } from '../../../domain/analysis/fixtures/analysis-content';
import { fixtures } from '../../../domain/analysis/fixtures/fixture-documents';
import { documents } from '../../db/tables';
import {
  callApi,
  createTestApp,
  registerUser,
  type ApiCall,
  type TestApp,
} from '../../test/test-app';
import { analysisFixture, giveConsent, uploadOne } from '../../test/document-requests';

// The server's clock: 1 July 2026, a few weeks after the letter of 12 June 2026.
const clock = new Date('2026-07-01T15:00:00Z');
const letterFixture = fixtures.find((fixture) => fixture.name === 'rating-decision')!;
/** What the analysis reads from the fixture letter, as the upload stores it. */
const ratingDecision = analyzeDocument({
  pages: letterFixture.pages,
  conditions: vaConditions,
  content: analysisContent,
  today: '2026-07-01',
}).ratingDecision!;

let t: TestApp;
let alice: { cookies: Record<string, string>; user: { id: string } };
let bob: { cookies: Record<string, string>; user: { id: string } };
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

const call: ApiCall = (...args) => callApi(t.app, ...args);

async function storedDocument(userId: string, rating: RatingDecision | null) {
  const [row] = await t.database.db
    .insert(documents)
    .values({
      userId,
      filename: 'decision-letter.txt',
      originalName: 'June decision letter.txt',
      size: 2048,
      mimeType: 'text/plain',
      decision: rating && { kind: 'rating-decision' as const, rating },
    })
    .returning({ id: documents.id });
  return row!.id;
}

const everyIssue = ['1', '2', '3', '4', '5'];
const trackable = ['1', '2', '4'];

describe('a rating decision feeds Current Disabilities and My Claims', () => {
  it('offers each issue, adds the confirmed ones once, and My Claims shows their deadlines', async () => {
    const { cookies, user } = await registerUser(t.app);
    const id = await storedDocument(user.id, ratingDecision);
    // Already on Current Disabilities under its short name and code: offered as tracked.
    await call('POST', '/api/disabilities', cookies, {
      name: 'PTSD',
      currentPercentage: 50,
      diagnosticCode: '9411',
    });

    const offered = await call('GET', `/api/documents/${id}/decision`, cookies);
    expect(offered.statusCode).toBe(200);
    const proposal = offered.json<DecisionProposal>();
    expect(proposal).toMatchObject({
      documentId: id,
      letterDate: '2026-06-12',
      suggestedDecisionType: 'initial-claim',
      statedCombinedRating: 60,
      calculatedCombinedRating: 60,
    });
    expect(proposal.issues).toEqual([
      {
        key: '1',
        condition: 'Tinnitus',
        outcome: 'granted',
        percent: 10,
        diagnosticCode: '6260',
        effectiveDate: '2026-01-09',
        canTrack: true,
        alreadyTracked: false,
        trackedPercentage: null,
        alreadyInClaims: false,
      },
      expect.objectContaining({
        key: '2',
        percent: 50,
        alreadyTracked: true,
        trackedPercentage: 50,
      }),
      expect.objectContaining({ key: '3', outcome: 'denied', percent: null, canTrack: false }),
      expect.objectContaining({ key: '4', outcome: 'continued', percent: 20, canTrack: true }),
      expect.objectContaining({ key: '5', outcome: 'deferred', canTrack: false }),
    ]);
    // Looking is not agreeing: the offer alone adds nothing.
    expect((await call('GET', '/api/disabilities', cookies)).json()).toHaveLength(1);
    expect((await call('GET', '/api/claims', cookies)).json()).toEqual([]);

    const imported = await call('POST', `/api/documents/${id}/decision/import`, cookies, {
      disabilities: trackable,
      claims: everyIssue,
      decisionType: 'initial-claim',
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({
      disabilitiesAdded: 2,
      disabilitiesUpdated: 0,
      claimsAdded: 5,
      skipped: 1,
    });

    const disabilities = (await call('GET', '/api/disabilities', cookies)).json<Disability[]>();
    // Added in one transaction, they share a creation time: their order among themselves is not fixed.
    expect(
      disabilities.map((d) => [d.name, d.currentPercentage, d.diagnosticCode, d.side]),
    ).toEqual(
      expect.arrayContaining([
        ['PTSD', 50, '9411', null],
        ['Tinnitus', 10, '6260', null],
        ['Lumbosacral strain', 20, '5237', null],
      ]),
    );
    expect(disabilities).toHaveLength(3);
    const combined = await call('POST', '/api/ratings/combined', cookies, {
      ratings: disabilities.map((d) => ({ percentage: d.currentPercentage })),
    });
    expect(combined.json().combinedRating).toBe(60);

    const claims = (await call('GET', '/api/claims', cookies)).json<ClaimWithDeadlines[]>();
    const tinnitus = claims.find((claim) => claim.disabilityName === 'Tinnitus')!;
    expect(tinnitus).toMatchObject({
      status: 'approved',
      // The letter says the claim was received on January 9, 2026: that, not the decision
      // date, is when it was submitted.
      submittedDate: '2026-01-09',
      decisionDate: '2026-06-12',
      decisionType: 'initial-claim',
      notes:
        'Added from June decision letter.txt. Service connection granted at 10%, effective Jan 09, 2026.',
    });
    const lanes = tinnitus.deadlines.review!.lanes;
    expect(lanes.map((lane) => [lane.lane, lane.deadline?.deadline ?? null])).toEqual([
      ['higher-level-review', '2027-06-14'],
      ['board-appeal', '2027-06-14'],
      ['supplemental-claim', null],
    ]);
    const statusOf = (name: string) => claims.find((c) => c.disabilityName === name)?.status;
    expect(statusOf('Bilateral hearing loss')).toBe('denied');
    expect(statusOf('Lumbosacral strain')).toBe('approved');
    const sleepApnea = claims.find((c) => c.disabilityName === 'Sleep apnea')!;
    expect(sleepApnea).toMatchObject({ status: 'pending', decisionDate: null });
    expect(sleepApnea.deadlines.review).toBeNull();

    // Again: everything is already there, so nothing is added twice.
    const again = await call('POST', `/api/documents/${id}/decision/import`, cookies, {
      disabilities: trackable,
      claims: everyIssue,
      decisionType: 'initial-claim',
    });
    expect(again.json()).toEqual({
      disabilitiesAdded: 0,
      disabilitiesUpdated: 0,
      claimsAdded: 0,
      skipped: 8,
    });
    expect((await call('GET', '/api/disabilities', cookies)).json()).toHaveLength(3);
    expect((await call('GET', '/api/claims', cookies)).json()).toHaveLength(5);
    const after = (await call('GET', `/api/documents/${id}/decision`, cookies)).json();
    for (const issue of after.issues) expect(issue.alreadyInClaims).toBe(true);
  });

  it('updates a rating the veteran tracks at another level, when they choose it', async () => {
    const { cookies, user } = await registerUser(t.app);
    const id = await storedDocument(user.id, ratingDecision);
    const tracked = await call('POST', '/api/disabilities', cookies, {
      name: 'PTSD',
      currentPercentage: 30,
      diagnosticCode: '9411',
    });

    const proposal = (
      await call('GET', `/api/documents/${id}/decision`, cookies)
    ).json<DecisionProposal>();
    expect(proposal.issues[1]).toMatchObject({ alreadyTracked: true, trackedPercentage: 30 });

    const imported = await call('POST', `/api/documents/${id}/decision/import`, cookies, {
      disabilities: ['2'],
      claims: [],
      decisionType: null,
    });
    expect(imported.json()).toEqual({
      disabilitiesAdded: 0,
      disabilitiesUpdated: 1,
      claimsAdded: 0,
      skipped: 0,
    });
    const [ptsd] = (await call('GET', '/api/disabilities', cookies)).json<Disability[]>();
    expect(ptsd).toMatchObject({ id: tracked.json().id, name: 'PTSD', currentPercentage: 50 });
  });

  it('imports from an uploaded decision letter, read and analysed by the server itself', async () => {
    const { cookies } = await registerUser(t.app);
    await giveConsent(t.app, cookies);
    const uploaded = await uploadOne(t.app, cookies, await analysisFixture('rating-decision.txt'));
    expect(uploaded.hasDecisionToImport).toBe(true);

    const proposal = (
      await call('GET', `/api/documents/${uploaded.id}/decision`, cookies)
    ).json<DecisionProposal>();
    expect(proposal.issues.filter((issue) => issue.canTrack).map((issue) => issue.key)).toEqual(
      trackable,
    );
    const imported = await call('POST', `/api/documents/${uploaded.id}/decision/import`, cookies, {
      disabilities: trackable,
      claims: ['1', '2'],
      decisionType: proposal.suggestedDecisionType,
    });
    expect(imported.json()).toEqual({
      disabilitiesAdded: 3,
      disabilitiesUpdated: 0,
      claimsAdded: 2,
      skipped: 0,
    });

    const disabilities = (await call('GET', '/api/disabilities', cookies)).json<Disability[]>();
    expect(disabilities.map((d) => d.name).sort()).toEqual([
      'Lumbosacral strain',
      'Posttraumatic stress disorder',
      'Tinnitus',
    ]);
    const claims = (await call('GET', '/api/claims', cookies)).json<ClaimWithDeadlines[]>();
    expect(claims.map((claim) => claim.notes)).toContain(
      'Added from rating-decision.txt. Service connection granted at 50%, effective Jan 09, 2026.',
    );
  });

  it('keeps each veteran’s documents their own: another user’s or an unknown id is a 404', async () => {
    const id = await storedDocument(alice.user.id, ratingDecision);
    const choice = { disabilities: ['1'], claims: [], decisionType: null };
    for (const response of [
      await call('GET', `/api/documents/${id}/decision`, bob.cookies),
      await call('POST', `/api/documents/${id}/decision/import`, bob.cookies, choice),
      await call('GET', `/api/documents/${crypto.randomUUID()}/decision`, alice.cookies),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Document not found.' });
    }
    expect((await call('GET', '/api/disabilities', bob.cookies)).json()).toEqual([]);
  });

  it('says so when no rating or Board decision was recognized in the document', async () => {
    const id = await storedDocument(alice.user.id, null);
    const response = await call('GET', `/api/documents/${id}/decision`, alice.cookies);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'No rating decision or Board decision was recognized in this document.',
    });
  });

  it.each([
    [{ disabilities: ['1', '7'], claims: [] }, 'disabilities', 'This letter has no issue 7.'],
    [{ disabilities: [], claims: ['x'] }, 'claims', 'This letter has no issue x.'],
    [
      { disabilities: ['3'], claims: ['1'] },
      'disabilities',
      'Issue 3 has no rating to add to Current Disabilities.',
    ],
  ])('refuses %j with a 400 and adds nothing', async (keys, path, message) => {
    const { cookies, user } = await registerUser(t.app);
    const id = await storedDocument(user.id, ratingDecision);
    const response = await call('POST', `/api/documents/${id}/decision/import`, cookies, {
      ...keys,
      decisionType: 'initial-claim',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ path, message }] });
    expect((await call('GET', '/api/disabilities', cookies)).json()).toEqual([]);
    expect((await call('GET', '/api/claims', cookies)).json()).toEqual([]);
  });

  it('checks the choice against the contract', async () => {
    const id = await storedDocument(alice.user.id, ratingDecision);
    const response = await call('POST', `/api/documents/${id}/decision/import`, alice.cookies, {
      disabilities: ['1'],
      claims: [],
      decisionType: 'appeal',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('decisionType');
  });

  it('answers 401 to a signed-out caller', async () => {
    const id = await storedDocument(alice.user.id, ratingDecision);
    expect((await call('GET', `/api/documents/${id}/decision`)).statusCode).toBe(401);
    const choice = { disabilities: ['1'], claims: [], decisionType: null };
    const post = await call('POST', `/api/documents/${id}/decision/import`, undefined, choice);
    expect(post.statusCode).toBe(401);
  });
});
