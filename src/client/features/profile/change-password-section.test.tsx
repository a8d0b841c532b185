import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { passwordChangeMessages } from '../../../contracts/change-password';
import { passwordMessages } from '../../../contracts/fields';
import { deferred, fakeServer } from '../../test/fake-server';
import { describedText, findToast } from '../../test/queries';
import { renderApp } from '../../test/render-app';
import { ChangePasswordSection } from './change-password-section';

const section = () => within(screen.getByRole('region', { name: 'Change Password' }));
const input = (label: RegExp) => section().getByLabelText(label) as HTMLInputElement;
const submit = () => section().getByRole('button', { name: 'Change password' });

async function fillIn(current: string, next: string, confirm = next) {
  const events = userEvent.setup();
  renderApp(<ChangePasswordSection />, { path: '/profile' });
  await events.type(input(/^Current password/), current);
  await events.type(input(/^New password/), next);
  await events.type(input(/^Confirm new password/), confirm);
  await events.click(submit());
}

const refusal = (path: string, message: string) => ({
  status: 400,
  body: { message, errors: [{ path, message }] },
});

describe('change password on Profile & Settings', () => {
  it('checks the lengths and the confirmation before asking the server', async () => {
    const server = fakeServer({});
    await fillIn('old', 'short', 'shorter');
    expect(describedText(input(/^New password/))).toContain(
      'Password must be at least 8 characters',
    );
    expect(describedText(input(/^Confirm new password/))).toContain('Passwords do not match');
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('sends both passwords, then says so and empties the form', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const server = fakeServer({ 'POST /api/auth/change-password': () => answer.promise });
    await fillIn('correct horse battery', 'quiet river lantern');
    await waitFor(() => expect(submit().hasAttribute('data-loading')).toBe(true));
    expect(await server.requests[0]!.json()).toEqual({
      currentPassword: 'correct horse battery',
      newPassword: 'quiet river lantern',
    });

    answer.resolve({ status: 200, body: { message: passwordChangeMessages.passwordChanged } });
    const { text, tone } = await findToast();
    expect(text).toContain('Password changed');
    expect(text).toContain(passwordChangeMessages.passwordChanged);
    expect(tone).toBe('success');
    for (const label of [/^Current password/, /^New password/, /^Confirm new password/]) {
      expect(input(label).value).toBe('');
    }
  });

  it('shows a wrong current password under that field', async () => {
    fakeServer({
      'POST /api/auth/change-password': refusal(
        'currentPassword',
        'Current password is incorrect.',
      ),
    });
    await fillIn('not my password', 'quiet river lantern');
    await waitFor(() =>
      expect(describedText(input(/^Current password/))).toContain('Current password is incorrect.'),
    );
    expect(document.activeElement).toBe(input(/^Current password/));
  });

  it('shows why the server refuses a common new password, under the new password', async () => {
    fakeServer({
      'POST /api/auth/change-password': refusal('newPassword', passwordMessages.common),
    });
    await fillIn('correct horse battery', 'password1');
    await waitFor(() =>
      expect(describedText(input(/^New password/))).toContain(passwordMessages.common),
    );
    expect(input(/^New password/).value).toBe('password1');
  });
});
