import { Modal, Stack, Text } from '@mantine/core';
import { updateDisabilitySchema, type Disability } from '../../../../contracts/disabilities';
import { nameWithSide } from '../../../../domain/conditions/disability-name';
import { serverFieldErrors } from '../../../lib/api-error';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useUpdateDisability } from '../api/update-disability';
import { DisabilityFields, disabilityFormValues } from './disability-fields';
import { useOffScheduleCheck } from './off-schedule-check';
import { FormDialogActions } from '../../../components/form-dialog-actions';

type EditDisabilityDialogProps = { disability: Disability; onClose: () => void };

/** Fixes a saved disability in place (a typo, a new rating) instead of removing and re-adding it. */
export function EditDisabilityDialog({ disability, onClose }: EditDisabilityDialogProps) {
  const form = useSchemaForm(updateDisabilitySchema, disabilityFormValues(disability));
  const update = useUpdateDisability();
  const offSchedule = useOffScheduleCheck(form.values.currentPercentage);

  const submit = form.onSubmit((changes) =>
    update.mutate(
      { id: disability.id, changes: { ...changes, ...offSchedule.confirmation } },
      {
        onSuccess: () => {
          showSuccessToast('Success', 'Disability updated successfully.');
          onClose();
        },
        onError: (error) => {
          if (offSchedule.asked(error)) return;
          showFailureToast('Error', 'Failed to update disability. Please try again.');
          const fieldErrors = serverFieldErrors(error);
          if (fieldErrors.length > 0) form.showErrors(fieldErrors);
        },
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title="Edit Disability" centered size="lg">
      <form id={form.id} onSubmit={submit} noValidate aria-label="Edit disability">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Correct the name, code, side or rating of {nameWithSide(disability)}. This changes only
            what Wingman tracks for you, not anything with VA.
          </Text>
          <DisabilityFields form={form} matchedCode={disability.ratedUnderCode} />
          {offSchedule.prompt}
          <FormDialogActions
            onCancel={onClose}
            pending={update.isPending}
            label="Save Changes"
            pendingLabel="Saving..."
            mt="xs"
          />
        </Stack>
      </form>
    </Modal>
  );
}
