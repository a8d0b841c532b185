import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { authMessages, forgotPasswordSchema } from '../../../../contracts/auth';
import { MAX_EMAIL_LENGTH } from '../../../../contracts/fields';
import { reportRequestFailure } from '../../../lib/report-request-failure';
import { showSuccessToast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRequestPasswordReset } from '../api/forgot-password';
import { FormDialogActions } from '../../../components/form-dialog-actions';

type ForgotPasswordDialogProps = {
  opened: boolean;
  onCancel: () => void;
  onSent: () => void;
};

export function ForgotPasswordDialog({ opened, onCancel, onSent }: ForgotPasswordDialogProps) {
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const requestReset = useRequestPasswordReset();
  const pending = requestReset.isPending;

  const cancel = () => {
    form.reset();
    onCancel();
  };

  const submit = form.onSubmit((input) =>
    requestReset.mutate(input, {
      onSuccess: () => {
        showSuccessToast('Reset link sent!', authMessages.resetLinkSent);
        form.reset();
        onSent();
      },
      onError: (error) =>
        reportRequestFailure(error, 'Request failed', 'Please try again.', form.showErrors),
    }),
  );

  return (
    <Modal opened={opened} onClose={cancel} title="Reset Your Password" centered>
      <form id={form.id} onSubmit={submit} noValidate aria-label="Reset your password">
        <Stack gap="md">
          <Text size="sm">
            Enter the email address of your Wingman account and we will send you a link to choose a
            new password.
          </Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={MAX_EMAIL_LENGTH}
            required
            data-autofocus
            {...form.field('email')}
          />
          <FormDialogActions
            onCancel={cancel}
            pending={pending}
            label="Send Reset Link"
            pendingLabel="Sending..."
          />
        </Stack>
      </form>
    </Modal>
  );
}
