import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../contracts/claims';
import type { HolidayLookup } from '../../../domain/deadlines/filing-deadline';
import type { ChatSession } from '../../../contracts/chat';
import { LOAD_CHAT_SESSION_KEY } from '../../lib/chat-handoff';
import { deferred, fakeServer } from '../../test/fake-server';
import { captureSavedFiles } from '../../test/saved-files';
import { describedText, findToast, inDialog } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { ClaimsPage } from './claims-page';
import { claimAsListed } from '../../test/claims';
import { SPEC_PROFILE_DEFAULTS } from '../../../contracts/fixtures/profile-defaults';

// The server counts deadlines from this day, whatever the machine's clock says.
const TODAY = '2026-03-15';
const ok = (body: unknown) => ({ status: 200, body });
/** What a save answers about the notes' words when they call for nothing. */
const NONE = { level: 'none' } as const;
// The federal holidays these cases touch, as the server's calendar names them.
const holidayOn: HolidayLookup = (date) =>
  ({ '2026-11-11': 'Veterans Day', '2026-11-26': 'Thanksgiving Day' })[date] ?? null;

/** A claim as GET /api/claims sends it, its deadlines counted from TODAY unless told otherwise. */
const claim = (disabilityName: string, extra: Partial<Claim> = {}, countedOn = TODAY) =>
  claimAsListed(disabilityName, extra, { countedOn, holidayOn });

