import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_PASSWORD_LENGTH, passwordMessages } from '../../../contracts/fields';
import { fullPageLoad } from '../../lib/full-page-load';
import { deferred, fakeServer } from '../../test/fake-server';
import { describedText, findToast } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { ResetPasswordPage } from './reset-password-page';

vi.mock('../../lib/full-page-load', () => ({ fullPageLoad: vi.fn() }));

afterEach(() => vi.mocked(fullPageLoad).mockClear());

describe('reset password page', () => {
  it('without a token says the link is invalid and leads back to login', async () => {
    const events = userEvent.setup();
    const { location } = renderApp(<ResetPasswordPage />, { path: '/reset-password' });

    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    await events.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(location.history.at(-1)).toBe('/');
  });

  it('with a token checks the new password with the shared schema', async () => {
    const server = fakeServer({});
    const events = userEvent.setup();
    renderApp(<ResetPasswordPage />, { path: '/reset-password?token=abc123' });

    for (const label of [/^New password/, /^Confirm password/]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).maxLength).toBe(
        MAX_PASSWORD_LENGTH,
      );
    }
    await events.type(screen.getByLabelText(/^New password/), 'short');
    await events.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(describedText(screen.getByLabelText(/^New password/))).toContain(
      'Password must be at least 8 characters',
    );

    await events.clear(screen.getByLabelText(/^New password/));
    await events.type(screen.getByLabelText(/^New password/), 'a long passphrase');
    await events.type(screen.getByLabelText(/^Confirm password/), 'a different one');
    await events.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(describedText(screen.getByLabelText(/^Confirm password/))).toContain(
      'Passwords do not match',
    );
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('shows why the server refuses a common password under the field', async () => {
    const message = passwordMessages.common;
    fakeServer({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { message, errors: [{ path: 'password', message }] },
      },
    });
    const events = userEvent.setup();
    renderApp(<ResetPasswordPage />, { path: '/reset-password?token=abc123' });

    await events.type(screen.getByLabelText(/^New password/), 'password1');
    await events.type(screen.getByLabelText(/^Confirm password/), 'password1');
    await events.click(screen.getByRole('button', { name: 'Reset Password' }));
    const field = screen.getByLabelText(/^New password/);
    await waitFor(() => expect(describedText(field)).toContain(message));
    expect(document.activeElement).toBe(field);
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('sends the token and password, shows "Resetting...", then the completed view', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const server = fakeServer({ 'POST /api/auth/reset-password': () => answer.promise });
    const events = userEvent.setup();
    renderApp(<ResetPasswordPage />, { path: '/reset-password?token=abc123' });

    await events.type(screen.getByLabelText(/^New password/), 'a long passphrase');
    await events.type(screen.getByLabelText(/^Confirm password/), 'a long passphrase');
    await events.click(screen.getByRole('button', { name: 'Reset Password' }));

    const pending = await screen.findByRole('button', { name: 'Resetting...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(await server.requests[0]!.json()).toEqual({
      token: 'abc123',
      password: 'a long passphrase',
    });

    answer.resolve({ status: 200, body: { message: 'ok' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password Reset Complete' }),
    ).toBeTruthy();
    const { text } = await findToast();
    expect(text).toContain('Password reset successful!');
    expect(text).toContain('You can now log in with your new password.');

    await events.click(screen.getByRole('button', { name: 'Log In Now' }));
    expect(fullPageLoad).toHaveBeenCalledWith('/');
  });

  it('shows "Reset failed" with the server message and keeps the form', async () => {
    fakeServer({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { message: 'This reset link is invalid or has expired. Please request a new one.' },
      },
    });
    const events = userEvent.setup();
    renderApp(<ResetPasswordPage />, { path: '/reset-password?token=used' });

    await events.type(screen.getByLabelText(/^New password/), 'a long passphrase');
    await events.type(screen.getByLabelText(/^Confirm password/), 'a long passphrase');
    await events.click(screen.getByRole('button', { name: 'Reset Password' }));

    const { text, tone } = await findToast();
    expect(text).toContain('Reset failed');
    expect(text).toContain('This reset link is invalid or has expired.');
    expect(tone).toBe('destructive');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeTruthy();
  });
});
