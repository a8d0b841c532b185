import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DecisionProposal } from '../../../../contracts/documents';
import { deferred, fakeServer } from '../../../test/fake-server';
import { describedText, findToast, inDialog } from '../../../test/queries';
import { renderApp } from '../../../test/render-app';
import { DecisionImportDialog } from './decision-import-dialog';

const DOCUMENT_ID = '4b6f1a2e-8c1d-4e0f-9a55-1f2e3d4c5b6a';
const PROPOSAL_ROUTE = `GET /api/documents/${DOCUMENT_ID}/decision`;
const IMPORT_ROUTE = `POST /api/documents/${DOCUMENT_ID}/decision/import`;
const TITLE = 'Add this decision to your tracker';
const ok = (body: unknown) => ({ status: 200, body });

const issue = (
  key: string,
  condition: string,
  fields: Partial<DecisionProposal['issues'][number]> = {},
) => ({
  key,
  condition,
  outcome: 'granted' as const,
  percent: null,
  diagnosticCode: null,
  effectiveDate: null,
  canTrack: false,
  alreadyTracked: false,
  trackedPercentage: null,
  alreadyInClaims: false,
  ...fields,
});

const proposal: DecisionProposal = {
  documentId: DOCUMENT_ID,
  source: 'rating-decision',
  letterDate: '2026-06-12',
  suggestedDecisionType: 'initial-claim',
  issues: [
    issue('1', 'Tinnitus', {
      percent: 10,
      diagnosticCode: '6260',
      effectiveDate: '2026-01-09',
      canTrack: true,
    }),
    issue('2', 'Posttraumatic stress disorder', {
      percent: 50,
      diagnosticCode: '9411',
      canTrack: true,
      alreadyTracked: true,
      trackedPercentage: 50,
    }),
    issue('3', 'Bilateral hearing loss', { outcome: 'denied' }),
    issue('4', 'Sleep apnea', { outcome: 'deferred', alreadyInClaims: true }),
  ],
  statedCombinedRating: 60,
  calculatedCombinedRating: 60,
};

function renderDialog() {
  const onClose = vi.fn();
  const onEstimateBackPay = vi.fn();
  const rendered = renderApp(
    <DecisionImportDialog
      documentId={DOCUMENT_ID}
      opened
      onClose={onClose}
      onEstimateBackPay={onEstimateBackPay}
    />,
  );
  return { ...rendered, onClose, onEstimateBackPay, events: userEvent.setup() };
}

/** The dialog as a page uses it: a button opens it, closing hides it. */
function DialogWithOpener() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Add to tracker
      </button>
      <DecisionImportDialog
        documentId={DOCUMENT_ID}
        opened={opened}
        onClose={() => setOpened(false)}
        onEstimateBackPay={() => setOpened(false)}
      />
    </>
  );
}

const issueGroup = (condition: string) => within(screen.getByRole('group', { name: condition }));
const box = (condition: string, name: string) =>
  issueGroup(condition).getByRole('checkbox', { name }) as HTMLInputElement;

describe("adding a Board of Veterans' Appeals decision to My Claims", () => {
  it('names the Board decision, says what denied and remanded issues become, and asks no type', async () => {
    const server = fakeServer({
      [PROPOSAL_ROUTE]: ok({
        ...proposal,
        source: 'board-decision',
        letterDate: '2026-03-02',
        suggestedDecisionType: 'board-decision',
        issues: [
          issue('1', 'PTSD', { outcome: 'denied' }),
          issue('2', 'Lumbar spine disability', { outcome: 'remanded' }),
          issue('3', 'Skin disorder', { outcome: 'granted-in-part' }),
        ],
        statedCombinedRating: null,
        calculatedCombinedRating: null,
      }),
      [IMPORT_ROUTE]: ok({
        disabilitiesAdded: 0,
        disabilitiesUpdated: 0,
        claimsAdded: 3,
        skipped: 0,
      }),
    });
    const { events } = renderDialog();
    await screen.findByRole('group', { name: 'PTSD' });

    const dialog = inDialog(TITLE);
    expect(
      dialog.getByText(/in your Board of Veterans' Appeals decision of Mar 02, 2026/),
    ).toBeTruthy();
    expect(
      dialog.getByText(/120 days to appeal to the Court of Appeals for Veterans Claims/),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Lumbar spine disability' })).getByText('Remanded'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Skin disorder' })).getByText('Granted in part'),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /What this letter decided/ })).toBeNull();

    await events.click(screen.getByRole('button', { name: 'Add selected' }));
    const post = server.requests.find((request) => request.method === 'POST');
    expect(await post!.json()).toEqual({
      disabilities: [],
      claims: ['1', '2', '3'],
      decisionType: 'board-decision',
    });
  });
});

