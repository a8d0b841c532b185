import { expect, test, type Page } from '@playwright/test';
import { mailedLink, signUpThroughApi, uniqueEmail } from './fixtures';

const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Wingman' });

test('a veteran registers with the form and lands on the chat screen', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  const dialog = signInDialog(page);
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByLabel('First name (optional)').fill('Maria');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill('a long passphrase');
  await dialog.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with Wingman' })).toBeVisible();
  // The welcome outlives the full page load that follows registration.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Registration successful!' }),
  ).toBeVisible();
});

test('until the address is verified a banner offers a new link, and then it is gone', async ({
  page,
}) => {
  const { email } = await signUpThroughApi(page);
  await page.goto('/claims');
  const banner = page.getByRole('region', { name: 'Email verification' });
  await expect(banner).toContainText(email);
  await banner.getByRole('button', { name: 'Resend link' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Verification email sent' }),
  ).toBeVisible();

  const link = new URL(await mailedLink(email, 'verify-email'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: /verified/i }).first()).toBeVisible();
  await page.goto('/claims');
  await expect(page.getByRole('heading', { level: 1, name: 'My Claims' })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('signs out, signs back in, and a wrong password shows the failure toast', async ({ page }) => {
  const { email, password } = await signUpThroughApi(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('TRUSTED AI SUPPORT FOR VA CLAIMS')).toBeVisible();

  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = signInDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('not my password');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Login failed' });
  await expect(toast).toContainText('Invalid email or password.');

  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with Wingman' })).toBeVisible();
});

test('forgot password → reset through the mailed link → sign in with the new password', async ({
  page,
}) => {
  const { email } = await signUpThroughApi(page);
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await signInDialog(page).getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset Your Password' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Reset link sent!' })).toBeVisible();
  await expect(forgot).toBeHidden();

  const link = new URL(await mailedLink(email, 'reset-password'));
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password').fill('my brand new password');
  await page.getByLabel('Confirm password').fill('my brand new password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();
  await page.getByRole('button', { name: 'Log In Now' }).click();

  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = signInDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('my brand new password');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with Wingman' })).toBeVisible();
});

test('a reset page without a token says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL('/');
});

test('the mailed verification link verifies the address', async ({ page }) => {
  const { email } = await signUpThroughApi(page);
  const link = new URL(await mailedLink(email, 'verify-email'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: /verified/i })).toBeVisible();
  const user = await page.request.get('/api/auth/user');
  expect((await user.json()).emailVerified).toBe(true);

  // The same link a second time is spent, and says the address is already verified.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Your email is already verified' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to Wingman' })).toBeVisible();
});
