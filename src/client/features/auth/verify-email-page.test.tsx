import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { findToast } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { VerifyEmailPage } from './verify-email-page';

describe('verify email page', () => {
  it('spends the token once and confirms the address', async () => {
    const server = fakeServer({
      'POST /api/auth/verify-email': {
        status: 200,
        body: { message: 'ok', alreadyVerified: false },
      },
    });
    renderApp(<VerifyEmailPage />, { path: '/verify-email?token=tok-1' });

    expect(screen.getByRole('heading', { name: 'Verifying your email...' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Verified' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to Wingman' }).getAttribute('href')).toBe(
      '/',
    );
    // StrictMode runs effects twice; a second request would find the token already used.
    expect(server.requests).toHaveLength(1);
    expect(await server.requests[0]!.json()).toEqual({ token: 'tok-1' });
  });

  it('says an already verified address is verified, with a way on, when the link is opened again', async () => {
    fakeServer({
      'POST /api/auth/verify-email': {
        status: 200,
        body: {
          message: 'Your email is already verified. You can continue to Wingman.',
          alreadyVerified: true,
        },
      },
    });
    renderApp(<VerifyEmailPage />, { path: '/verify-email?token=spent' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your email is already verified' }),
    ).toBeTruthy();
    expect(screen.queryByText(/invalid/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue to Wingman' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('offers a new link by e-mail when the token is invalid or expired', async () => {
    const server = fakeServer({
      'POST /api/auth/verify-email': {
        status: 400,
        body: { message: 'This verification link is invalid or has expired.' },
      },
      'POST /api/auth/resend-verification': { status: 200, body: { message: 'ok' } },
    });
    const events = userEvent.setup();
    renderApp(<VerifyEmailPage />, { path: '/verify-email?token=old' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verification Link Invalid' }),
    ).toBeTruthy();
    await events.type(screen.getByLabelText(/^Email/), 'jane.doe@example.org');
    await events.click(screen.getByRole('button', { name: 'Send New Link' }));

    const { text } = await findToast();
    expect(text).toContain('Verification link sent!');
    expect(await server.requests[1]!.json()).toEqual({ email: 'jane.doe@example.org' });
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('without a token goes straight to the invalid view and sends nothing', () => {
    const server = fakeServer({});
    renderApp(<VerifyEmailPage />, { path: '/verify-email' });

    expect(screen.getByRole('heading', { name: 'Verification Link Invalid' })).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });
});
