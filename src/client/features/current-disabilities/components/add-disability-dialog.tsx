import { Modal, Stack, Text } from '@mantine/core';
import { createDisabilitySchema } from '../../../../contracts/disabilities';
import { serverFieldErrors } from '../../../lib/api-error';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateDisability } from '../api/create-disability';
import { DisabilityFields, emptyDisabilityForm } from './disability-fields';
import { useOffScheduleCheck } from './off-schedule-check';
import { FormDialogActions } from '../../../components/form-dialog-actions';

type AddDisabilityDialogProps = { opened: boolean; onClose: () => void };

export function AddDisabilityDialog({ opened, onClose }: AddDisabilityDialogProps) {
  const form = useSchemaForm(createDisabilitySchema, emptyDisabilityForm);
  const create = useCreateDisability();
  const offSchedule = useOffScheduleCheck(form.values.currentPercentage);

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((disability) =>
    create.mutate(
      { ...disability, ...offSchedule.confirmation },
      {
        onSuccess: () => {
          showSuccessToast('Success', 'Disability added successfully.');
          close();
        },
        onError: (error) => {
          if (offSchedule.asked(error)) return;
          showFailureToast('Error', 'Failed to add disability. Please try again.');
          const fieldErrors = serverFieldErrors(error);
          if (fieldErrors.length > 0) form.showErrors(fieldErrors);
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title="Add Current Disability" centered size="lg">
      <form id={form.id} onSubmit={submit} noValidate aria-label="Add current disability">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Enter the name and current VA rating percentage of a disability VA has rated.
          </Text>
          <DisabilityFields form={form} />
          {offSchedule.prompt}
          <FormDialogActions
            onCancel={close}
            pending={create.isPending}
            label="Add Disability"
            pendingLabel="Adding..."
            mt="xs"
          />
        </Stack>
      </form>
    </Modal>
  );
}
