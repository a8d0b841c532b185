import {
  Alert,
  Autocomplete,
  Fieldset,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { FormEvent } from 'react';
import { toFieldErrors } from '../../../../contracts/errors';
import {
  JOURNAL_OTHER_BASIS,
  journalSeverities,
  type SavedJournalEntry,
} from '../../../../contracts/journal';
import { refusingImpossibleDates } from '../../../lib/impossible-dates';
import { reportRequestFailure } from '../../../lib/report-request-failure';
import { showSuccessToast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateEntry } from '../api/create-entry';
import { useJournalBases } from '../api/get-journal-bases';
import { useUpdateEntry } from '../api/update-entry';
import {
  entryFormSchema,
  initialValues,
  type EntryFormStart,
  type FieldAnswer,
} from '../entry-form';
import { CrisisLineNote } from '../../../components/crisis-line';
import { SavedWithSafety } from '../../../components/saved-with-safety';
import { useSavedWithSafety } from '../../../lib/use-saved-with-safety';
import { BasisFields } from './basis-fields';
import { FormDialogActions } from '../../../components/form-dialog-actions';

// Answers that name thoughts of harm: the Crisis Line is offered beside them, not only in the header.
const HARM = /suicid|hurting self/i;

const DATE_LABELS = { fromDate: 'First day', toDate: 'Last day' };
const TEXT_LIMIT = 2000;
const CHOOSE_BASIS = 'Choose the kind of condition';

const severityOptions = [
  { value: '', label: 'Not said' },
  ...journalSeverities.map((severity) => ({
    value: severity,
    label: severity.charAt(0).toUpperCase() + severity.slice(1),
  })),
];

type EntryFormDialogProps = {
  opened: boolean;
  start: EntryFormStart;
  /** The veteran's local date: a new entry's default day and the latest allowed. */
  today: string;
  /** Names to offer for the condition: the journal's own and those from the veteran's records. */
  conditionNames: readonly string[];
  onClose: () => void;
  onSaved: (condition: string) => void;
};

/** Adds an entry or edits one; the parent mounts a fresh dialog per opening (key). */
export function EntryFormDialog({
  opened,
  start,
  today,
  conditionNames,
  onClose,
  onSaved,
}: EntryFormDialogProps) {
  const form = useSchemaForm(entryFormSchema(today, undefined), initialValues(start, today));
  const { values } = form;
  const editing = start.kind === 'edit' ? start.entry : null;
  // The kind of condition follows the name until the veteran chooses one.
  const [typedName] = useDebouncedValue(values.condition, 400);
  const bases = useJournalBases(values.basis ? '' : typedName);
  const basisKey = values.basis || bases.data?.fits || '';
  const basis = bases.data?.bases.find((candidate) => candidate.key === basisKey);
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const pending = create.isPending || update.isPending;
  const namesHarm = Object.values(values.fields).some(
    (answer) => Array.isArray(answer) && answer.some((option) => HARM.test(option)),
  );
  const [saved, afterSave] = useSavedWithSafety<SavedJournalEntry>();
  const title = saved ? 'Entry Saved' : editing ? 'Edit Entry' : 'New Journal Entry';

  const setAnswer = (key: string, answer: FieldAnswer | undefined) => {
    const fields = { ...values.fields };
    if (answer === undefined) delete fields[key];
    else fields[key] = answer;
    form.setValue('fields', fields);
    form.setErrors((current) => ({ ...current, [`fields.${key}`]: undefined }));
  };

  const submitValid = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = entryFormSchema(today, basis).safeParse({ ...values, basis: basisKey });
    if (!result.success) {
      form.showErrors(
        toFieldErrors(result.error).map((error) =>
          error.path === 'basis' ? { ...error, message: CHOOSE_BASIS } : error,
        ),
      );
      return;
    }
    const input = result.data;
    const done = {
      onSuccess: afterSave(() => {
        showSuccessToast('Success', `Entry saved for ${input.condition}.`);
        onSaved(input.condition);
      }),
      // What the veteran typed stays; the server's reasons go under the inputs.
      onError: (error: unknown) =>
        reportRequestFailure(
          error,
          'Error',
          'Failed to save the entry. Please try again.',
          form.showErrors,
        ),
    };
    if (editing) update.mutate({ id: editing.id, input }, done);
    else create.mutate(input, done);
  };

  const basisOptions = [
    { value: '', label: 'Choose', disabled: true },
    ...(bases.data?.bases ?? []).map(({ key, label }) => ({ value: key, label })),
    { value: JOURNAL_OTHER_BASIS, label: 'Another kind of condition' },
  ];

  return (
    <Modal
      opened={opened}
      onClose={saved ? () => onSaved(saved.condition) : onClose}
      title={title}
      centered
      size="lg"
    >
      {saved ? (
        <SavedWithSafety
          confirmation={`Your entry for ${saved.condition} is saved in your journal.`}
          level={saved.safety.level}
          doneLabel="Back to My Journal"
          onDone={() => onSaved(saved.condition)}
        />
      ) : (
        <form
          id={form.id}
          onSubmit={refusingImpossibleDates(DATE_LABELS, form.showErrors, submitValid)}
          noValidate
          aria-label={title}
        >
          <Stack gap="md">
            <Autocomplete
              label="Condition"
              description="As you call it, e.g. Migraines, Left knee, PTSD."
              required
              name="condition"
              autoComplete="off"
              maxLength={200}
              data-autofocus={values.condition ? undefined : true}
              data={[...conditionNames]}
              value={values.condition}
              error={form.errors.condition}
              onChange={(name) => form.setValue('condition', name)}
            />
            <NativeSelect
              label="Kind of condition"
              description={
                !values.basis && basisKey
                  ? 'Chosen for this condition; change it if it does not fit.'
                  : 'Each kind has its own questions about what VA looks for. For any other condition, choose Another kind of condition.'
              }
              required
              name="basis"
              data={basisOptions}
              value={basisKey}
              error={form.errors.basis}
              onChange={(event) => form.setValue('basis', event.currentTarget.value)}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label="First day"
                description="The day it happened or began."
                type="date"
                max={today}
                required
                data-autofocus={values.condition ? true : undefined}
                {...form.field('fromDate')}
              />
              <TextInput
                label="Last day (optional)"
                description="If it lasted more than a day."
                type="date"
                max={today}
                {...form.field('toDate')}
              />
            </SimpleGrid>
            <Textarea
              label="What happened"
              description="In your own words: what you felt, what you did, where you were."
              required
              autosize
              minRows={3}
              maxRows={10}
              maxLength={TEXT_LIMIT}
              {...form.field('whatHappened')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NativeSelect
                label="How bad (optional)"
                data={severityOptions}
                {...form.field('severity')}
              />
              <TextInput
                label="How long it lasted (optional)"
                placeholder="e.g. 6 hours, 2 days"
                maxLength={TEXT_LIMIT}
                {...form.field('duration')}
              />
            </SimpleGrid>
            {basis && (
              <Fieldset legend="What VA looks for (optional)" variant="filled">
                <BasisFields
                  fields={basis.fields}
                  values={values.fields}
                  errors={form.errors}
                  onChange={setAnswer}
                />
                {namesHarm && (
                  <Alert color="red" variant="light" mt="md" role="note">
                    <CrisisLineNote />
                  </Alert>
                )}
              </Fieldset>
            )}
            <Textarea
              label="What it stopped you doing (optional)"
              placeholder="e.g. driving my kids home, finishing my shift"
              autosize
              minRows={2}
              maxRows={6}
              maxLength={TEXT_LIMIT}
              {...form.field('stoppedDoing')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label="Time lost from work (optional)"
                placeholder="e.g. 1 day, left 3 hours early"
                maxLength={TEXT_LIMIT}
                {...form.field('workLost')}
              />
              <TextInput
                label="Treatment (optional)"
                placeholder="e.g. sumatriptan, rest, urgent care"
                maxLength={TEXT_LIMIT}
                {...form.field('treatment')}
              />
            </SimpleGrid>
            <TextInput
              label="Who saw it (optional)"
              placeholder="e.g. my wife Ana, my supervisor"
              description="Someone who saw it can write a witness statement later."
              maxLength={TEXT_LIMIT}
              {...form.field('whoSawIt')}
            />
            <FormDialogActions
              onCancel={onClose}
              pending={pending}
              label={editing ? 'Save Changes' : 'Save Entry'}
              pendingLabel="Saving..."
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
