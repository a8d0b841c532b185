import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localToday } from '../../lib/format-date';
import { deferred, fakeServer } from '../../test/fake-server';
import { captureSavedFiles } from '../../test/saved-files';
import { describedText, inDialog } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { CasePage } from './case-page';
import { caseOf, condition } from '../../test/case';

const SSN = '123-45-6789';
const ok = (body: unknown) => ({ status: 200, body });
const zip = { status: 200, body: 'PK', headers: { 'Content-Type': 'application/zip' } };
const account = (names: { firstName: string | null; lastName: string | null }) => ({
  id: 'user-1',
  email: 'vet@example.com',
  profileImageUrl: null,
  emailVerified: true,
  documentConsentGiven: true,
  ...names,
});

async function openPacketDialog(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer({
    'GET /api/case': ok(caseOf({ conditions: [condition('Tinnitus')] })),
    'GET /api/auth/user': ok(account({ firstName: null, lastName: null })),
    ...routes,
  });
  const events = userEvent.setup();
  const rendered = renderApp(<CasePage />, { path: '/case' });
  await events.click(await screen.findByRole('button', { name: 'Download Packet' }));
  return { server, events, dialog: inDialog('Download Claim Packet'), ...rendered };
}

/** Nothing typed for the download is left in storage or in the query client's caches. */
function expectNothingKept(queryClient: ReturnType<typeof renderApp>['queryClient']) {
  const cached = JSON.stringify([
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state),
    queryClient
      .getMutationCache()
      .getAll()
      .map((mutation) => mutation.state),
  ]);
  expect(cached).not.toContain('6789');
  expect(JSON.stringify({ ...localStorage })).not.toContain('6789');
  expect(JSON.stringify({ ...sessionStorage })).not.toContain('6789');
}

describe('downloading the claim packet', () => {
  it('starts on the Social Security number, says what happens to it, and never autocompletes it', async () => {
    const { dialog } = await openPacketDialog({});
    const ssn = dialog.getByRole('textbox', { name: 'Social Security number' });
    await waitFor(() => expect(document.activeElement).toBe(ssn));
    expect(ssn.getAttribute('autocomplete')).toBe('off');
    expect(
      dialog.getByRole('textbox', { name: /VA file number/ }).getAttribute('autocomplete'),
    ).toBe('off');
    expect(
      dialog.getByText(/used only to fill the forms in this download and is never saved/),
    ).toBeTruthy();
    expect(
      dialog.getByText(/Signatures and the dates you sign are left empty for you/),
    ).toBeTruthy();
  });

  it('pre-fills the name and e-mail from the account, and sends what the veteran changed', async () => {
    const { server, events, dialog } = await openPacketDialog({
      'GET /api/auth/user': ok(account({ firstName: 'Michael', lastName: 'Okafor' })),
      'POST /api/case/packet': zip,
    });
    const first = dialog.getByRole('textbox', { name: 'First name' }) as HTMLInputElement;
    await waitFor(() => expect(first.value).toBe('Michael'));
    expect((dialog.getByRole('textbox', { name: 'Last name' }) as HTMLInputElement).value).toBe(
      'Okafor',
    );
    expect((dialog.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(
      'vet@example.com',
    );
    await events.clear(first);
    await events.type(first, 'Mike');
    await events.click(dialog.getByRole('button', { name: 'Download Packet' }));
    await waitFor(() =>
      expect(server.requests.some((request) => request.method === 'POST')).toBe(true),
    );
    const post = server.requests.find((request) => request.method === 'POST')!;
    expect(await post.json()).toMatchObject({
      firstName: 'Mike',
      lastName: 'Okafor',
      email: 'vet@example.com',
    });
  });

  it('sends what was typed in the body, shows progress, saves the ZIP and forgets the fields', async () => {
    const saved = captureSavedFiles();
    const answer = deferred<typeof zip>();
    const { server, events, dialog, queryClient } = await openPacketDialog({
      'POST /api/case/packet': () => answer.promise,
    });

    await events.type(dialog.getByRole('textbox', { name: 'Social Security number' }), SSN);
    await events.type(dialog.getByRole('textbox', { name: /VA file number/ }), 'C12345678');
    await events.type(dialog.getByLabelText('Date of birth'), '1980-05-01');
    await events.type(dialog.getByRole('textbox', { name: 'First name' }), 'Sam');
    await events.type(dialog.getByRole('textbox', { name: 'Last name' }), 'Rivera');
    await events.click(dialog.getByRole('button', { name: 'Download Packet' }));

    expect(await dialog.findByText(/Building your packet/)).toBeTruthy();
    expect(
      (dialog.getByRole('button', { name: /Download Packet/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const post = server.requests.find((request) => request.method === 'POST');
    expect(post!.headers.get('content-type')).toBe('application/json');
    expect(await post!.json()).toMatchObject({
      ssn: SSN,
      vaFileNumber: 'C12345678',
      dateOfBirth: '1980-05-01',
      firstName: 'Sam',
      lastName: 'Rivera',
      // From the account, not typed.
      email: 'vet@example.com',
    });

    answer.resolve(zip);
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual([`wingman-claim-packet-${localToday()}.zip`]),
    );
    expect(saved[0]!.blob.size).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Download Claim Packet' })).toBeNull(),
    );
    expectNothingKept(queryClient);

    await events.click(screen.getByRole('button', { name: 'Download Packet' }));
    const reopened = inDialog('Download Claim Packet');
    expect(
      (reopened.getByRole('textbox', { name: 'Social Security number' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('shows a failure in the dialog, keeps what was typed, and clears it on Escape', async () => {
    captureSavedFiles();
    const message = "VA's form 21-526EZ could not be fetched right now. Please try again later.";
    const { events, dialog, queryClient } = await openPacketDialog({
      'POST /api/case/packet': { status: 503, body: { message } },
    });

    const ssn = dialog.getByRole('textbox', { name: 'Social Security number' });
    await events.type(ssn, SSN);
    await events.click(dialog.getByRole('button', { name: 'Download Packet' }));

    const alert = within(await dialog.findByRole('alert'));
    expect(alert.getByText(/could not be fetched right now/)).toBeTruthy();
    expect(alert.getByText(/What you typed is still here/)).toBeTruthy();
    expect((ssn as HTMLInputElement).value).toBe(SSN);

    await events.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Download Claim Packet' })).toBeNull(),
    );
    expectNothingKept(queryClient);
    await events.click(screen.getByRole('button', { name: 'Download Packet' }));
    const reopened = inDialog('Download Claim Packet');
    expect(
      (reopened.getByRole('textbox', { name: 'Social Security number' }) as HTMLInputElement).value,
    ).toBe('');
    expect(reopened.queryByRole('alert')).toBeNull();
  });

  it('checks the numbers before sending them', async () => {
    const { server, events, dialog } = await openPacketDialog({});
    const ssn = dialog.getByRole('textbox', { name: 'Social Security number' });
    await events.type(ssn, '12345');
    await events.click(dialog.getByRole('button', { name: 'Download Packet' }));
    expect(describedText(ssn)).toContain('Social Security number must have 9 digits');
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
