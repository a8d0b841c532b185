import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import lanesContent from '../../../../content/review-lanes.json';
import {
  INTENT_TO_FILE_IN_FUTURE,
  type IntentToFile,
  type StoredIntentToFile,
} from '../../../contracts/intent-to-file';
import type { HolidayLookup } from '../../../domain/deadlines/filing-deadline';
import { intentToFileRecord } from '../../../domain/deadlines/intent-to-file-record';
import type { ReviewLanesContent } from '../../../domain/deadlines/review-lanes';
import { fakeServer } from '../../test/fake-server';
import { describedText, findToast, inDialog } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { captureSavedFiles } from '../../test/saved-files';
import { ClaimsPage } from './claims-page';
import { SPEC_PROFILE_DEFAULTS } from '../../../contracts/fixtures/profile-defaults';

// The server counts the year's end from this day, whatever the machine's clock says.
const TODAY = '2026-03-15';
const ok = (body: unknown) => ({ status: 200, body });
/** What a save answers about the notes' words when they call for nothing. */
const NONE = { level: 'none' } as const;
const holidayOn: HolidayLookup = () => null;
const submittedClaim = { id: 'c1', disabilityName: 'Tinnitus', submittedDate: '2025-11-30' };

let nextId = 1;
/** An intent to file as GET /api/intents-to-file sends it, its year counted by the domain rules. */
const intent = (
  receivedDate: string,
  extra: Partial<StoredIntentToFile> = {},
  claims = [] as (typeof submittedClaim)[],
): IntentToFile => {
  const stored: StoredIntentToFile = {
    id: `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`,
    receivedDate,
    method: 'online',
    benefit: 'compensation',
    notes: null,
    createdAt: `${receivedDate}T15:00:00.000Z`,
    ...extra,
  };
  const content = (lanesContent as ReviewLanesContent).intentToFile;
  return { ...stored, ...intentToFileRecord(stored, claims, TODAY, holidayOn, content) };
};

/** The fake server with no claims or chats, and the intents to file a case gives. */
const serve = (routes: Parameters<typeof fakeServer>[0]) =>
  fakeServer({
    'GET /api/chat/sessions': ok([]),
    'GET /api/claims': ok([]),
    'GET /api/profile': ok(SPEC_PROFILE_DEFAULTS),
    ...routes,
  });

const renderPage = () => renderApp(<ClaimsPage today={TODAY} />, { path: '/claims' });
const section = async () => within(await screen.findByRole('region', { name: 'Intents to file' }));
const card = async (name: string) => within(await screen.findByRole('article', { name }));