/** The fake server with the veteran's chats and intents to file (none unless a case gives some). */
const serve = (routes: Parameters<typeof fakeServer>[0]) =>
  fakeServer({
    'GET /api/chat/sessions': ok([]),
    'GET /api/intents-to-file': ok([]),
    'GET /api/profile': ok(SPEC_PROFILE_DEFAULTS),
    ...routes,
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
  it('loads, then shows empty claims history and an empty chat history', async () => {
    const answer = deferred<ReturnType<typeof ok>>();
    serve({ 'GET /api/claims': () => answer.promise });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'My Claims' })).toBeTruthy();
    expect(screen.getByText('Loading Your Claims')).toBeTruthy();

    answer.resolve(ok([]));
    const history = within(await screen.findByRole('region', { name: 'Claims History' }));
    expect(await history.findByRole('heading', { name: 'No Claims Yet' })).toBeTruthy();
    const chats = within(screen.getByRole('region', { name: 'Chat History' }));
    expect(await chats.findByText(/Your conversations with Wingman will appear here/)).toBeTruthy();
  });

  it('lists past chats with their title and last update, and opens one on the chat screen', async () => {
    const chat = (id: string, title: string): ChatSession => ({
      id,
      title,
      mode: 'general',
      createdAt: '2026-03-10T14:00:00.000Z',
      updatedAt: '2026-03-12T15:45:00.000Z',
    });
    serve({
      'GET /api/claims': ok([]),
      'GET /api/chat/sessions': ok([
        chat('4a6f9a52-0a43-4d1e-9d1b-3d2f1c0b9e01', 'Tinnitus rating'),
        chat('4a6f9a52-0a43-4d1e-9d1b-3d2f1c0b9e02', ''),
      ]),
    });
    const user = userEvent.setup();
    const { location } = renderPage();

    const chats = within(await screen.findByRole('region', { name: 'Chat History' }));
    const untitled = await chats.findByRole('button', { name: /Untitled Chat/ });
    expect(untitled.textContent).toMatch(/Last updated Mar 12, 2026, \d{1,2}:45 (AM|PM)/);
    await user.click(chats.getByRole('button', { name: /Tinnitus rating/ }));

    expect(localStorage.getItem(LOAD_CHAT_SESSION_KEY)).toBe(
      '4a6f9a52-0a43-4d1e-9d1b-3d2f1c0b9e01',
    );
    expect(location.history.at(-1)).toBe('/');
    localStorage.clear();
  });

  it('shows each claim with its status badge, submitted date and notes', async () => {
    serve({
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

  it('with a deadline ahead and reminder e-mails off, says where to turn them on', async () => {
    const decided = claim('Tinnitus', { submittedDate: '2025-05-01', decisionDate: '2025-09-30' });
    serve({ 'GET /api/claims': ok([decided]) });
    const { unmount } = renderPage();
    const hint = await screen.findByText(/Want an e-mail before each deadline\?/);
    expect(
      within(hint).getByRole('link', { name: 'Profile & Settings' }).getAttribute('href'),
    ).toBe('/profile');
    unmount();

    // Once they are on, or with no deadline ahead, it is not said.
    serve({
      'GET /api/claims': ok([decided]),
      'GET /api/profile': ok({ ...SPEC_PROFILE_DEFAULTS, emailUpdates: true }),
    });
    const again = renderPage();
    await card('Tinnitus');
    expect(screen.queryByText(/Want an e-mail before each deadline\?/)).toBeNull();
    again.unmount();

    serve({ 'GET /api/claims': ok([claim('Knee', { status: 'pending' })]) });
    renderPage();
    await card('Knee');
    expect(screen.queryByText(/Want an e-mail before each deadline\?/)).toBeNull();
  });

  it('counts review deadlines from the decision date to today', async () => {
    serve({
      'GET /api/claims': ok([
        claim('Tinnitus', {
          status: 'denied',
          submittedDate: '2025-05-01',
          decisionDate: '2025-09-30',
          decisionType: 'initial-claim',
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
    expect(tinnitus.getByText(/Decision on:/).closest('p')?.textContent).toBe(
      'Decision on: Initial claim',
    );
    expect(tinnitus.queryByText(/Court of Appeals/)).toBeNull();
    expect(tinnitus.queryByText('Depends on the decision type')).toBeNull();
    expect(tinnitus.getByTestId('rule-check-note').textContent).toContain(
      'VA.gov decision reviews',
    );
  });

  it('shows only the lanes that exist after a Board or a Higher-Level Review decision', async () => {
    serve({
      'GET /api/claims': ok([
        claim('Back', {
          submittedDate: '2024-01-10',
          decisionDate: '2026-01-20',
          decisionType: 'board-decision',
        }),
        claim('Knee', {
          submittedDate: '2025-01-10',
          decisionDate: '2025-09-30',
          decisionType: 'higher-level-review',
        }),
      ]),
    });
    renderPage();

    const back = await card('Back');
    const court = line(
      back,
      'Appeal to the Court of Appeals for Veterans Claims (Notice of Appeal)',
    );
    // 120 days from Jan 20, 2026 (38 U.S.C. 7266(a)).
    expect(court).toContain('by May 20, 2026, 120 days after');
    expect(court).toContain('66 days left');
    expect(back.queryByText(/Higher-Level Review \(/)).toBeNull();
    expect(back.queryByText(/Board Appeal \(/)).toBeNull();
    expect(line(back, 'Supplemental Claim (VA Form 20-0995)')).toContain('No deadline');
    expect(back.getAllByTestId('rule-check-note').map((note) => note.textContent)).toContainEqual(
      expect.stringContaining('38 U.S.C. 7266(a)'),
    );

    const knee = await card('Knee');
    expect(knee.queryByText(/Higher-Level Review \(/)).toBeNull();
    expect(line(knee, 'Board Appeal (VA Form 10182)')).toContain('199 days left');
  });

  it('says which lanes depend on the decision type when it is not given', async () => {
    serve({
      'GET /api/claims': ok([
        claim('Tinnitus', { submittedDate: '2025-05-01', decisionDate: '2025-09-30' }),
      ]),
    });
    renderPage();
    const tinnitus = await card('Tinnitus');
    expect(line(tinnitus, 'Higher-Level Review (VA Form 20-0996)')).toContain(
      'Depends on the decision type',
    );
    expect(line(tinnitus, 'Board Appeal (VA Form 10182)')).toContain(
      'Depends on the decision type',
    );
    expect(line(tinnitus, 'Supplemental Claim (VA Form 20-0995)')).not.toContain('Depends');
    expect(tinnitus.getByText(/depends on the kind of decision/).textContent).toContain(
      'Court of Appeals for Veterans Claims',
    );
  });

  it('shows a deadline moved off a holiday and says why', async () => {
    serve({
      'GET /api/claims': ok([
        // One year from Nov 11, 2025 is Veterans Day 2026, a Wednesday.
        claim('Tinnitus', {
          submittedDate: '2025-06-01',
          decisionDate: '2025-11-11',
          decisionType: 'initial-claim',
        }),
      ]),
    });
    renderPage();
    const tinnitus = await card('Tinnitus');
    const higherLevelReview = line(tinnitus, 'Higher-Level Review (VA Form 20-0996)');
    expect(higherLevelReview).toContain('Request by Nov 12, 2026');
    expect(higherLevelReview).toContain('Moved from Wed, Nov 11 — Veterans Day');
    expect(line(tinnitus, 'Supplemental Claim (VA Form 20-0995)')).toContain(
      'Moved from Wed, Nov 11 — Veterans Day',
    );
    const notes = tinnitus.getAllByTestId('rule-check-note').map((note) => note.textContent);
    expect(notes).toContainEqual(expect.stringContaining('38 CFR 3.110'));
  });

  it('lists the most urgent deadline first, then claims with none, newest first', async () => {
    serve({
      'GET /api/claims': ok([
        claim('No deadline, newest', { submittedDate: '2026-03-10' }),
        claim('199 days left', { submittedDate: '2025-05-01', decisionDate: '2025-09-30' }),
        claim('No deadline, older', { submittedDate: '2026-01-05' }),
        claim('Ended 3 days ago', { submittedDate: '2025-01-10', decisionDate: '2025-03-12' }),
        claim('17 days left', { submittedDate: '2025-01-10', decisionDate: '2025-04-01' }),
      ]),
    });
    renderPage();
    await card('17 days left');
    expect(
      screen.getAllByRole('article').map((article) => article.getAttribute('aria-label')),
    ).toEqual([
      'Ended 3 days ago',
      '17 days left',
      '199 days left',
      'No deadline, newest',
      'No deadline, older',
    ]);
  });

  it('marks deadlines that are close or past in words, not only colour', async () => {
    serve({
      'GET /api/claims': ok([
        claim('Tinnitus', { submittedDate: '2025-01-10', decisionDate: '2025-04-01' }),
        claim('Back', { submittedDate: '2025-01-10', decisionDate: '2025-03-01' }),
        // A deadline day is always a workday, and 15 March 2026 is a Sunday: count on the Monday.
        claim('Knee', { submittedDate: '2025-01-10', decisionDate: '2025-03-16' }, '2026-03-16'),
      ]),
    });
    renderPage();

    const soon = line(await card('Tinnitus'), 'Higher-Level Review (VA Form 20-0996)');
    expect(soon).toContain('Due soon');
    expect(soon).toContain('17 days left');
    // A passed window reads as closed, never as a debt, and the row says what is still possible.
    const back = await card('Back');
    const past = line(back, 'Board Appeal (VA Form 10182)');
    expect(past).toContain('Window closed');
    expect(past).not.toMatch(/overdue/i);
    // Mar 01, 2026 is a Sunday: the year ran to Monday, Mar 02.
    expect(past).toContain('Closed on Mar 02, 2026');
    expect(past).toContain('Moved from Sun, Mar 01 — weekend');
    expect(line(back, 'Supplemental Claim (VA Form 20-0995)')).toContain(
      'a Supplemental Claim with new and relevant evidence can be filed at any time',
    );
    const lastDay = line(await card('Knee'), 'Higher-Level Review (VA Form 20-0996)');
    expect(lastDay).toContain('Last day is today');
    expect(lastDay).toContain('Due soon');
  });

  it('gives the date a claim must be submitted by after an intent to file', async () => {
    serve({
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
    expect(submitted).toContain('Submitted Mar 02, 2026, within the year after the intent to file');
    expect(submitted).toContain('can go back to Jan 15, 2026');
  });

  it('adds a claim after checking it with the shared schema', async () => {
    const added = claim('Tinnitus', { decisionDate: '2026-03-10' });
    let lists = 0;
    const server = serve({
      'GET /api/claims': () => ok(lists++ === 0 ? [] : [added]),
      'POST /api/claims': { status: 201, body: { ...added, safety: NONE } },
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
      decisionType: null,
      intentToFileDate: null,
      notes: 'Filed online',
    });
    expect(await screen.findByRole('article', { name: 'Tinnitus' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add Claim' })).toBeNull();
  });

  it('refuses dates after today, records what was decided and counts the notes', async () => {
    const added = claim('Knee', {
      decisionDate: '2026-03-10',
      decisionType: 'higher-level-review',
    });
    let lists = 0;
    const server = serve({
      'GET /api/claims': () => ok(lists++ === 0 ? [] : [added]),
      'POST /api/claims': { status: 201, body: { ...added, safety: NONE } },
    });
    const events = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'No Claims Yet' });
    await events.click(screen.getByRole('button', { name: 'Add Claim' }));
    const dialog = inDialog('Add Claim');

    const name = dialog.getByRole('textbox', { name: /Disability or condition/ });
    expect(name.getAttribute('maxlength')).toBe('200');
    const notes = dialog.getByRole('textbox', { name: /Notes/ });
    expect(notes.getAttribute('maxlength')).toBe('2000');
    expect(describedText(notes)).toContain('0 of 2000 characters');
    await events.type(notes, 'Filed');
    expect(describedText(notes)).toContain('5 of 2000 characters');

    await events.type(name, 'Knee');
    const submitted = dialog.getByLabelText(/^Submitted date/);
    const decision = dialog.getByLabelText(/^Decision date/);
    expect(submitted.getAttribute('max')).toBe(TODAY);
    expect(decision.getAttribute('max')).toBe(TODAY);
    await events.type(decision, '2026-03-16');
    await events.click(dialog.getByRole('button', { name: 'Add Claim' }));
    expect(describedText(decision)).toContain('The decision date cannot be in the future');
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    await events.clear(decision);
    await events.type(decision, '2026-03-10');
    await events.clear(submitted);
    await events.type(submitted, '2026-03-02');
    const decided = dialog.getByRole('combobox', { name: /What was decided/ });
    expect(describedText(decided)).toContain('It sets which review options you have');
    await events.selectOptions(decided, 'Higher-Level Review');
    await events.click(dialog.getByRole('button', { name: 'Add Claim' }));

    await findToast();
    const post = server.requests.find((request) => request.method === 'POST');
    expect(await post!.json()).toMatchObject({
      decisionDate: '2026-03-10',
      decisionType: 'higher-level-review',
      notes: 'Filed',
    });
    const knee = await card('Knee');
    expect(knee.getByText(/Decision on:/).closest('p')?.textContent).toBe(
      'Decision on: Higher-Level Review',
    );
  });

  it('edits a claim with PATCH and shows the saved change', async () => {
    const before = claim('Tinnitus', { notes: 'Filed online' });
    const after = claim('Tinnitus', {
      id: before.id,
      notes: 'Filed online',
      status: 'denied',
      decisionDate: '2026-03-10',
    });
    let lists = 0;
    const server = serve({
      'GET /api/claims': () => ok(lists++ === 0 ? [before] : [after]),
      [`PATCH /api/claims/${before.id}`]: ok({ ...after, safety: NONE }),
    });
    const events = userEvent.setup();
    renderPage();

    await events.click(
      await screen.findByRole('button', { name: 'Edit claim for Tinnitus submitted Mar 02, 2026' }),
    );
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

  it('keeps the dialog open on the Crisis Line when the notes call for it', async () => {
    const added = claim('PTSD', { notes: 'keep thinking about my pistol in the safe' });
    let lists = 0;
    serve({
      'GET /api/claims': () => ok(lists++ === 0 ? [] : [added]),
      'POST /api/claims': { status: 201, body: { ...added, safety: { level: 'imminent' } } },
    });
    const events = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'No Claims Yet' });
    await events.click(screen.getByRole('button', { name: 'Add Claim' }));
    const form = inDialog('Add Claim');
    await events.type(form.getByRole('textbox', { name: /Disability or condition/ }), 'PTSD');
    await events.type(
      form.getByRole('textbox', { name: /Notes/ }),
      'keep thinking about my pistol in the safe',
    );
    await events.click(form.getByRole('button', { name: 'Add Claim' }));

    const saved = inDialog('Claim Saved');
    expect(await saved.findByText('Your claim for PTSD is saved.')).toBeTruthy();
    expect(saved.getByText(/988/)).toBeTruthy();
    await events.click(saved.getByRole('button', { name: 'Back to My Claims' }));
    expect(await screen.findByRole('article', { name: 'PTSD' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the buttons of two claims for one condition apart, by the date each was filed', async () => {
    serve({
      'GET /api/claims': ok([
        claim('Tinnitus', { status: 'denied', submittedDate: '2025-02-03' }),
        claim('Tinnitus', { submittedDate: '2026-03-02' }),
      ]),
    });
    renderPage();

    for (const action of ['Edit', 'Delete']) {
      const earlier = await screen.findByRole('button', {
        name: `${action} claim for Tinnitus submitted Feb 03, 2025`,
      });
      const later = screen.getByRole('button', {
        name: `${action} claim for Tinnitus submitted Mar 02, 2026`,
      });
      expect(earlier).not.toBe(later);
      expect([earlier.textContent, later.textContent]).toEqual([action, action]);
    }
  });

  it('asks before deleting a claim', async () => {
    const tinnitus = claim('Tinnitus');
    let lists = 0;
    const server = serve({
      'GET /api/claims': () => ok(lists++ === 0 ? [tinnitus] : []),
      [`DELETE /api/claims/${tinnitus.id}`]: { status: 204 },
    });
    const events = userEvent.setup();
    renderPage();

    const deleteTinnitus = { name: 'Delete claim for Tinnitus submitted Mar 02, 2026' };
    await events.click(await screen.findByRole('button', deleteTinnitus));
    await events.click(inDialog('Delete Claim').getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await events.click(screen.getByRole('button', deleteTinnitus));
    await events.click(inDialog('Delete Claim').getByRole('button', { name: 'Delete' }));
    const { text } = await findToast();
    expect(text).toContain('Claim removed successfully.');
    expect(await screen.findByRole('heading', { name: 'No Claims Yet' })).toBeTruthy();
  });

  it('saves a calendar file for a claim with open deadlines, and offers none without them', async () => {
    const knee = claim('Knee', {
      status: 'denied',
      submittedDate: '2025-06-01',
      decisionDate: '2025-11-11',
      decisionType: 'higher-level-review',
    });
    const server = serve({
      'GET /api/claims': ok([knee, claim('Tinnitus')]),
      [`GET /api/claims/${knee.id}/calendar.ics`]: {
        status: 200,
        body: 'BEGIN:VCALENDAR',
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'attachment; filename="wingman-knee-deadlines.ics"',
        },
      },
    });
    const saved = captureSavedFiles();
    const events = userEvent.setup();
    renderPage();

    const tinnitus = await card('Tinnitus');
    expect(tinnitus.queryByRole('button', { name: /^Add to calendar/ })).toBeNull();
    await events.click(
      (await card('Knee')).getByRole('button', {
        name: 'Add to calendar: the deadlines of the claim for Knee submitted Jun 01, 2025',
      }),
    );
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual(['wingman-knee-deadlines.ics']),
    );
    expect(await saved[0]!.blob.text()).toContain('BEGIN:VCALENDAR');
    const request = server.requests.find((sent) => sent.url.includes('calendar.ics'))!;
    expect(new URL(request.url).searchParams.get('timeZone')).toBeTruthy();
  });
});
