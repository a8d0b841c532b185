import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from '../../contracts/fields';
import { fullPageLoad } from '../lib/full-page-load';
import { deferred, fakeServer, signedOut, veteran } from '../test/fake-server';
import { describedText, findToast } from '../test/queries';
import { renderApp } from '../test/render-app';
import { SignedOutLanding } from './signed-out-landing';
import { SignedOutRoutes } from './signed-out-routes';

const ok = (body: unknown) => ({ status: 200, body });

// Browser navigation is the other boundary besides fetch: jsdom cannot load pages.
vi.mock('../lib/full-page-load', () => ({ fullPageLoad: vi.fn() }));

afterEach(() => vi.mocked(fullPageLoad).mockClear());

/** What the full page load after sign-in brings: a fresh app, with nothing on screen kept. */
const toastOnNextPage = () => {
  cleanup();
  notifications.clean();
  renderApp(<div />);
  return findToast();
};

const openSignIn = async (buttonName = 'Sign In') => {
  const user = userEvent.setup();
  renderApp(<SignedOutLanding />);
  await user.click(screen.getByRole('button', { name: buttonName }));
  const dialog = await screen.findByRole('dialog', { name: 'Welcome to Wingman' });
  return { user, dialog: within(dialog) };
};

describe('landing page buttons', () => {
  it('Sign In opens the sign-in dialog on the Login tab', async () => {
    const { dialog } = await openSignIn('Sign In');
    expect(dialog.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    expect(dialog.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it.each(['Get Started Free', 'Start Your Claim Today'])(
    '%s opens the sign-in dialog on the Register tab',
    async (buttonName) => {
      const { dialog } = await openSignIn(buttonName);
      const registerTab = dialog.getByRole('tab', { name: 'Register' });
      expect(registerTab.getAttribute('aria-selected')).toBe('true');
      expect(dialog.getByRole('button', { name: 'Create Free Account' })).toBeTruthy();
    },
  );
});

describe('a link to a page of the app, opened signed out', () => {
  it('opens the sign-in dialog naming the page, and returns there after signing in', async () => {
    fakeServer({ 'GET /api/auth/user': signedOut, 'POST /api/auth/login': ok(veteran) });
    const user = userEvent.setup();
    renderApp(<SignedOutRoutes />, { path: '/claims' });

    const dialog = within(await screen.findByRole('dialog', { name: 'Sign in to see My Claims' }));
    expect(dialog.getByText(/Wingman takes you straight there/)).toBeTruthy();
    await user.type(dialog.getByLabelText(/^Email/), 'jane.doe@example.org');
    await user.type(dialog.getByLabelText(/^Password/), 'correct horse');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/claims'));
  });

  it('returns a new account to the page too', async () => {
    fakeServer({ 'POST /api/auth/register': { status: 201, body: veteran } });
    const user = userEvent.setup();
    renderApp(<SignedOutRoutes />, { path: '/current-disabilities' });

    const dialog = within(
      await screen.findByRole('dialog', { name: 'Sign in to see Current Disabilities' }),
    );
    await user.click(dialog.getByRole('tab', { name: 'Register' }));
    await user.type(dialog.getByLabelText(/^First name/i), 'Jane');
    await user.type(dialog.getByLabelText(/^Last name/i), 'Doe');
    await user.type(dialog.getByLabelText(/^Email/), 'jane.doe@example.org');
    await user.type(dialog.getByLabelText(/^Password/), 'quiet river lantern morning');
    await user.click(dialog.getByRole('button', { name: 'Create Free Account' }));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/current-disabilities'));
  });

  it('Home opens no dialog by itself', async () => {
    fakeServer({});
    renderApp(<SignedOutRoutes />, { path: '/' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('login', () => {
  it('shows the shared schema messages under the fields and sends nothing', async () => {
    const server = fakeServer({});
    const { user, dialog } = await openSignIn();

    await user.type(dialog.getByLabelText(/^Email/), 'not-an-email');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));

    const email = dialog.getByLabelText(/^Email/);
    const password = dialog.getByLabelText(/^Password/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(email)).toContain('Please enter a valid email address');
    expect(describedText(password)).toContain('Password is required');
    expect(document.activeElement).toBe(email);
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('clears a field message once the field is edited', async () => {
    fakeServer({});
    const { user, dialog } = await openSignIn();
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));
    const password = dialog.getByLabelText(/^Password/);
    expect(describedText(password)).toContain('Password is required');

    await user.type(password, 'x');
    expect(describedText(password)).not.toContain('Password is required');
  });

  it('shows "Signing in..." and disables the button while the request is in flight', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const server = fakeServer({ 'POST /api/auth/login': () => answer.promise });
    const { user, dialog } = await openSignIn();

    await user.type(dialog.getByLabelText(/^Email/), '  jane.doe@example.org ');
    await user.type(dialog.getByLabelText(/^Password/), 'correct horse');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));

    const pending = await dialog.findByRole('button', { name: 'Signing in...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    const sent = server.requests[0]!;
    expect(sent.credentials).toBe('include');
    expect(sent.headers.get('Content-Type')).toBe('application/json');
    expect(await sent.json()).toEqual({ email: 'jane.doe@example.org', password: 'correct horse' });

    answer.resolve({ status: 200, body: veteran });
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/'));
    const { text } = await toastOnNextPage();
    expect(text).toContain('Login successful!');
  });

  it('shows a red "Login failed" toast with the server message', async () => {
    fakeServer({
      'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password.' } },
    });
    const { user, dialog } = await openSignIn();
    await user.type(dialog.getByLabelText(/^Email/), 'jane.doe@example.org');
    await user.type(dialog.getByLabelText(/^Password/), 'wrong password');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));

    const { text, tone } = await findToast();
    expect(text).toContain('Login failed');
    expect(text).toContain('Invalid email or password.');
    expect(tone).toBe('destructive');
    expect(fullPageLoad).not.toHaveBeenCalled();
    expect(dialog.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('falls back to "Invalid credentials." when the server sends no message', async () => {
    fakeServer({ 'POST /api/auth/login': { status: 429 } });
    const { user, dialog } = await openSignIn();
    await user.type(dialog.getByLabelText(/^Email/), 'jane.doe@example.org');
    await user.type(dialog.getByLabelText(/^Password/), 'whatever');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));

    const { text } = await findToast();
    expect(text).toContain('Invalid credentials.');
  });
});

describe('registration', () => {
  const fillRegistration = async (
    user: ReturnType<typeof userEvent.setup>,
    dialog: ReturnType<typeof within>,
    password = 'a long passphrase',
  ) => {
    await user.type(dialog.getByLabelText('First name (optional)'), 'Jane');
    await user.type(dialog.getByLabelText(/^Email/), 'jane.doe@example.org');
    await user.type(dialog.getByLabelText(/^Password/), password);
    await user.click(dialog.getByRole('button', { name: 'Create Free Account' }));
  };

  it('stops each field at the length the contract accepts', async () => {
    const { user, dialog } = await openSignIn('Get Started Free');
    const limits = [
      ['First name (optional)', MAX_NAME_LENGTH],
      ['Last name (optional)', MAX_NAME_LENGTH],
      [/^Email/, MAX_EMAIL_LENGTH],
      [/^Password/, MAX_PASSWORD_LENGTH],
    ] as const;
    for (const [label, limit] of limits) {
      const input = dialog.getByLabelText(label) as HTMLInputElement;
      await user.click(input);
      await user.paste('x'.repeat(limit + 20));
      expect(input.value).toHaveLength(limit);
    }
    await user.click(dialog.getByRole('tab', { name: 'Login' }));
    expect((dialog.getByLabelText(/^Email/) as HTMLInputElement).maxLength).toBe(MAX_EMAIL_LENGTH);
    expect((dialog.getByLabelText(/^Password/) as HTMLInputElement).maxLength).toBe(
      MAX_PASSWORD_LENGTH,
    );
  });

  it('checks the password length with the shared schema', async () => {
    const server = fakeServer({});
    const { user, dialog } = await openSignIn('Get Started Free');
    await fillRegistration(user, dialog, 'short');

    expect(describedText(dialog.getByLabelText(/^Password/))).toContain(
      'Password must be at least 8 characters',
    );
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('shows "Creating account..." while pending, then welcomes and reloads', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const server = fakeServer({ 'POST /api/auth/register': () => answer.promise });
    const { user, dialog } = await openSignIn('Get Started Free');
    await fillRegistration(user, dialog);

    const pending = await dialog.findByRole('button', { name: 'Creating account...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(await server.requests[0]!.json()).toEqual({
      firstName: 'Jane',
      lastName: null,
      email: 'jane.doe@example.org',
      password: 'a long passphrase',
    });

    answer.resolve({ status: 201, body: veteran });
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/'));
    // The welcome waits for the page that the full load brings, and shows there once.
    const { text } = await toastOnNextPage();
    expect(text).toContain('Registration successful!');
    expect(text).toContain('Welcome to Wingman!');
    cleanup();
    notifications.clean();
    renderApp(<div />);
    await new Promise((settle) => setTimeout(settle, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the server field errors under the fields and toasts the message', async () => {
    fakeServer({
      'POST /api/auth/register': {
        status: 400,
        body: {
          message: 'Please check the highlighted fields.',
          errors: [{ path: 'email', message: 'This email domain cannot receive mail' }],
        },
      },
    });
    const { user, dialog } = await openSignIn('Get Started Free');
    await fillRegistration(user, dialog);

    const { text, tone } = await findToast();
    expect(text).toContain('Registration failed');
    expect(text).toContain('Please check the highlighted fields.');
    expect(tone).toBe('destructive');
    const email = dialog.getByLabelText(/^Email/);
    expect(describedText(email)).toContain('This email domain cannot receive mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('says so when the e-mail is already registered', async () => {
    fakeServer({
      'POST /api/auth/register': {
        status: 409,
        body: { message: 'An account with this email already exists. Try signing in instead.' },
      },
    });
    const { user, dialog } = await openSignIn('Get Started Free');
    await fillRegistration(user, dialog);

    const { text } = await findToast();
    expect(text).toContain('An account with this email already exists');
  });
});

describe('forgot password', () => {
  const openForgotPassword = async () => {
    const opened = await openSignIn();
    await opened.user.click(opened.dialog.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reset Your Password' }));
    return { user: opened.user, dialog };
  };

  it('Cancel returns to the sign-in dialog', async () => {
    const { user, dialog } = await openForgotPassword();
    expect((dialog.getByLabelText(/^Email/) as HTMLInputElement).maxLength).toBe(MAX_EMAIL_LENGTH);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog', { name: 'Reset Your Password' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Welcome to Wingman' })).toBeTruthy();
  });

  it('checks the e-mail, sends the link, then closes with a toast', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const server = fakeServer({ 'POST /api/auth/forgot-password': () => answer.promise });
    const { user, dialog } = await openForgotPassword();

    await user.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    expect(describedText(dialog.getByLabelText(/^Email/))).toContain(
      'Please enter a valid email address',
    );

    await user.type(dialog.getByLabelText(/^Email/), 'jane.doe@example.org');
    await user.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    const pending = await dialog.findByRole('button', { name: 'Sending...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(await server.requests[0]!.json()).toEqual({ email: 'jane.doe@example.org' });

    answer.resolve({ status: 200, body: { message: 'ok' } });
    const { text } = await findToast();
    expect(text).toContain('Reset link sent!');
    expect(text).toContain(
      'If an account with that email exists, a password reset link has been sent.',
    );
    expect(screen.queryByRole('dialog', { name: 'Reset Your Password' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Welcome to Wingman' })).toBeNull();
  });

  it('shows "Request failed" when the server refuses', async () => {
    fakeServer({ 'POST /api/auth/forgot-password': { status: 500 } });
    const { user, dialog } = await openForgotPassword();
    await user.type(dialog.getByLabelText(/^Email/), 'jane.doe@example.org');
    await user.click(dialog.getByRole('button', { name: 'Send Reset Link' }));

    const { text, tone } = await findToast();
    expect(text).toContain('Request failed');
    expect(text).toContain('Please try again.');
    expect(tone).toBe('destructive');
    expect(screen.getByRole('dialog', { name: 'Reset Your Password' })).toBeTruthy();
  });
});