describe('my claims: intents to file', () => {
  it('says what an intent to file does, and that none is recorded yet', async () => {
    serve({ 'GET /api/intents-to-file': ok([]) });
    renderPage();
    const intents = await section();
    expect(intents.getByText(/holds that day as your date of claim for a year/)).toBeTruthy();
    expect(await intents.findByText(/No intents to file recorded/)).toBeTruthy();
  });

  it('shows an open, a due-soon, a used and a lapsed intent to file, each in words', async () => {
    serve({
      'GET /api/intents-to-file': ok([
        intent('2024-05-01'),
        intent('2025-06-01', { method: 'phone' }, [submittedClaim]),
        intent('2026-02-01', { notes: 'Called the VA line' }),
        // A year on is Saturday, Mar 28, 2026: the last day moves to Monday.
        intent('2025-03-28', { method: 'form', benefit: 'pension' }),
      ]),
    });
    renderPage();

    const open = await card('Intent to file received Feb 01, 2026');
    expect(open.getByText('OPEN')).toBeTruthy();
    expect(open.getByText(/Submit your claim by/).textContent).toBe(
      'Submit your claim by Feb 01, 2027',
    );
    expect(open.getByText('323 days left')).toBeTruthy();
    expect(open.queryByText('Due soon')).toBeNull();
    expect(open.getByText('No claim has been submitted for it yet.')).toBeTruthy();
    expect(open.getByText('Online at VA.gov')).toBeTruthy();
    expect(open.getByText('Called the VA line')).toBeTruthy();

    const soon = await card('Intent to file received Mar 28, 2025');
    expect(
      soon.getByRole('heading', { name: 'Intent to file received Mar 28, 2025' }),
    ).toBeTruthy();
    expect(soon.getByText('Veterans Pension')).toBeTruthy();
    expect(soon.getByText(/Submit your claim by/).textContent).toBe(
      'Submit your claim by Mar 30, 2026',
    );
    expect(soon.getByText('15 days left')).toBeTruthy();
    expect(soon.getByText('Due soon').closest('[data-tone]')?.getAttribute('data-tone')).toBe(
      'orange',
    );
    expect(soon.getByText('Moved from Sat, Mar 28 — weekend')).toBeTruthy();

    const used = await card('Intent to file received Jun 01, 2025');
    expect(used.getByText(/Protects:/).closest('p')?.textContent).toBe(
      'Protects: Tinnitus, submitted Nov 30, 2025',
    );
    expect(used.queryByText(/Submit your claim by/)).toBeNull();
    expect(used.getByText('By phone with VA')).toBeTruthy();

    const lapsed = await card('Intent to file received May 01, 2024');
    const ended = lapsed.getByText(/The year ended on/);
    expect(ended.textContent).toContain('The year ended on May 01, 2025 without a claim.');
    expect(ended.textContent).toContain('You can make a new intent to file');
    expect(lapsed.getByText('YEAR ENDED').closest('[data-tone]')?.getAttribute('data-tone')).toBe(
      'grey',
    );
    expect(lapsed.queryByText('Overdue')).toBeNull();

    // Still running first, then the newest.
    expect(
      screen.getAllByRole('article').map((article) => article.getAttribute('aria-label')),
    ).toEqual([
      'Intent to file received Feb 01, 2026',
      'Intent to file received Mar 28, 2025',
      'Intent to file received Jun 01, 2025',
      'Intent to file received May 01, 2024',
    ]);
  });

  it('refuses a future date, keeps what was typed beside the server’s reason, then records it', async () => {
    const recorded = intent('2026-03-14', { method: 'phone', notes: 'Confirmation 55' });
    let lists = 0;
    let posts = 0;
    const server = serve({
      'GET /api/intents-to-file': () => ok(lists++ === 0 ? [] : [recorded]),
      // The server's own clock is still on yesterday in the veteran's zone the first time.
      'POST /api/intents-to-file': () =>
        posts++ === 0
          ? {
              status: 400,
              body: {
                message: INTENT_TO_FILE_IN_FUTURE,
                errors: [{ path: 'receivedDate', message: INTENT_TO_FILE_IN_FUTURE }],
              },
            }
          : { status: 201, body: { ...recorded, safety: NONE } },
    });
    const events = userEvent.setup();
    renderPage();
    const intents = await section();
    await intents.findByText(/No intents to file recorded/);

    await events.click(intents.getByRole('button', { name: 'Record intent to file' }));
    const dialog = inDialog('Record Intent to File');
    const received = dialog.getByLabelText(/^Date VA received it/) as HTMLInputElement;
    expect(received.value).toBe(TODAY);
    expect(received.getAttribute('max')).toBe(TODAY);
    const benefit = dialog.getByRole('combobox', { name: /^Benefit/ }) as HTMLSelectElement;
    expect(benefit.value).toBe('compensation');
    const method = dialog.getByRole('combobox', { name: /How it was submitted/ });
    const notes = dialog.getByRole('textbox', { name: /Notes/ });
    expect(describedText(notes)).toContain('0 of 500 characters');

    await events.click(dialog.getByRole('button', { name: 'Record Intent to File' }));
    expect(describedText(method)).toContain('Choose how it was submitted');
    await events.selectOptions(method, 'By phone with VA');
    await events.clear(received);
    await events.type(received, '2026-03-16');
    await events.type(notes, 'Confirmation 55');
    expect(describedText(notes)).toContain('15 of 500 characters');
    await events.click(dialog.getByRole('button', { name: 'Record Intent to File' }));
    expect(describedText(received)).toContain(INTENT_TO_FILE_IN_FUTURE);
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    await events.clear(received);
    await events.type(received, '2026-03-15');
    await events.click(dialog.getByRole('button', { name: 'Record Intent to File' }));
    const refusal = await findToast();
    expect(refusal.text).toContain(INTENT_TO_FILE_IN_FUTURE);
    await waitFor(() => expect(describedText(received)).toContain(INTENT_TO_FILE_IN_FUTURE));
    expect(received.value).toBe('2026-03-15');
    expect((method as HTMLSelectElement).value).toBe('phone');
    expect((notes as HTMLTextAreaElement).value).toBe('Confirmation 55');

    await events.clear(received);
    await events.type(received, '2026-03-14');
    await events.click(dialog.getByRole('button', { name: 'Record Intent to File' }));
    await waitFor(async () =>
      expect((await findToast()).text).toContain('Intent to file recorded successfully.'),
    );
    const sent = server.requests.filter((request) => request.method === 'POST');
    expect(await sent[1]!.json()).toEqual({
      receivedDate: '2026-03-14',
      method: 'phone',
      benefit: 'compensation',
      notes: 'Confirmation 55',
    });
    expect(new URL(sent[1]!.url).searchParams.get('timeZone')).toBeTruthy();
    expect(
      await screen.findByRole('article', { name: 'Intent to file received Mar 14, 2026' }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Record Intent to File' })).toBeNull();
  });

  it('edits an intent to file with PUT and shows the saved change', async () => {
    const before = intent('2026-02-01');
    const after = { ...before, method: 'in-person' as const, notes: 'At the VSO office' };
    let lists = 0;
    const server = serve({
      'GET /api/intents-to-file': () => ok(lists++ === 0 ? [before] : [after]),
      [`PUT /api/intents-to-file/${before.id}`]: ok({ ...after, safety: NONE }),
    });
    const events = userEvent.setup();
    renderPage();

    await events.click(
      await screen.findByRole('button', { name: 'Edit the intent to file received Feb 01, 2026' }),
    );
    const dialog = inDialog('Edit Intent to File');
    expect((dialog.getByLabelText(/^Date VA received it/) as HTMLInputElement).value).toBe(
      '2026-02-01',
    );
    await events.selectOptions(
      dialog.getByRole('combobox', { name: /How it was submitted/ }),
      'In person, or through a VSO or accredited representative',
    );
    await events.type(dialog.getByRole('textbox', { name: /Notes/ }), 'At the VSO office');
    await events.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect((await findToast()).text).toContain('Intent to file updated successfully.');
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(await put!.json()).toEqual({
      receivedDate: '2026-02-01',
      method: 'in-person',
      benefit: 'compensation',
      notes: 'At the VSO office',
    });
    const edited = await card('Intent to file received Feb 01, 2026');
    await waitFor(() => expect(edited.getByText('At the VSO office')).toBeTruthy());
  });

  it('keeps the dialog open on the Crisis Line when the notes call for it', async () => {
    const before = intent('2026-02-01');
    const after = { ...before, notes: 'I dont think ill still be around for the C&P' };
    let lists = 0;
    serve({
      'GET /api/intents-to-file': () => ok(lists++ === 0 ? [before] : [after]),
      [`PUT /api/intents-to-file/${before.id}`]: ok({ ...after, safety: { level: 'imminent' } }),
    });
    const events = userEvent.setup();
    renderPage();

    await events.click(
      await screen.findByRole('button', { name: 'Edit the intent to file received Feb 01, 2026' }),
    );
    const form = inDialog('Edit Intent to File');
    await events.type(form.getByRole('textbox', { name: /Notes/ }), after.notes);
    await events.click(form.getByRole('button', { name: 'Save Changes' }));

    const saved = inDialog('Intent to File Saved');
    expect(await saved.findByText('Your intent to file is saved.')).toBeTruthy();
    expect(saved.getByText(/988/)).toBeTruthy();
    await events.click(saved.getByRole('button', { name: 'Back to My Claims' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before deleting an intent to file', async () => {
    const open = intent('2026-02-01');
    let lists = 0;
    const server = serve({
      'GET /api/intents-to-file': () => ok(lists++ === 0 ? [open] : []),
      [`DELETE /api/intents-to-file/${open.id}`]: { status: 204 },
    });
    const events = userEvent.setup();
    renderPage();
    const remove = await screen.findByRole('button', {
      name: 'Delete the intent to file received Feb 01, 2026',
    });

    await events.click(remove);
    await events.click(inDialog('Delete Intent to File').getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await events.click(remove);
    const confirm = inDialog('Delete Intent to File');
    expect(confirm.getByText('Feb 01, 2026')).toBeTruthy();
    await events.click(confirm.getByRole('button', { name: 'Delete' }));
    expect((await findToast()).text).toContain('Intent to file removed successfully.');
    expect(await (await section()).findByText(/No intents to file recorded/)).toBeTruthy();
  });

  it('saves the last day as a calendar file only while the year runs', async () => {
    const open = intent('2026-02-01');
    const server = serve({
      'GET /api/intents-to-file': ok([
        open,
        intent('2024-05-01'),
        intent('2025-06-01', {}, [submittedClaim]),
      ]),
      [`GET /api/intents-to-file/${open.id}/calendar.ics`]: {
        status: 200,
        body: 'BEGIN:VCALENDAR',
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'attachment; filename="wingman-intent-to-file.ics"',
        },
      },
    });
    const saved = captureSavedFiles();
    const events = userEvent.setup();
    renderPage();

    for (const name of [
      'Intent to file received May 01, 2024',
      'Intent to file received Jun 01, 2025',
    ])
      expect((await card(name)).queryByRole('button', { name: /^Add to calendar/ })).toBeNull();
    await events.click(
      (await card('Intent to file received Feb 01, 2026')).getByRole('button', {
        name: 'Add to calendar: the last day of the intent to file received Feb 01, 2026',
      }),
    );
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual(['wingman-intent-to-file.ics']),
    );
    const request = server.requests.find((sent) => sent.url.includes('calendar.ics'))!;
    expect(new URL(request.url).searchParams.get('timeZone')).toBeTruthy();
  });
});
