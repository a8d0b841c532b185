import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountExport } from '../../../contracts/account';
import { fullPageLoad } from '../../lib/full-page-load';
import { deferred, fakeServer } from '../../test/fake-server';
import { captureSavedFiles } from '../../test/saved-files';
import { describedText, findToast, inDialog } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { AccountDataSection } from './account-data-section';
import { SPEC_PROFILE_DEFAULTS } from '../../../contracts/fixtures/profile-defaults';

vi.mock('../../lib/full-page-load', () => ({ fullPageLoad: vi.fn() }));

const anExport: AccountExport = {
  format: 'wingman-export',
  version: 1,
  exportedAt: '2026-11-23T15:04:05.000Z',
  account: {
    id: '7d1f4c52-3a55-4a63-9b8e-0c2f1d9e6a11',
    email: 'jane.doe@example.org',
    firstName: 'Jane',
    lastName: 'Doe',
    emailVerified: true,
    documentConsentGiven: true,
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
  },
  profile: {
    ...SPEC_PROFILE_DEFAULTS,
    displayName: 'Jane Doe',
    branchOfService: 'navy',
    serviceYears: '2004-2012',
  },
  chats: [],
  disabilities: [
    {
      id: '5b0e8a10-1111-4c1e-8a55-2f1d9e6a0001',
      name: 'Tinnitus',
      currentPercentage: 10,
      diagnosticCode: '6260',
      side: null,
      spineSegment: null,
      createdAt: '2026-01-03T10:00:00.000Z',
      updatedAt: '2026-01-03T10:00:00.000Z',
    },
  ],
  ratingGuidance: [],
  claims: [],
  documents: [],
};

const renderSection = () => renderApp(<AccountDataSection />, { path: '/profile' });
const section = () => within(screen.getByRole('region', { name: 'Your Data' }));
const deleteDialog = () => inDialog('Delete your account?');

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.mocked(fullPageLoad).mockClear());

describe('downloading my data', () => {
  it('says what the JSON file holds, shows progress, and saves the export as a JSON file', async () => {
    const answer = deferred<{
      status: number;
      body: unknown;
      headers: Record<string, string>;
    }>();
    fakeServer({ 'GET /api/account/export': () => answer.promise });
    const saved = captureSavedFiles();
    const events = userEvent.setup();
    renderSection();

    expect(section().getByText(/for other programs: all of that in one file/)).toBeTruthy();
    const button = section().getByRole('button', { name: 'Download my data as JSON' });
    await events.click(button);
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(true));
    expect(saved).toEqual([]);

    answer.resolve({
      status: 200,
      body: anExport,
      headers: { 'Content-Disposition': 'attachment; filename="wingman-export-2026-11-23.json"' },
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('wingman-export-2026-11-23.json');
    expect(saved[0]!.blob.type).toBe('application/json');
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(anExport);
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
  });

  it('offers a PDF to read, and saves the one the server makes under its name', async () => {
    const pdf = '%PDF-1.7 a readable copy';
    const server = fakeServer({
      'GET /api/account/export': {
        status: 200,
        body: pdf,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="wingman-export-2026-11-23.pdf"',
        },
      },
    });
    const saved = captureSavedFiles();
    const events = userEvent.setup();
    renderSection();

    expect(
      section().getByText(/to read or print: your account, profile, disabilities/),
    ).toBeTruthy();
    await events.click(section().getByRole('button', { name: 'Download my data as PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(new URL(server.requests[0]!.url).searchParams.get('format')).toBe('pdf');
    expect(saved[0]!.name).toBe('wingman-export-2026-11-23.pdf');
    expect(saved[0]!.blob.type).toBe('application/pdf');
  });

  it('shows a red toast and saves nothing when the server fails', async () => {
    fakeServer({ 'GET /api/account/export': { status: 500, body: { message: 'Server error' } } });
    const saved = captureSavedFiles();
    const events = userEvent.setup();
    renderSection();

    await events.click(section().getByRole('button', { name: 'Download my data as PDF' }));
    const { text, tone } = await findToast();
    expect(text).toContain('Download failed');
    expect(tone).toBe('destructive');
    expect(saved).toEqual([]);
  });
});

describe('deleting my account', () => {
  it('names what will be lost and asks for the password before the button works', async () => {
    const server = fakeServer({});
    const events = userEvent.setup();
    renderSection();

    await events.click(section().getByRole('button', { name: 'Delete account' }));
    const dialog = deleteDialog();
    for (const lost of ['chats', 'disabilities', 'claims', 'documents', 'analyses', 'profile']) {
      expect(dialog.getByRole('list').textContent).toContain(lost);
    }
    expect(dialog.getByText('This cannot be undone.')).toBeTruthy();
    expect(dialog.getByText(/Download my data first/)).toBeTruthy();

    const confirm = dialog.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await events.type(dialog.getByLabelText(/^Current password/), 'x');
    expect(confirm.disabled).toBe(false);

    await events.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('with a wrong password shows the server’s message under the field and stays open', async () => {
    const server = fakeServer({
      'DELETE /api/account': {
        status: 400,
        body: {
          message: 'Password is incorrect.',
          errors: [{ path: 'password', message: 'Password is incorrect.' }],
        },
      },
    });
    const events = userEvent.setup();
    renderSection();

    await events.click(section().getByRole('button', { name: 'Delete account' }));
    const password = deleteDialog().getByLabelText(/^Current password/) as HTMLInputElement;
    await events.type(password, 'not my password');
    await events.click(deleteDialog().getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(describedText(password)).toContain('Password is incorrect.'));
    expect(await server.requests[0]!.json()).toEqual({ password: 'not my password' });
    expect(deleteDialog().getByLabelText(/^Current password/)).toBe(password);
    expect(password.value).toBe('not my password');
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('with the right password goes to the landing page and says so there', async () => {
    const answer = deferred<{ status: number }>();
    fakeServer({ 'DELETE /api/account': () => answer.promise });
    const events = userEvent.setup();
    renderSection();

    await events.click(section().getByRole('button', { name: 'Delete account' }));
    await events.type(deleteDialog().getByLabelText(/^Current password/), 'correct horse battery');
    const confirm = deleteDialog().getByRole('button', { name: 'Delete my account' });
    await events.click(confirm);
    await waitFor(() => expect(confirm.hasAttribute('data-loading')).toBe(true));

    answer.resolve({ status: 204 });
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/'));

    // The next page, as after the full load: the toast left for it shows there.
    cleanup();
    notifications.clean();
    renderApp(<main />);
    const { text, tone } = await findToast();
    expect(text).toContain('Account deleted');
    expect(text).toContain('Your account and all its data have been removed.');
    expect(tone).toBe('success');
  });
});
