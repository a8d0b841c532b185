import { Button, Group, PasswordInput, Text } from '@mantine/core';
import { changePasswordSchema, passwordChangeMessages } from '../../../contracts/change-password';
import { MAX_PASSWORD_LENGTH } from '../../../contracts/fields';
import { withPasswordConfirmation } from '../../lib/confirm-password';
import { reportRequestFailure } from '../../lib/report-request-failure';
import { showSuccessToast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useChangePassword } from './api/change-password';
import { ProfileSection } from './components/profile-section';

const changePasswordFormSchema = withPasswordConfirmation(changePasswordSchema, 'newPassword');
const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A new password for a signed-in veteran; every other browser signed in to the account is signed out. */
export function ChangePasswordSection() {
  const form = useSchemaForm(changePasswordFormSchema, emptyForm);
  const change = useChangePassword();

  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          showSuccessToast('Password changed', passwordChangeMessages.passwordChanged);
        },
        onError: (error) =>
          reportRequestFailure(
            error,
            'Password not changed',
            'Your password could not be changed. Please try again.',
            form.showErrors,
          ),
      },
    ),
  );

  return (
    <ProfileSection title="Change Password">
      <form id={form.id} onSubmit={submit} noValidate aria-label="Change password">
        <Text mb="md">
          Use at least 8 characters. A passphrase of a few unrelated words is easy to remember and
          hard to guess. Any other browser signed in to your account will be signed out.
        </Text>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          maxLength={MAX_PASSWORD_LENGTH}
          required
          mb="sm"
          {...form.field('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          required
          mb="sm"
          {...form.field('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          required
          mb="md"
          {...form.field('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </form>
    </ProfileSection>
  );
}
