import { Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { registerSchema } from '../../../../contracts/auth';
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
} from '../../../../contracts/fields';
import { fullPageLoad } from '../../../lib/full-page-load';
import { reportRequestFailure } from '../../../lib/report-request-failure';
import { showSuccessToastAfterPageLoad } from '../../../lib/toast-after-page-load';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRegister } from '../api/register';
import { disclaimers } from '../../../lib/disclaimers';

/** `returnTo`: where to go once the account exists, the page the veteran asked for, else Home. */
export function RegisterForm({ returnTo = '/' }: { returnTo?: string }) {
  const form = useSchemaForm(registerSchema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const createAccount = useRegister();
  // Stay busy after success too: the page is about to reload.
  const busy = createAccount.isPending || createAccount.isSuccess;

  const submit = form.onSubmit((account) =>
    createAccount.mutate(account, {
      onSuccess: () => {
        showSuccessToastAfterPageLoad('Registration successful!', 'Welcome to Wingman!');
        fullPageLoad(returnTo);
      },
      onError: (error) =>
        reportRequestFailure(error, 'Registration failed', 'Please try again.', form.showErrors),
    }),
  );

  return (
    <form id={form.id} onSubmit={submit} noValidate aria-label="Create your account">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First name (optional)"
            autoComplete="given-name"
            maxLength={MAX_NAME_LENGTH}
            {...form.field('firstName')}
          />
          <TextInput
            label="Last name (optional)"
            autoComplete="family-name"
            maxLength={MAX_NAME_LENGTH}
            {...form.field('lastName')}
          />
        </SimpleGrid>
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
          description="At least 8 characters."
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          required
          {...form.field('password')}
        />
        <Button type="submit" disabled={busy} fullWidth size="md">
          {busy ? 'Creating account...' : 'Create Free Account'}
        </Button>
        <Text size="xs" c="dimmed">
          {disclaimers.signUp}
        </Text>
      </Stack>
    </form>
  );
}