describe('adding a rating decision to the tracker', () => {
  it('loads the letter’s issues with what is checked for the veteran, and adds the choice', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    const server = fakeServer({
      [PROPOSAL_ROUTE]: () => answer.promise,
      [IMPORT_ROUTE]: ok({
        disabilitiesAdded: 1,
        disabilitiesUpdated: 0,
        claimsAdded: 2,
        skipped: 0,
      }),
    });
    const { events, onClose, queryClient } = renderDialog();
    queryClient.setQueryData(['disabilities'], []);
    queryClient.setQueryData(['claims'], []);
    expect(inDialog(TITLE).getByRole('status').textContent).toContain('Reading the decision');

    answer.resolve(ok(proposal));
    const tinnitus = await screen.findByRole('group', { name: 'Tinnitus' });
    expect(tinnitus.textContent).toContain('10% · Diagnostic code 6260 · Effective Jan 09, 2026');
    expect(within(tinnitus).getByText('Granted')).toBeTruthy();

    expect(box('Tinnitus', 'Add to Current Disabilities').checked).toBe(true);
    const ptsd = box('Posttraumatic stress disorder', 'Add to Current Disabilities');
    expect([ptsd.checked, ptsd.disabled]).toEqual([false, true]);
    expect(describedText(ptsd)).toContain('Already on Current Disabilities');
    const denied = box('Bilateral hearing loss', 'Add to Current Disabilities');
    expect([denied.checked, denied.disabled]).toEqual([false, true]);
    expect(box('Bilateral hearing loss', 'Add to My Claims').checked).toBe(true);
    const apnea = box('Sleep apnea', 'Add to My Claims');
    expect([apnea.checked, apnea.disabled]).toEqual([false, true]);
    expect(describedText(apnea)).toContain('Already on My Claims');

    const type = screen.getByRole('combobox', { name: /What this letter decided/ });
    expect((type as HTMLSelectElement).value).toBe('initial-claim');
    expect(within(type).getByRole('option', { name: 'Claim for increase' })).toBeTruthy();
    expect(inDialog(TITLE).getByText(/The letter states a combined rating of 60%/)).toBeTruthy();
    expect(inDialog(TITLE).queryByText(/They can differ/)).toBeNull();

    await events.click(box('Posttraumatic stress disorder', 'Add to My Claims'));
    await events.selectOptions(type, 'increase-claim');
    await events.click(screen.getByRole('button', { name: 'Add selected' }));

    const post = server.requests.find((request) => request.method === 'POST');
    expect(await post!.json()).toEqual({
      disabilities: ['1'],
      claims: ['1', '3'],
      decisionType: 'increase-claim',
    });
    const { text, tone } = await findToast();
    expect(text).toContain('Success');
    expect(text).toContain(
      'Added 1 condition to Current Disabilities and 2 decisions to My Claims.',
    );
    expect(tone).toBe('success');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The two screens' lists are read again the next time they show.
    expect(queryClient.getQueryState(['disabilities'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['claims'])?.isInvalidated).toBe(true);
  });

  it('offers to update a rating tracked at another level, chosen only for a raise', async () => {
    const server = fakeServer({
      [PROPOSAL_ROUTE]: ok({
        ...proposal,
        issues: [
          issue('1', 'Posttraumatic stress disorder', {
            outcome: 'increased',
            percent: 70,
            canTrack: true,
            alreadyTracked: true,
            trackedPercentage: 50,
            alreadyInClaims: true,
          }),
          issue('2', 'Tinnitus', {
            outcome: 'continued',
            percent: 10,
            canTrack: true,
            alreadyTracked: true,
            trackedPercentage: 20,
            alreadyInClaims: true,
          }),
        ],
      }),
      [IMPORT_ROUTE]: ok({
        disabilitiesAdded: 0,
        disabilitiesUpdated: 1,
        claimsAdded: 0,
        skipped: 0,
      }),
    });
    const { events } = renderDialog();
    await screen.findByRole('group', { name: 'Posttraumatic stress disorder' });

    const raise = box(
      'Posttraumatic stress disorder',
      'Update Current Disabilities from 50% to 70%',
    );
    expect([raise.checked, raise.disabled]).toEqual([true, false]);
    // A lower level from a letter that may be older than what is tracked waits for the veteran.
    const lower = box('Tinnitus', 'Update Current Disabilities from 20% to 10%');
    expect([lower.checked, lower.disabled]).toEqual([false, false]);

    await events.click(screen.getByRole('button', { name: 'Add selected' }));
    const post = server.requests.find((request) => request.method === 'POST');
    expect(await post!.json()).toMatchObject({ disabilities: ['1'], claims: [] });
    expect((await findToast()).text).toContain('Updated the rating of 1 condition.');
  });

  it('says how many were already there, and cannot confirm an empty choice', async () => {
    fakeServer({
      [PROPOSAL_ROUTE]: ok(proposal),
      [IMPORT_ROUTE]: ok({
        disabilitiesAdded: 0,
        disabilitiesUpdated: 0,
        claimsAdded: 1,
        skipped: 2,
      }),
    });
    const { events } = renderDialog();
    await screen.findByRole('group', { name: 'Tinnitus' });
    const confirm = screen.getByRole('button', { name: 'Add selected' });

    for (const [condition, name] of [
      ['Tinnitus', 'Add to Current Disabilities'],
      ['Tinnitus', 'Add to My Claims'],
      ['Posttraumatic stress disorder', 'Add to My Claims'],
      ['Bilateral hearing loss', 'Add to My Claims'],
    ] as const) {
      await events.click(box(condition, name));
    }
    expect(confirm).toHaveProperty('disabled', true);

    await events.click(box('Tinnitus', 'Add to My Claims'));
    await events.click(confirm);
    const { text } = await findToast();
    expect(text).toContain('2 items were already there and not added again.');
  });

  it('reads the offer afresh each time it opens, so what was just added shows as there', async () => {
    const tracked = proposal.issues.map((i) => ({ ...i, alreadyTracked: i.canTrack }));
    let imported = false;
    fakeServer({
      [PROPOSAL_ROUTE]: () => ok(imported ? { ...proposal, issues: tracked } : proposal),
      [IMPORT_ROUTE]: () => {
        imported = true;
        return ok({ disabilitiesAdded: 1, disabilitiesUpdated: 0, claimsAdded: 0, skipped: 0 });
      },
    });
    renderApp(<DialogWithOpener />);
    const events = userEvent.setup();
    await screen.findByRole('group', { name: 'Tinnitus' });
    await events.click(screen.getByRole('button', { name: 'Add selected' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());

    await events.click(screen.getByRole('button', { name: 'Add to tracker' }));
    await screen.findByRole('group', { name: 'Tinnitus' });
    const tinnitus = box('Tinnitus', 'Add to Current Disabilities');
    expect([tinnitus.checked, tinnitus.disabled]).toEqual([false, true]);
  });

  it('explains a stated combined rating that differs from the letter’s own ratings', async () => {
    fakeServer({ [PROPOSAL_ROUTE]: ok({ ...proposal, calculatedCombinedRating: 50 }) });
    renderDialog();
    expect(await inDialog(TITLE).findByText(/combine to 50%/)).toBeTruthy();
    expect(
      inDialog(TITLE).getByText(/They can differ when ratings from earlier letters/),
    ).toBeTruthy();
  });

  it('says when everything is already on the tracker', async () => {
    const done = proposal.issues.map((i) => ({
      ...i,
      alreadyTracked: true,
      alreadyInClaims: true,
    }));
    fakeServer({ [PROPOSAL_ROUTE]: ok({ ...proposal, issues: done }) });
    const { events, onClose } = renderDialog();
    expect(
      await inDialog(TITLE).findByText(
        'Everything in this letter is already on Current Disabilities and My Claims.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add selected' })).toBeNull();
    await events.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s words when the document holds no decision', async () => {
    fakeServer({
      [PROPOSAL_ROUTE]: {
        status: 404,
        body: { message: 'No rating decision was recognized in this document.' },
      },
    });
    renderDialog();
    expect(
      await inDialog(TITLE).findByText('No rating decision was recognized in this document.'),
    ).toBeTruthy();
  });

  it('offers to try again when the offer could not be loaded', async () => {
    let calls = 0;
    fakeServer({
      [PROPOSAL_ROUTE]: () =>
        calls++ === 0 ? { status: 500, body: { message: 'x' } } : ok(proposal),
    });
    const { events } = renderDialog();
    await events.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Tinnitus' })).toBeTruthy();
  });

  it('keeps the dialog open with a red toast when adding fails', async () => {
    fakeServer({
      [PROPOSAL_ROUTE]: ok(proposal),
      [IMPORT_ROUTE]: { status: 400, body: { message: 'This letter has no issue 9.' } },
    });
    const { events, onClose } = renderDialog();
    await screen.findByRole('group', { name: 'Tinnitus' });
    await events.click(screen.getByRole('button', { name: 'Add selected' }));
    const { text, tone } = await findToast();
    expect(text).toContain('Import Failed');
    expect(text).toContain('This letter has no issue 9.');
    expect(tone).toBe('destructive');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add selected' })).toHaveProperty('disabled', false);
  });
});

describe('back pay from a decision letter', () => {
  it('offers the estimate with the letter’s effective date, ratings and date, even once imported', async () => {
    const done = proposal.issues.map((i) => ({
      ...i,
      alreadyTracked: true,
      alreadyInClaims: true,
    }));
    fakeServer({ [PROPOSAL_ROUTE]: ok({ ...proposal, issues: done }) });
    const { events, onEstimateBackPay } = renderDialog();

    await events.click(await inDialog(TITLE).findByRole('button', { name: 'Estimate back pay' }));

    expect(onEstimateBackPay).toHaveBeenCalledWith({
      title: 'letter of Jun 12, 2026',
      decisionStatedDate: '2026-01-09',
      decisionDate: '2026-06-12',
      ratings: [{ from: '2026-01-09', percent: 10 }],
    });
  });

  it('is not offered when the letter states no effective date for a rated grant', async () => {
    fakeServer({
      [PROPOSAL_ROUTE]: ok({
        ...proposal,
        issues: proposal.issues.map((i) => ({ ...i, effectiveDate: null })),
      }),
    });
    renderDialog();
    await screen.findByRole('group', { name: 'Tinnitus' });
    expect(screen.queryByRole('button', { name: 'Estimate back pay' })).toBeNull();
  });
});
