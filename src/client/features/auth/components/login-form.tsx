import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginSchema } from '../../../../contracts/auth';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from '../../../../contracts/fields';
import { fullPageLoad } from '../../../lib/full-page-load';
import { reportRequestFailure } from '../../../lib/report-request-failure';
import { showSuccessToastAfterPageLoad } from '../../../lib/toast-after-page-load';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useLogin } from '../api/login';

type LoginFormProps = {
  onForgotPassword: () => void;
  /** Where to go once signed in: the page the veteran asked for, else Home. */
  returnTo?: string;
};

export function LoginForm({ onForgotPassword, returnTo = '/' }: LoginFormProps) {
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  const signIn = useLogin();
  // Stay busy after success too: the page is about to reload.
  const busy = signIn.isPending || signIn.isSuccess;

  const submit = form.onSubmit((credentials) =>
    signIn.mutate(credentials, {
      onSuccess: () => {
        showSuccessToastAfterPageLoad('Login successful!', 'Welcome back to Wingman.');
        fullPageLoad(returnTo);
      },
      onError: (error) =>
        reportRequestFailure(error, 'Login failed', 'Invalid credentials.', form.showErrors),
    }),
  );

  return (
    <form id={form.id} onSubmit={submit} noValidate aria-label="Log in">
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={MAX_EMAIL_LENGTH}
          required
          {...form.field('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          maxLength={MAX_PASSWORD_LENGTH}
          required
          {...form.field('password')}
        />
        <Anchor component="button" type="button" size="sm" onClick={onForgotPassword} ta="left">
          Forgot your password?
        </Anchor>
        <Button type="submit" disabled={busy} fullWidth size="md">
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </Stack>
    </form>
  );
}
