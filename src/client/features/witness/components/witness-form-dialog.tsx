import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { packetRequestSchema } from '../../../../contracts/case';
import type { WitnessRequest } from '../../../../contracts/witness';
import { VeteranIdFields } from '../../../components/veteran-id-fields';
import { serverFieldErrors, serverMessage } from '../../../lib/api-error';
import { saveAsFile } from '../../../lib/save-file';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { downloadWitnessForm } from '../api/download-witness-form';

const blankIdentity = { ssn: '', vaFileNumber: '', dateOfBirth: '' };

type WitnessFormDialogProps = {
  /** The witness whose answers fill the form; null when the dialog is closed. */
  request: WitnessRequest | null;
  onClose: () => void;
};

/**
 * Downloads a witness's VA Form 21-10210. VA files the form under the veteran's numbers, so
 * they are asked for here, used for this one download, and cleared when the dialog closes.
 */
export function WitnessFormDialog({ request, onClose }: WitnessFormDialogProps) {
  const form = useSchemaForm(packetRequestSchema, blankIdentity);
  const [filling, setFilling] = useState(false);
  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (identity) => {
    if (!request) return;
    setFilling(true);
    try {
      const { file, name } = await downloadWitnessForm(request.id, identity);
      saveAsFile(name ?? '21-10210-witness-statement.pdf', file);
      showSuccessToast(
        'Form downloaded',
        `${request.witnessName}'s VA Form 21-10210 is in your downloads.`,
      );
      close();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors.length > 0) form.showErrors(fieldErrors);
      else
        showFailureToast(
          'Error',
          serverMessage(error) ?? 'The form could not be filled just now. Please try again.',
        );
    } finally {
      setFilling(false);
    }
  });

  return (
    <Modal
      opened={request !== null}
      onClose={close}
      title="Download VA Form 21-10210"
      centered
      size="lg"
    >
      <form id={form.id} onSubmit={submit} noValidate aria-label="Download VA Form 21-10210">
        <Stack gap="md">
          <Text size="sm">
            VA files a witness statement under your numbers. Everything here is optional: it fills
            this one form and is never saved by Wingman. Your name comes from your account. Leave a
            field empty to write it in by hand.
          </Text>
          <VeteranIdFields field={form.field} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={filling}
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Download Form
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
