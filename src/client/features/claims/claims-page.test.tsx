import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../contracts/claims';
import { deferred, fakeServer } from '../../test/fake-server';
import { describedText, findToast, inDialog } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { ClaimsPage } from './claims-page';

// Deadlines count from this day, whatever the machine's clock says.
const TODAY = '2026-03-15';
const ok = (body: unknown) => ({ status: 200, body });

let nextId = 1;
const claim = (disabilityName: string, extra: Partial<Claim> = {}): Claim => ({
  id: `00000000-0000-4000-9000-${String(nextId++).padStart(12, '0')}`,
  disabilityName,
  status: 'pending',
  submittedDate: '2026-03-02',
  notes: null,
  documents: [],
  decisionDate: null,
  intentToFileDate: null,
  createdAt: '2026-03-02T15:00:00.000Z',
  updatedAt: '2026-03-02T15:00:00.000Z',
  ...extra,
});

const renderPage = () => renderApp(<ClaimsPage today={TODAY} />, { path: '/claims' });
const card = async (name: string) => within(await screen.findByRole('article', { name }));
/** The heading of a deadline line, found by its whole text, and the sentence under it. */
const line = (scope: ReturnType<typeof within>, name: string) =>
  scope
    .getByText(
      (_: string, element: Element | null) =>
        element?.tagName === 'P' && element.textContent === name,
    )
    .closest('div')?.parentElement?.textContent ?? '';

