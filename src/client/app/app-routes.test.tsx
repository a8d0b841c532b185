import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, fakeServer, signedOut, veteran } from '../test/fake-server';
import { renderApp } from '../test/render-app';
import { AppRoutes } from './app-routes';

const signedIn = { status: 200, body: veteran };
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('routing by sign-in state', () => {
  it('shows a loader while it checks who is signed in', () => {
    fakeServer({ 'GET /api/auth/user': () => deferred<typeof signedIn>().promise });
    renderApp(<AppRoutes />);
    expect(screen.getByRole('status').textContent).toContain('Loading Wingman...');
  });

  it('signed out, / is the landing page', async () => {
    fakeServer({ 'GET /api/auth/user': signedOut });
    renderApp(<AppRoutes />);
    expect(await heading(/Build a stronger VA disability claim/)).toBeTruthy();
    expect(screen.getByText('TRUSTED AI SUPPORT FOR VA CLAIMS')).toBeTruthy();
  });

  it('signed out, an app address shows the landing page with sign-in', async () => {
    fakeServer({ 'GET /api/auth/user': signedOut });
    renderApp(<AppRoutes />, { path: '/claims' });
    expect(await heading(/Build a stronger VA disability claim/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My Claims' })).toBeNull();
  });

  it('signed out, the privacy policy is readable', async () => {
    fakeServer({ 'GET /api/auth/user': signedOut });
    renderApp(<AppRoutes />, { path: '/privacy' });
    expect(await heading('Privacy Policy')).toBeTruthy();
    expect(screen.getByText('September 25, 2025')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  });

  it('signed out, an unknown address is a 404 page', async () => {
    fakeServer({ 'GET /api/auth/user': signedOut });
    renderApp(<AppRoutes />, { path: '/nowhere' });
    expect(await heading('Page Not Found')).toBeTruthy();
  });

  it.each([
    ['/', 'Chat with Wingman'],
    ['/chat', 'Chat with Wingman'],
    ['/claims', 'My Claims'],
    ['/case', 'My Case'],
    ['/finder', 'What else can I claim?'],
    ['/journal', 'Symptom Journal'],
    ['/exam-prep', 'C&P Exam Prep'],
    ['/documents', 'Documents'],
    ['/current-disabilities', 'Current Disabilities'],
    ['/helpful-prompts', 'Helpful Prompts'],
    ['/faq', 'Frequently Asked Questions'],
    ['/resources', 'Resources'],
    ['/profile', 'Profile & Settings'],
    ['/privacy', 'Privacy Policy'],
    ['/somewhere-else', 'Page Not Found'],
  ])('signed in, %s shows "%s" inside the app layout', async (path, title) => {
    fakeServer({ 'GET /api/auth/user': signedIn });
    renderApp(<AppRoutes />, { path });
    expect(await heading(title)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeTruthy();
  });

  it('when the check fails, says so and retries on request', async () => {
    let calls = 0;
    fakeServer({
      'GET /api/auth/user': () => (++calls === 1 ? { status: 502 } : signedOut),
    });
    renderApp(<AppRoutes />);
    expect(await heading('We could not reach Wingman')).toBeTruthy();
    // The crisis line needs nothing from our server.
    expect(screen.getByRole('link', { name: /Dial 988/ }).getAttribute('href')).toBe('tel:988');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await heading(/Build a stronger VA disability claim/)).toBeTruthy();
  });
});
