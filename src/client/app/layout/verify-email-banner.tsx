import { Button } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { authMessages } from '../../../contracts/auth';
import { NoticeBanner } from '../../components/notice-banner';
import { useResendVerification } from '../../features/auth/api/resend-verification';
import { reportRequestFailure } from '../../lib/report-request-failure';
import { showSuccessToast } from '../../lib/toast';

/** A quiet reminder, until the e-mail is verified, with a way to get a fresh link. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useResendVerification();

  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () => showSuccessToast('Verification email sent', authMessages.verificationSent),
        // A 429 carries the server's "Too many attempts. Please wait…" message.
        onError: (error) => reportRequestFailure(error, 'Resend failed', 'Please try again.'),
      },
    );

  return (
    <NoticeBanner
      label="Email verification"
      icon={<IconMailExclamation size={20} aria-hidden />}
      action={
        <Button size="compact-sm" variant="default" onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend link'}
        </Button>
      }
    >
      Please verify your email address: open the link we sent to <strong>{email}</strong>.
    </NoticeBanner>
  );
}