describe('my claims', () => {
  it('loads, then shows empty claims history and an honest chat history', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    const server = fakeServer({ 'GET /api/claims': () => answer.promise });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'My Claims' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading Your Claims');

    answer.resolve(ok([]));
    const history = within(await screen.findByRole('region', { name: 'Claims History' }));
    expect(await history.findByRole('heading', { name: 'No Claims Yet' })).toBeTruthy();
    const chats = within(screen.getByRole('region', { name: 'Chat History' }));
    expect(chats.getByText(/Your conversations with Wingman will appear here/)).toBeTruthy();
    // Chat sessions have no endpoint yet; nothing pretends to load them.
    expect(server.requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/claims',
    ]);
  });

  it('shows each claim with its status badge, submitted date and notes', async () => {
    fakeServer({
      'GET /api/claims': ok([
        claim('Tinnitus', { status: 'under_review', notes: 'Filed online\nC&P exam booked' }),
        claim('Lower back strain', { status: 'approved', submittedDate: '2025-12-31' }),
        claim('Sleep apnea', { status: 'denied' }),
        claim('Migraines', { status: 'pending' }),
        claim('Knee', { status: 'appealed' }),
      ]),
    });
    renderPage();

    const tinnitus = await card('Tinnitus');
    const badge = tinnitus.getByText('UNDER REVIEW');
    expect(badge.closest('[data-tone]')?.getAttribute('data-tone')).toBe('blue');
    expect(tinnitus.getByText('Mar 02, 2026')).toBeTruthy();
    expect(tinnitus.getByText(/Filed online/).textContent).toBe('Filed online\nC&P exam booked');
    expect((await card('Lower back strain')).getByText('Dec 31, 2025')).toBeTruthy();

    const tones = await Promise.all(
      [
        ['Lower back strain', 'APPROVED'],
        ['Sleep apnea', 'DENIED'],
        ['Migraines', 'PENDING'],
        ['Knee', 'APPEALED'],
      ].map(async ([name, text]) =>
        (await card(name!)).getByText(text!).closest('[data-tone]')?.getAttribute('data-tone'),
      ),
    );
    expect(tones).toEqual(['green', 'red', 'yellow', 'grey']);
  });

  it('counts review deadlines from the decision date to today', async () => {
    fakeServer({
      'GET /api/claims': ok([
        claim('Tinnitus', {
          status: 'denied',
          submittedDate: '2025-05-01',
          decisionDate: '2025-09-30',
        }),
      ]),
    });
    renderPage();
    const tinnitus = await card('Tinnitus');

    // Sep 30, 2025 + one year = Sep 30, 2026: 199 days after Mar 15, 2026.
    const higherLevelReview = line(tinnitus, 'Higher-Level Review (VA Form 20-0996)');
    expect(higherLevelReview).toContain('199 days left');
    expect(higherLevelReview).toContain('Request by Sep 30, 2026');
    expect(higherLevelReview).not.toContain('Due soon');
    const boardAppeal = line(tinnitus, 'Board Appeal (VA Form 10182)');
    expect(boardAppeal).toContain('199 days left');
    const supplemental = line(tinnitus, 'Supplemental Claim (VA Form 20-0995)');
    expect(supplemental).toContain('No deadline');
    expect(supplemental).toContain('Filing by Sep 30, 2026, within one year of the decision');
    expect(supplemental).not.toMatch(/days left/);
  });

  it('marks deadlines that are close or past in words, not only colour', async () => {
    fakeServer({
      'GET /api/claims': ok([
        claim('Tinnitus', { submittedDate: '2025-01-10', decisionDate: '2025-04-01' }),
        claim('Back', { submittedDate: '2025-01-10', decisionDate: '2025-03-01' }),
        claim('Knee', { submittedDate: '2025-01-10', decisionDate: '2025-03-15' }),
      ]),
    });
    renderPage();

    const soon = line(await card('Tinnitus'), 'Higher-Level Review (VA Form 20-0996)');
    expect(soon).toContain('Due soon');
    expect(soon).toContain('17 days left');
    const past = line(await card('Back'), 'Board Appeal (VA Form 10182)');
    expect(past).toContain('Overdue');
    expect(past).toContain('Ended 14 days ago');
    const lastDay = line(await card('Knee'), 'Higher-Level Review (VA Form 20-0996)');
    expect(lastDay).toContain('Last day is today');
    expect(lastDay).toContain('Due soon');
  });

  it('gives the date a claim must be submitted by after an intent to file', async () => {
    fakeServer({
      'GET /api/claims': ok([
        // Recorded before the intent to file, so the year after it is still running.
        claim('Tinnitus', { submittedDate: '2026-01-10', intentToFileDate: '2026-02-01' }),
        claim('Back', { submittedDate: '2026-03-02', intentToFileDate: '2026-01-15' }),
      ]),
    });
    renderPage();

    const open = line(await card('Tinnitus'), 'Intent to file (VA Form 21-0966)');
    expect(open).toContain('Submit the complete claim by Feb 01, 2027');
    expect(open).toContain('323 days left');
    const submitted = line(await card('Back'), 'Intent to file (VA Form 21-0966)');
    expect(submitted).toContain('Submitted Mar 02, 2026, within the year');
    expect(submitted).toContain('can go back to Jan 15, 2026');
  });

  it('adds a claim after checking it with the shared schema', async () => {
    const added = claim('Tinnitus', { decisionDate: '2026-03-10' });
    let lists = 0;
    const server = fakeServer({
      'GET /api/claims': () => ok(lists++ === 0 ? [] : [added]),
      'POST /api/claims': { status: 201, body: added },
    });
    const events = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'No Claims Yet' });

    await events.click(screen.getByRole('button', { name: 'Add Claim' }));
    const dialog = inDialog('Add Claim');
    const submitted = dialog.getByLabelText(/^Submitted date/) as HTMLInputElement;
    expect(submitted.value).toBe(TODAY);
    await events.click(dialog.getByRole('button', { name: 'Add Claim' }));
    const name = dialog.getByRole('textbox', { name: /Disability or condition/ });
    expect(describedText(name)).toContain('Disability name is required');

    await events.type(name, 'Tinnitus');
    await events.selectOptions(dialog.getByRole('combobox', { name: /Status/ }), 'Under review');
    await events.clear(submitted);
    await events.type(submitted, '2026-03-02');
    const decision = dialog.getByLabelText(/^Decision date/);
    await events.type(decision, '2026-03-01');
    await events.click(dialog.getByRole('button', { name: 'Add Claim' }));
    expect(describedText(decision)).toContain(
      'The decision date cannot be before the submitted date',
    );
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    await events.clear(decision);
    await events.type(decision, '2026-03-10');
    await events.type(dialog.getByRole('textbox', { name: /Notes/ }), 'Filed online');
    await events.click(dialog.getByRole('button', { name: 'Add Claim' }));

    const { text } = await findToast();
    expect(text).toContain('Claim added successfully.');
    const post = server.requests.find((request) => request.method === 'POST');
    expect(await post!.json()).toEqual({
      disabilityName: 'Tinnitus',
      status: 'under_review',
      submittedDate: '2026-03-02',
      decisionDate: '2026-03-10',
      intentToFileDate: null,
      notes: 'Filed online',
    });
    expect(await screen.findByRole('article', { name: 'Tinnitus' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add Claim' })).toBeNull();
  });

  it('edits a claim with PATCH and shows the saved change', async () => {
    const before = claim('Tinnitus', { notes: 'Filed online' });
    const after = { ...before, status: 'denied', decisionDate: '2026-03-10' };
    let lists = 0;
    const server = fakeServer({
      'GET /api/claims': () => ok(lists++ === 0 ? [before] : [after]),
      [`PATCH /api/claims/${before.id}`]: ok(after),
    });
    const events = userEvent.setup();
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Edit claim for Tinnitus' }));
    const dialog = inDialog('Edit Claim');
    expect(
      (dialog.getByRole('textbox', { name: /Disability or condition/ }) as HTMLInputElement).value,
    ).toBe('Tinnitus');
    await events.selectOptions(dialog.getByRole('combobox', { name: /Status/ }), 'Denied');
    await events.type(dialog.getByLabelText(/^Decision date/), '2026-03-10');
    await events.click(dialog.getByRole('button', { name: 'Save Changes' }));

    const { text } = await findToast();
    expect(text).toContain('Claim updated successfully.');
    const patch = server.requests.find((request) => request.method === 'PATCH');
    expect(await patch!.json()).toMatchObject({ status: 'denied', decisionDate: '2026-03-10' });
    const tinnitus = await card('Tinnitus');
    await waitFor(() => expect(tinnitus.getByText('DENIED')).toBeTruthy());
    expect(line(tinnitus, 'Higher-Level Review (VA Form 20-0996)')).toContain('Request by');
  });

  it('asks before deleting a claim', async () => {
    const tinnitus = claim('Tinnitus');
    let lists = 0;
    const server = fakeServer({
      'GET /api/claims': () => ok(lists++ === 0 ? [tinnitus] : []),
      [`DELETE /api/claims/${tinnitus.id}`]: { status: 204 },
    });
    const events = userEvent.setup();
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Delete claim for Tinnitus' }));
    await events.click(inDialog('Delete Claim').getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await events.click(screen.getByRole('button', { name: 'Delete claim for Tinnitus' }));
    await events.click(inDialog('Delete Claim').getByRole('button', { name: 'Delete' }));
    const { text } = await findToast();
    expect(text).toContain('Claim removed successfully.');
    expect(await screen.findByRole('heading', { name: 'No Claims Yet' })).toBeTruthy();
  });
});
