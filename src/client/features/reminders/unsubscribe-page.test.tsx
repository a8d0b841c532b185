import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBED_MESSAGE } from '../../../contracts/reminders';
import { fakeServer, signedOut, veteran } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { UnsubscribePage } from './unsubscribe-page';

const ok = (body: unknown) => ({ status: 200, body });
const posts = (requests: Request[]) => requests.filter((request) => request.method === 'POST');

describe('unsubscribe page', () => {
  it('changes nothing on opening, then stops reminders with the button and says so', async () => {
    const server = fakeServer({
      'GET /api/auth/user': signedOut,
      'POST /api/reminders/unsubscribe': ok({ message: UNSUBSCRIBED_MESSAGE }),
    });
    const events = userEvent.setup();
    renderApp(<UnsubscribePage />, { path: '/unsubscribe?token=tok-1' });

    expect(screen.getByRole('heading', { level: 1, name: 'Stop deadline reminders' })).toBeTruthy();
    expect(screen.getByText(/90, 30, 7 and 1 days before an intent to file/)).toBeTruthy();
    // Mail scanners open links: only the button may write.
    expect(posts(server.requests)).toHaveLength(0);

    await events.click(screen.getByRole('button', { name: 'Stop deadline reminders' }));
    expect(await screen.findByRole('heading', { name: 'Reminders stopped' })).toBeTruthy();
    expect(screen.getByText(UNSUBSCRIBED_MESSAGE)).toBeTruthy();
    expect(await posts(server.requests)[0]!.json()).toEqual({ token: 'tok-1' });
    expect(screen.queryByRole('link', { name: /Profile & Settings/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('signed in, links to Profile & Settings once the reminders are off', async () => {
    fakeServer({
      'GET /api/auth/user': ok(veteran),
      'POST /api/reminders/unsubscribe': ok({ message: UNSUBSCRIBED_MESSAGE }),
    });
    const events = userEvent.setup();
    renderApp(<UnsubscribePage />, { path: '/unsubscribe?token=tok-1' });

    await events.click(screen.getByRole('button', { name: 'Stop deadline reminders' }));
    const settings = await screen.findByRole('link', { name: 'Go to Profile & Settings' });
    expect(settings.getAttribute('href')).toBe('/profile');
  });

  it('shows the server’s reason when the link is not valid', async () => {
    const reason = 'This unsubscribe link is not valid. Turn reminders off in Profile & Settings.';
    fakeServer({
      'GET /api/auth/user': signedOut,
      'POST /api/reminders/unsubscribe': { status: 400, body: { message: reason } },
    });
    const events = userEvent.setup();
    renderApp(<UnsubscribePage />, { path: '/unsubscribe?token=forged' });

    await events.click(screen.getByRole('button', { name: 'Stop deadline reminders' }));
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop deadline reminders' })).toBeNull();
  });

  it('without a token says the link is incomplete and sends nothing', async () => {
    const server = fakeServer({ 'GET /api/auth/user': signedOut });
    renderApp(<UnsubscribePage />, { path: '/unsubscribe' });

    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText(/missing part of its address/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop deadline reminders' })).toBeNull();
    expect(posts(server.requests)).toHaveLength(0);
  });
});
