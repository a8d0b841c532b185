import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimWithDeadlines } from '../../../contracts/claims';
import type { DecisionProposal } from '../../../contracts/documents';
import { callApi, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { analysisFixture, giveConsent, uploadOne } from '../../test/document-requests';

// The server's clock: a few weeks after the Board's decision of 2 June 2017.
const clock = new Date('2017-06-20T15:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** A new veteran who has uploaded the mixed Board decision (granted, denied, remanded). */
async function uploadBoardDecision() {
  const { cookies } = await registerUser(t.app);
  await giveConsent(t.app, cookies);
  const uploaded = await uploadOne(
    t.app,
    cookies,
    await analysisFixture('board-decision-mixed.txt'),
  );
  return { cookies, uploaded };
}

describe("a Board of Veterans' Appeals decision feeds My Claims", () => {
  it('offers each issue, and My Claims counts the 120 days to the Court from the decision date', async () => {
    const { cookies, uploaded } = await uploadBoardDecision();
    expect(uploaded.hasDecisionToImport).toBe(true);

    const offered = await callApi(t.app, 'GET', `/api/documents/${uploaded.id}/decision`, cookies);
    expect(offered.statusCode).toBe(200);
    const proposal = offered.json<DecisionProposal>();
    expect(proposal).toMatchObject({
      source: 'board-decision',
      letterDate: '2017-06-02',
      suggestedDecisionType: 'board-decision',
    });
    expect(
      proposal.issues.map(({ key, condition, outcome, canTrack }) => [
        key,
        condition,
        outcome,
        canTrack,
      ]),
    ).toEqual([
      ['1', 'Tinnitus', 'granted', false],
      ['2', 'Low back disability', 'denied', false],
      ['3', 'Sleep apnea', 'remanded', false],
    ]);

    const imported = await callApi(
      t.app,
      'POST',
      `/api/documents/${uploaded.id}/decision/import`,
      cookies,
      { disabilities: [], claims: ['1', '2', '3'], decisionType: 'board-decision' },
    );
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({
      disabilitiesAdded: 0,
      disabilitiesUpdated: 0,
      claimsAdded: 3,
      skipped: 0,
    });

    const claims = (await callApi(t.app, 'GET', '/api/claims', cookies)).json<
      ClaimWithDeadlines[]
    >();
    const claim = (name: string) => claims.find((c) => c.disabilityName === name)!;

    const back = claim('Low back disability');
    expect(back).toMatchObject({
      status: 'denied',
      decisionDate: '2017-06-02',
      decisionType: 'board-decision',
      notes:
        "Added from board-decision-mixed.txt. Denied by the Board of Veterans' Appeals on Jun 02, 2017: it can be appealed to the Court of Appeals for Veterans Claims.",
    });
    // 2 June 2017 + 120 days is Saturday 30 September: the Court's next open day is Monday.
    const court = back.deadlines.review!.lanes.find((lane) => lane.lane === 'court-appeal')!;
    expect(court.deadline).toMatchObject({ deadline: '2017-10-02', movedFrom: '2017-09-30' });
    expect(back.deadlines.review!.lanes.map((lane) => lane.lane)).toEqual([
      'court-appeal',
      'supplemental-claim',
    ]);
    expect(back.deadlines.mostUrgent?.deadline).toBe('2017-10-02');

    expect(claim('Sleep apnea')).toMatchObject({
      status: 'pending',
      decisionDate: null,
      decisionType: null,
      notes:
        "Added from board-decision-mixed.txt. Remanded by the Board of Veterans' Appeals on Jun 02, 2017: not decided yet. The regional office decides it again; nothing needs to be filed.",
    });
    expect(claim('Sleep apnea').deadlines.review).toBeNull();
    expect(claim('Tinnitus')).toMatchObject({ status: 'approved', decisionDate: null });
    expect(claim('Tinnitus').deadlines.mostUrgent).toBeNull();

    // Offered again, everything is already on My Claims and nothing is added twice.
    const again = (
      await callApi(t.app, 'GET', `/api/documents/${uploaded.id}/decision`, cookies)
    ).json<DecisionProposal>();
    expect(again.issues.every((issue) => issue.alreadyInClaims)).toBe(true);
    const twice = await callApi(
      t.app,
      'POST',
      `/api/documents/${uploaded.id}/decision/import`,
      cookies,
      { disabilities: [], claims: ['1', '2', '3'], decisionType: 'board-decision' },
    );
    expect(twice.json()).toMatchObject({ claimsAdded: 0, skipped: 3 });
  });

  it('refuses to put a Board decision issue on Current Disabilities, adding nothing', async () => {
    const { cookies, uploaded } = await uploadBoardDecision();
    const refused = await callApi(
      t.app,
      'POST',
      `/api/documents/${uploaded.id}/decision/import`,
      cookies,
      { disabilities: ['1'], claims: ['2'], decisionType: 'board-decision' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Issue 1 has no rating to add to Current Disabilities.');
    expect((await callApi(t.app, 'GET', '/api/claims', cookies)).json()).toEqual([]);
  });
});
