import { Group, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  MAX_STATEMENT_LENGTH,
  statementInputSchema,
  type CaseElement,
} from '../../../../contracts/case';
import { reportRequestFailure } from '../../../lib/report-request-failure';
import { showSuccessToast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import type { SavedStatement } from '../../../../contracts/case';
import { useAddStatement } from '../../../lib/api/add-statement';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { SavedWithSafety } from '../../../components/saved-with-safety';
import { useSavedWithSafety } from '../../../lib/use-saved-with-safety';

type StatementDialogProps = {
  opened: boolean;
  conditionId: string;
  conditionName: string;
  element: CaseElement;
  onClose: () => void;
};

/**
 * A statement for one element: the veteran's own recollection (VA Form 21-4138) or what a
 * witness saw (VA Form 21-10210). The parent mounts a fresh dialog per opening.
 */
export function StatementDialog({
  opened,
  conditionId,
  conditionName,
  element,
  onClose,
}: StatementDialogProps) {
  const form = useSchemaForm(statementInputSchema, {
    kind: 'personal',
    conditionId,
    elementKey: element.key,
    text: '',
    witnessName: '',
    witnessRelationship: '',
  });
  const add = useAddStatement();
  const witness = form.values.kind === 'witness';
  const [saved, afterSave] = useSavedWithSafety<SavedStatement>();

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((input) =>
    add.mutate(
      { ...input, ...(witness ? {} : { witnessName: null, witnessRelationship: null }) },
      {
        onSuccess: afterSave(() => {
          showSuccessToast('Success', 'Statement added to your case.');
          close();
        }),
        onError: (error) =>
          reportRequestFailure(
            error,
            'Error',
            'Failed to add the statement. Please try again.',
            form.showErrors,
          ),
      },
    ),
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={saved ? 'Statement Added' : 'Add a Statement'}
      centered
      size="lg"
    >
      {saved ? (
        <SavedWithSafety
          confirmation={`Your statement is added to ${conditionName} in My Case.`}
          level={saved.safety.level}
          doneLabel="Back to My Case"
          onDone={close}
        />
      ) : (
        <form id={form.id} onSubmit={submit} noValidate aria-label="Add a statement">
          <Stack gap="md">
            <Text size="sm">
              <strong>{conditionName}</strong>: {element.label}. {element.need}
            </Text>
            <Radio.Group
              label="Whose statement is it?"
              value={form.values.kind}
              onChange={(kind) => form.setValue('kind', kind)}
            >
              <Stack gap={6} mt={6}>
                <Radio value="personal" label="Mine: what I remember (VA Form 21-4138)" />
                <Radio
                  value="witness"
                  label="A witness: what someone else saw (VA Form 21-10210)"
                />
              </Stack>
            </Radio.Group>
            {witness && (
              <Group grow align="flex-start" wrap="wrap">
                <TextInput
                  label="Witness name"
                  required
                  maxLength={100}
                  {...form.field('witnessName')}
                />
                <TextInput
                  label="Relationship to you (optional)"
                  placeholder="e.g. spouse, fellow service member"
                  maxLength={100}
                  {...form.field('witnessRelationship')}
                />
              </Group>
            )}
            <Textarea
              label="Statement"
              description={`${form.values.text.length} of ${MAX_STATEMENT_LENGTH} characters. Say what happened, when and where, in your own words.`}
              required
              data-autofocus
              autosize
              minRows={5}
              maxRows={14}
              maxLength={MAX_STATEMENT_LENGTH}
              {...form.field('text')}
            />
            <FormDialogActions
              onCancel={close}
              pending={add.isPending}
              label="Add Statement"
              pendingLabel="Adding..."
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
