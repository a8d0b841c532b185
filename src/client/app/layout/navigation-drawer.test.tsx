import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contracts/auth';
import { fullPageLoad } from '../../lib/full-page-load';
import { fakeServer, veteran } from '../../test/fake-server';
import { findToast } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { AppLayout } from './app-layout';

vi.mock('../../lib/full-page-load', () => ({ fullPageLoad: vi.fn() }));

afterEach(() => vi.mocked(fullPageLoad).mockClear());

const openDrawer = async ({ path = '/claims', user = veteran as User } = {}) => {
  const events = userEvent.setup();
  const rendered = renderApp(
    <AppLayout user={user}>
      <h1>Page</h1>
    </AppLayout>,
    { path },
  );
  await events.click(screen.getByRole('button', { name: 'Open navigation' }));
  const drawer = within(screen.getByRole('dialog', { name: 'Wingman' }));
  return { events, drawer, location: rendered.location };
};

// Spec §2 navigation drawer: route, title and description, in order.
const expectedEntries = [
  ['/', 'Home', 'Chat with Wingman'],
  ['/claims', 'My Claims', 'Claim and chat history'],
  ['/case', 'My Case', 'Conditions, evidence and packet'],
  ['/finder', 'What else can I claim?', 'Conditions you may have missed'],
  ['/journal', 'Symptom Journal', 'Log symptoms as they happen'],
  ['/exam-prep', 'C&P Exam Prep', 'What the examiner will ask'],
  ['/documents', 'Documents', 'Upload for analysis'],
  ['/current-disabilities', 'Current Disabilities', 'Track percentages & requirements'],
  ['/helpful-prompts', 'Helpful Prompts', 'Example questions to ask'],
  ['/faq', 'FAQ', 'Common questions'],
  ['/resources', 'Resources', 'Official VA resources'],
  ['/profile', 'Profile & Settings', ''],
  ['/privacy', 'Privacy Policy', ''],
];

describe('signed-in header and drawer', () => {
  it('lists every entry of the spec with its address and description', async () => {
    const { drawer } = await openDrawer();
    const links = within(drawer.getByRole('navigation', { name: 'Main' })).getAllByRole('link');

    expect(
      links.map((link) => [link.getAttribute('href'), link.textContent?.trim() ?? '']),
    ).toEqual(
      expectedEntries.map(([path, title, description]) => [path, `${title}${description}`]),
    );
    expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('marks only the current screen with aria-current="page"', async () => {
    const { drawer } = await openDrawer({ path: '/documents' });
    const current = drawer
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');

    expect(current.map((link) => link.getAttribute('href'))).toEqual(['/documents']);
  });

  it('highlights Home on /chat, the same screen', async () => {
    const { drawer } = await openDrawer({ path: '/chat' });
    expect(drawer.getByRole('link', { name: /^Home/ }).getAttribute('aria-current')).toBe('page');
  });

  it('goes to the chosen screen and closes', async () => {
    const { events, drawer, location } = await openDrawer({ path: '/claims' });
    await events.click(drawer.getByRole('link', { name: /^Current Disabilities/ }));

    expect(location.history.at(-1)).toBe('/current-disabilities');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Wingman' })).toBeNull());
  });

  it("shows the veteran's full name, e-mail and initial in the footer", async () => {
    const { drawer } = await openDrawer();
    const account = within(drawer.getByTestId('drawer-account'));

    expect(account.getByText('Jane Doe')).toBeTruthy();
    expect(account.getByText('jane.doe@example.org')).toBeTruthy();
    expect(account.getByText('J')).toBeTruthy();
  });

  it('falls back to the e-mail and its initial when the name is incomplete', async () => {
    const { drawer } = await openDrawer({
      user: { ...veteran, firstName: null, lastName: 'Doe', email: 'sgt.lee@example.org' },
    });
    const account = within(drawer.getByTestId('drawer-account'));

    expect(account.getAllByText('sgt.lee@example.org')).toHaveLength(2);
    expect(account.getByText('S')).toBeTruthy();
  });

  it('shows the profile picture when there is one', async () => {
    const { drawer } = await openDrawer({
      user: { ...veteran, profileImageUrl: '/images/jane.png' },
    });
    const account = drawer.getByTestId('drawer-account');
    expect(account.querySelector('img')?.getAttribute('src')).toBe('/images/jane.png');
  });

  it('signs out with a full page load of /', async () => {
    const server = fakeServer({
      'POST /api/auth/logout': { status: 200, body: { message: 'ok' } },
    });
    const { events, drawer } = await openDrawer();
    await events.click(drawer.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/'));
    const signOut = server.requests.find((request) => request.method === 'POST');
    expect(new URL(signOut!.url).pathname).toBe('/api/auth/logout');
  });

  it('says "Logout failed" when sign-out does not work', async () => {
    fakeServer({ 'POST /api/auth/logout': { status: 503 } });
    const { events, drawer } = await openDrawer();
    await events.click(drawer.getByRole('button', { name: 'Sign Out' }));

    const { text, tone } = await findToast();
    expect(text).toContain('Logout failed');
    expect(text).toContain('Please try again.');
    expect(tone).toBe('destructive');
    expect(fullPageLoad).not.toHaveBeenCalled();
    expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });
});
