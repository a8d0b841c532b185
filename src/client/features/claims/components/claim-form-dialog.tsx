import { Modal, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  CLAIM_DATE_LABELS,
  CLAIM_TEXT_LIMITS,
  claimFormSchema,
  claimStatuses,
  claimStatusLabels,
  DECISION_TYPES,
  decisionTypeLabels,
  type Claim,
  type SavedClaim,
} from '../../../../contracts/claims';
import { serverFieldErrors } from '../../../lib/api-error';
import { refusingImpossibleDates } from '../../../lib/impossible-dates';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateClaim } from '../api/create-claim';
import { useUpdateClaim } from '../api/update-claim';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { SavedWithSafety } from '../../../components/saved-with-safety';
import { useSavedWithSafety } from '../../../lib/use-saved-with-safety';

const statusOptions = claimStatuses.map((status) => ({
  value: status,
  label: claimStatusLabels[status],
}));

const decisionTypeOptions = [
  { value: '', label: 'Not chosen' },
  ...DECISION_TYPES.map((type) => ({ value: type, label: decisionTypeLabels[type] })),
];

type ClaimFormValues = {
  disabilityName: string;
  status: string;
  submittedDate: string;
  decisionDate: string;
  decisionType: string;
  intentToFileDate: string;
  notes: string;
};

const formValuesOf = (claim: Claim | null, today: string): ClaimFormValues => ({
  disabilityName: claim?.disabilityName ?? '',
  status: claim?.status ?? 'pending',
  submittedDate: claim?.submittedDate ?? today,
  decisionDate: claim?.decisionDate ?? '',
  decisionType: claim?.decisionType ?? '',
  intentToFileDate: claim?.intentToFileDate ?? '',
  notes: claim?.notes ?? '',
});

type ClaimFormDialogProps = {
  opened: boolean;
  /** The claim to edit, or null to add a new one. */
  claim: Claim | null;
  /** The veteran's local date: the default submitted date and the latest date allowed. */
  today: string;
  onClose: () => void;
};

/** Adds a claim, or edits one; the parent mounts a fresh dialog per claim (key). */
export function ClaimFormDialog({ opened, claim, today, onClose }: ClaimFormDialogProps) {
  const form = useSchemaForm(claimFormSchema(today), formValuesOf(claim, today));
  const create = useCreateClaim();
  const update = useUpdateClaim();
  const pending = create.isPending || update.isPending;
  const editing = claim !== null;
  const [saved, afterSave] = useSavedWithSafety<SavedClaim>();

  const close = () => {
    form.reset();
    onClose();
  };

  const failed = (message: string) => (error: unknown) => {
    showFailureToast('Error', message);
    const fieldErrors = serverFieldErrors(error);
    if (fieldErrors.length > 0) form.showErrors(fieldErrors);
  };

  const submitValid = form.onSubmit((details) => {
    if (claim) {
      update.mutate(
        { id: claim.id, changes: details },
        {
          onSuccess: afterSave(() => {
            showSuccessToast('Success', 'Claim updated successfully.');
            onClose();
          }),
          onError: failed('Failed to update claim. Please try again.'),
        },
      );
    } else {
      create.mutate(details, {
        onSuccess: afterSave(() => {
          showSuccessToast('Success', 'Claim added successfully.');
          close();
        }),
        onError: failed('Failed to add claim. Please try again.'),
      });
    }
  });

  const submit = refusingImpossibleDates(CLAIM_DATE_LABELS, form.showErrors, submitValid);

  const dateField = (name: keyof typeof CLAIM_DATE_LABELS) => ({
    type: 'date',
    max: today,
    ...form.field(name),
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={saved ? 'Claim Saved' : editing ? 'Edit Claim' : 'Add Claim'}
      centered
      size="lg"
    >
      {saved ? (
        <SavedWithSafety
          confirmation={`Your claim for ${saved.disabilityName} is saved.`}
          level={saved.safety.level}
          doneLabel="Back to My Claims"
          onDone={close}
        />
      ) : (
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
              maxLength={CLAIM_TEXT_LIMITS.disabilityName}
              {...form.field('disabilityName')}
            />
            <NativeSelect label="Status" data={statusOptions} required {...form.field('status')} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label={CLAIM_DATE_LABELS.submittedDate}
                description="When you filed the claim."
                {...dateField('submittedDate')}
              />
              <TextInput
                label={`${CLAIM_DATE_LABELS.decisionDate} (optional)`}
                description="The date on VA's decision letter; for a Board decision, the date it was mailed."
                {...dateField('decisionDate')}
              />
            </SimpleGrid>
            <NativeSelect
              label="What was decided (optional)"
              description="Your decision letter says whether it decides a first claim, a claim for increase, a Supplemental Claim, a Higher-Level Review or a Board appeal. It sets which review options you have."
              data={decisionTypeOptions}
              {...form.field('decisionType')}
            />
            <TextInput
              label={`${CLAIM_DATE_LABELS.intentToFileDate} (optional)`}
              description="When VA received your intent to file (VA Form 21-0966)."
              {...dateField('intentToFileDate')}
            />
            <Textarea
              label="Notes (optional)"
              description={`${form.values.notes.length} of ${CLAIM_TEXT_LIMITS.notes} characters`}
              rows={3}
              resize="vertical"
              maxLength={CLAIM_TEXT_LIMITS.notes}
              {...form.field('notes')}
            />
            <FormDialogActions
              onCancel={close}
              pending={pending}
              label={editing ? 'Save Changes' : 'Add Claim'}
              pendingLabel={editing ? 'Saving...' : 'Adding...'}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
