import { Button, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { authMessages, resetPasswordSchema } from '../../../contracts/auth';
import { MAX_PASSWORD_LENGTH } from '../../../contracts/fields';
import { NarrowPanel } from '../../components/narrow-panel';
import { withPasswordConfirmation } from '../../lib/confirm-password';
import { fullPageLoad } from '../../lib/full-page-load';
import { reportRequestFailure } from '../../lib/report-request-failure';
import { showSuccessToast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useResetPassword } from './api/reset-password';

const newPasswordFormSchema = withPasswordConfirmation(resetPasswordSchema, 'password');

export function ResetPasswordPage() {
  useDocumentTitle('Reset Password · Wingman');
  const token = new URLSearchParams(useSearch()).get('token');
  const [complete, setComplete] = useState(false);

  return (
    <NarrowPanel>
      {!token ? (
        <InvalidResetLink />
      ) : complete ? (
        <ResetComplete />
      ) : (
        <NewPasswordForm token={token} onComplete={() => setComplete(true)} />
      )}
    </NarrowPanel>
  );
}

function InvalidResetLink() {
  const [, navigate] = useLocation();
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={56} radius="xl" color="red.8" variant="light" aria-hidden>
        <IconLinkOff size={30} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        Invalid Reset Link
      </Title>
      <Text>
        This password reset link is invalid or has expired. Please request a new one from the login
        screen.
      </Text>
      <Button onClick={() => navigate('/')}>Back to Login</Button>
    </Stack>
  );
}

function ResetComplete() {
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={56} radius="xl" color="green.8" variant="light" aria-hidden>
        <IconCircleCheck size={30} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        Password Reset Complete
      </Title>
      <Text>{authMessages.passwordReset}</Text>
      {/* A full load: the reset ended every session of this account. */}
      <Button onClick={() => fullPageLoad('/')}>Log In Now</Button>
    </Stack>
  );
}

type NewPasswordFormProps = { token: string; onComplete: () => void };

function NewPasswordForm({ token, onComplete }: NewPasswordFormProps) {
  const form = useSchemaForm(newPasswordFormSchema, { token, password: '', confirmPassword: '' });
  const reset = useResetPassword();
  const pending = reset.isPending;

  const submit = form.onSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          showSuccessToast('Password reset successful!', authMessages.passwordReset);
          onComplete();
        },
        onError: (error) =>
          reportRequestFailure(
            error,
            'Reset failed',
            'Please try again or request a new reset link.',
            form.showErrors,
          ),
      },
    ),
  );

  return (
    <form id={form.id} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} fz="h2">
          Choose a New Password
        </Title>
        <Text size="sm" c="dimmed">
          Use at least 8 characters. A passphrase of a few unrelated words is easy to remember and
          hard to guess.
        </Text>
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          required
          data-autofocus
          {...form.field('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          required
          {...form.field('confirmPassword')}
        />
        <Button type="submit" disabled={pending} size="md">
          {pending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </Stack>
    </form>
  );
}
