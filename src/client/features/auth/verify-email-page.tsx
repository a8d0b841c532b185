import { Anchor, Button, Loader, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { authMessages, resendVerificationSchema } from '../../../contracts/auth';
import { NarrowPanel } from '../../components/narrow-panel';
import { reportRequestFailure } from '../../lib/report-request-failure';
import { showSuccessToast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useResendVerification } from './api/resend-verification';
import { useVerifyEmail } from './api/verify-email';

export function VerifyEmailPage() {
  useDocumentTitle('Verify Email · Wingman');
  const token = new URLSearchParams(useSearch()).get('token');
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // A token works once; React's development double effects must not spend it twice.
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    mutate({ token });
  }, [token, mutate]);

  const state =
    !token || verify.isError
      ? 'invalid'
      : verify.data?.alreadyVerified
        ? 'already-verified'
        : verify.isSuccess
          ? 'verified'
          : 'verifying';

  return (
    <NarrowPanel>
      {state === 'verifying' && <Verifying />}
      {state === 'verified' && (
        <Verified title="Email Verified" message={authMessages.emailVerified} />
      )}
      {state === 'already-verified' && (
        <Verified title="Your email is already verified" message={authMessages.alreadyVerified} />
      )}
      {state === 'invalid' && <InvalidVerificationLink />}
    </NarrowPanel>
  );
}

function Verifying() {
  return (
    <Stack align="center" ta="center" gap="md" role="status">
      <Loader aria-hidden />
      <Title order={1} fz="h2">
        Verifying your email...
      </Title>
      <Text>This takes just a moment.</Text>
    </Stack>
  );
}

function Verified({ title, message }: { title: string; message: string }) {
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={56} radius="xl" color="green.8" variant="light" aria-hidden>
        <IconCircleCheck size={30} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text>{message}</Text>
      <Button component={Link} href="/">
        Continue to Wingman
      </Button>
    </Stack>
  );
}

function InvalidVerificationLink() {
  const form = useSchemaForm(resendVerificationSchema, { email: '' });
  const resend = useResendVerification();
  const pending = resend.isPending;

  const submit = form.onSubmit((input) =>
    resend.mutate(input, {
      onSuccess: () => {
        showSuccessToast('Verification link sent!', authMessages.verificationSent);
        form.reset();
      },
      onError: (error) =>
        reportRequestFailure(error, 'Request failed', 'Please try again.', form.showErrors),
    }),
  );

  return (
    <Stack gap="md">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="red.8" variant="light" aria-hidden>
          <IconMailOff size={30} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          Verification Link Invalid
        </Title>
        <Text>
          {authMessages.verificationInvalid} Enter your email address and we will send you a new
          link.
        </Text>
      </Stack>
      <form id={form.id} onSubmit={submit} noValidate aria-label="Request a new verification link">
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <Button type="submit" disabled={pending}>
            {pending ? 'Sending...' : 'Send New Link'}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} href="/" ta="center" size="sm">
        Back to Home
      </Anchor>
    </Stack>
  );
}
