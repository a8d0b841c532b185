import {
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  claimStatuses,
  claimStatusLabels,
  createClaimSchema,
  type Claim,
} from '../../../../contracts/claims';
import { serverFieldErrors } from '../../../lib/api-error';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateClaim } from '../api/create-claim';
import { useUpdateClaim } from '../api/update-claim';

const statusOptions = claimStatuses.map((status) => ({
  value: status,
  label: claimStatusLabels[status],
}));

type ClaimFormValues = {
  disabilityName: string;
  status: string;
  submittedDate: string;
  decisionDate: string;
  intentToFileDate: string;
  notes: string;
};

const formValuesOf = (claim: Claim | null, today: string): ClaimFormValues => ({
  disabilityName: claim?.disabilityName ?? '',
  status: claim?.status ?? 'pending',
  submittedDate: claim?.submittedDate ?? today,
  decisionDate: claim?.decisionDate ?? '',
  intentToFileDate: claim?.intentToFileDate ?? '',
  notes: claim?.notes ?? '',
});

type ClaimFormDialogProps = {
  opened: boolean;
  /** The claim to edit, or null to add a new one. */
  claim: Claim | null;
  today: string;
  onClose: () => void;
};

/** Adds a claim, or edits one; the parent mounts a fresh dialog per claim (key). */
export function ClaimFormDialog({ opened, claim, today, onClose }: ClaimFormDialogProps) {
  const form = useSchemaForm(createClaimSchema, formValuesOf(claim, today));
  const create = useCreateClaim();
  const update = useUpdateClaim();
  const pending = create.isPending || update.isPending;
  const editing = claim !== null;

  const close = () => {
    form.reset();
    onClose();
  };

  const failed = (message: string) => (error: unknown) => {
    showFailureToast('Error', message);
    const fieldErrors = serverFieldErrors(error);
    if (fieldErrors.length > 0) form.showErrors(fieldErrors);
  };

  const submit = form.onSubmit((details) => {
    if (claim) {
      update.mutate(
        { id: claim.id, changes: details },
        {
          onSuccess: () => {
            showSuccessToast('Success', 'Claim updated successfully.');
            onClose();
          },
          onError: failed('Failed to update claim. Please try again.'),
        },
      );
    } else {
      create.mutate(details, {
        onSuccess: () => {
          showSuccessToast('Success', 'Claim added successfully.');
          close();
        },
        onError: failed('Failed to add claim. Please try again.'),
      });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={editing ? 'Edit Claim' : 'Add Claim'}
      centered
      size="lg"
    >
      <form
        id={form.id}
        onSubmit={submit}
        noValidate
        aria-label={editing ? 'Edit claim' : 'Add claim'}
      >
        <Stack gap="md">
          <TextInput
            label="Disability or condition"
            placeholder="e.g. PTSD, Tinnitus, Lower Back Condition"
            required
            data-autofocus
            {...form.field('disabilityName')}
          />
          <NativeSelect label="Status" data={statusOptions} required {...form.field('status')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              type="date"
              label="Submitted date"
              description="When you filed the claim."
              {...form.field('submittedDate')}
            />
            <TextInput
              type="date"
              label="Decision date (optional)"
              description="The date on VA's decision letter."
              {...form.field('decisionDate')}
            />
          </SimpleGrid>
          <TextInput
            type="date"
            label="Intent to file date (optional)"
            description="When VA received your intent to file (VA Form 21-0966)."
            {...form.field('intentToFileDate')}
          />
          <Textarea
            label="Notes (optional)"
            rows={3}
            resize="vertical"
            maxLength={2000}
            {...form.field('notes')}
          />
          <Group justify="flex-end" gap="sm">
            <Button type="button" variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {editing
                ? pending
                  ? 'Saving...'
                  : 'Save Changes'
                : pending
                  ? 'Adding...'
                  : 'Add Claim'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
