import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contracts/auth';
import { deferred, fakeServer, veteran } from '../../test/fake-server';
import { findToast } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { AppLayout } from './app-layout';

const renderLayout = (user: User = veteran, path = '/') =>
  renderApp(
    <AppLayout user={user}>
      <h1>Chat with Wingman</h1>
    </AppLayout>,
    { path },
  );

/** A screen as wide as the theme's md breakpoint (62em) or wider: a laptop or a desktop. */
const onWideScreen = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 62em)',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));

const unverified: User = { ...veteran, emailVerified: false };

describe('the Veterans Crisis Line on signed-in screens', () => {
  it('is in the header with one-tap call, text and chat links', () => {
    renderLayout();
    const strip = within(screen.getByRole('region', { name: 'Veterans Crisis Line' }));

    const call = strip.getByRole('link', {
      name: 'Dial 988, press 1 for the Veterans Crisis Line',
    });
    expect(call.getAttribute('href')).toBe('tel:988');
    expect(
      strip
        .getByRole('link', { name: 'Text 838255 to the Veterans Crisis Line' })
        .getAttribute('href'),
    ).toBe('sms:838255');
    const chat = strip.getByRole('link', { name: /Chat with the Veterans Crisis Line/ });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/www\.veteranscrisisline\.net\//);
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('banner').contains(call)).toBe(true);
  });
});

describe('the e-mail verification banner', () => {
  it('is not there once the e-mail is verified', () => {
    renderLayout(veteran);
    expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull();
  });

  it('asks an unverified veteran to verify, and resends the link', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const server = fakeServer({ 'POST /api/auth/resend-verification': () => answer.promise });
    const events = userEvent.setup();
    renderLayout(unverified);
    const banner = within(screen.getByRole('region', { name: 'Email verification' }));
    expect(banner.getByText(veteran.email)).toBeTruthy();

    await events.click(banner.getByRole('button', { name: 'Resend link' }));
    const pending = banner.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    const resend = server.requests.find((request) => request.method === 'POST');
    expect(await resend!.json()).toEqual({ email: veteran.email });

    answer.resolve({ status: 200, body: { message: 'sent' } });
    const { text, tone } = await findToast();
    expect(text).toContain('Verification email sent');
    expect(tone).toBe('success');
    await waitFor(() => expect(banner.getByRole('button', { name: 'Resend link' })).toBeTruthy());
  });

  it('passes on the wait the server asks for when asked too often', async () => {
    fakeServer({
      'POST /api/auth/resend-verification': {
        status: 429,
        body: { message: 'Too many attempts. Please wait 15 minutes and try again.' },
      },
    });
    const events = userEvent.setup();
    renderLayout(unverified);
    await events.click(screen.getByRole('button', { name: 'Resend link' }));

    const { text, tone } = await findToast();
    expect(text).toContain('Resend failed');
    expect(text).toContain('Please wait 15 minutes');
    expect(tone).toBe('destructive');
  });
});

describe('the navigation on a wide screen', () => {
  it('is beside the page, with no menu button to open first', () => {
    onWideScreen();
    renderLayout(veteran, '/claims');

    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'My Claims',
      'My Case',
      'What else can I claim?',
      'Symptom Journal',
      'C&P Exam Prep',
      'Documents',
      'Current Disabilities',
      'Helpful Prompts',
      'FAQ',
      'Resources',
      'Profile & Settings',
      'Privacy Policy',
    ]);
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.getByText('Jane Doe')).toBeTruthy();
  });

  it('marks the current screen, and moves to another from the keyboard', async () => {
    onWideScreen();
    const events = userEvent.setup();
    const { location } = renderLayout(veteran, '/claims');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const current = nav
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['My Claims']);

    const documents = nav.getByRole('link', { name: 'Documents' });
    while (document.activeElement !== documents) await events.tab();
    await events.keyboard('{Enter}');

    expect(location.history.at(-1)).toBe('/documents');
    await waitFor(() =>
      expect(nav.getByRole('link', { name: 'Documents' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    );
    expect(nav.getByRole('link', { name: 'My Claims' }).getAttribute('aria-current')).toBeNull();
  });

  it('offers a way past the navigation, to the page itself', async () => {
    onWideScreen();
    const events = userEvent.setup();
    renderLayout();

    await events.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
  });
});

describe('the navigation on a phone', () => {
  it('stays behind the menu button until it is opened', async () => {
    const events = userEvent.setup();
    renderLayout();

    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await events.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = within(screen.getByRole('dialog', { name: 'Wingman' }));
    expect(drawer.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });
});
