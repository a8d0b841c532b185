import { Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import {
  INTENT_TO_FILE_DATE_LABEL,
  INTENT_TO_FILE_NOTES_LIMIT,
  intentToFileBenefitLabels,
  intentToFileBenefits,
  intentToFileFormSchema,
  intentToFileMethodLabels,
  intentToFileMethods,
  type IntentToFile,
  type SavedIntentToFile,
} from '../../../../contracts/intent-to-file';
import { refusingImpossibleDates } from '../../../lib/impossible-dates';
import { reportRequestFailure } from '../../../lib/report-request-failure';
import { showSuccessToast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateIntentToFile } from '../api/create-intent-to-file';
import { useUpdateIntentToFile } from '../api/update-intent-to-file';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { SavedWithSafety } from '../../../components/saved-with-safety';
import { useSavedWithSafety } from '../../../lib/use-saved-with-safety';

const methodOptions = [
  { value: '', label: 'Choose how', disabled: true },
  ...intentToFileMethods.map((method) => ({
    value: method,
    label: intentToFileMethodLabels[method],
  })),
];

const benefitOptions = intentToFileBenefits.map((benefit) => ({
  value: benefit,
  label: intentToFileBenefitLabels[benefit],
}));

const DATE_LABELS = { receivedDate: INTENT_TO_FILE_DATE_LABEL };

const formValuesOf = (intent: IntentToFile | null, today: string) => ({
  receivedDate: intent?.receivedDate ?? today,
  method: intent?.method ?? '',
  benefit: intent?.benefit ?? 'compensation',
  notes: intent?.notes ?? '',
});

type IntentToFileFormDialogProps = {
  opened: boolean;
  /** The intent to file to edit, or null to record a new one. */
  intent: IntentToFile | null;
  /** The veteran's local date: the default received date and the latest date allowed. */
  today: string;
  onClose: () => void;
};

/** Records an intent to file, or edits one; the parent mounts a fresh dialog per opening (key). */
export function IntentToFileFormDialog({
  opened,
  intent,
  today,
  onClose,
}: IntentToFileFormDialogProps) {
  const form = useSchemaForm(intentToFileFormSchema(today), formValuesOf(intent, today));
  const create = useCreateIntentToFile();
  const update = useUpdateIntentToFile();
  const pending = create.isPending || update.isPending;
  const editing = intent !== null;
  const [saved, afterSave] = useSavedWithSafety<SavedIntentToFile>();
  const title = saved
    ? 'Intent to File Saved'
    : editing
      ? 'Edit Intent to File'
      : 'Record Intent to File';

  // What the veteran typed stays in the form; the server's reasons go under the inputs.
  const failed = (fallback: string) => (error: unknown) =>
    reportRequestFailure(error, 'Error', fallback, form.showErrors);
  const savedWith = (message: string) =>
    afterSave(() => {
      showSuccessToast('Success', message);
      onClose();
    });

  const submitValid = form.onSubmit((input) => {
    if (intent) {
      update.mutate(
        { id: intent.id, input },
        {
          onSuccess: savedWith('Intent to file updated successfully.'),
          onError: failed('Failed to update intent to file. Please try again.'),
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: savedWith('Intent to file recorded successfully.'),
        onError: failed('Failed to record intent to file. Please try again.'),
      });
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="md">
      {saved ? (
        <SavedWithSafety
          confirmation="Your intent to file is saved."
          level={saved.safety.level}
          doneLabel="Back to My Claims"
          onDone={onClose}
        />
      ) : (
        <form
          id={form.id}
          onSubmit={refusingImpossibleDates(DATE_LABELS, form.showErrors, submitValid)}
          noValidate
          aria-label={title}
        >
          <Stack gap="md">
            <TextInput
              label={INTENT_TO_FILE_DATE_LABEL}
              description="The date on VA's confirmation, or the day you called or handed it in."
              type="date"
              max={today}
              required
              data-autofocus
              {...form.field('receivedDate')}
            />
            <NativeSelect
              label="How it was submitted"
              data={methodOptions}
              required
              {...form.field('method')}
            />
            <NativeSelect label="Benefit" data={benefitOptions} {...form.field('benefit')} />
            <Textarea
              label="Notes (optional)"
              description={`${form.values.notes.length} of ${INTENT_TO_FILE_NOTES_LIMIT} characters`}
              rows={3}
              resize="vertical"
              maxLength={INTENT_TO_FILE_NOTES_LIMIT}
              {...form.field('notes')}
            />
            <FormDialogActions
              onCancel={onClose}
              pending={pending}
              label={editing ? 'Save Changes' : 'Record Intent to File'}
              pendingLabel="Saving..."
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
