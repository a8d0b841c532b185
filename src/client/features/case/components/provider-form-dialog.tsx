import { Checkbox, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  providerInputSchema,
  type CaseCondition,
  type CaseProvider,
} from '../../../../contracts/case';
import { reportRequestFailure } from '../../../lib/report-request-failure';
import { showSuccessToast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAddProvider } from '../api/add-provider';
import { useUpdateProvider } from '../api/update-provider';
import { conditionTitle } from './condition-basis';
import { withoutEmptyFields } from './without-empty-fields';
import { FormDialogActions } from '../../../components/form-dialog-actions';

const providerFormSchema = withoutEmptyFields(providerInputSchema, [
  'treatmentFrom',
  'treatmentTo',
]);

const startingValues = (provider: CaseProvider | null) => ({
  name: provider?.name ?? '',
  street: provider?.street ?? '',
  city: provider?.city ?? '',
  state: provider?.state ?? '',
  postalCode: provider?.postalCode ?? '',
  country: provider?.country ?? '',
  treatmentFrom: provider?.treatmentFrom ?? '',
  treatmentTo: provider?.treatmentTo ?? '',
  conditionIds: provider?.conditionIds ?? [],
});

type ProviderFormDialogProps = {
  opened: boolean;
  /** The provider to edit, or null to add one. */
  provider: CaseProvider | null;
  conditions: readonly CaseCondition[];
  onClose: () => void;
};

/** A private doctor or clinic whose records VA should ask for (VA Form 21-4142). */
export function ProviderFormDialog({
  opened,
  provider,
  conditions,
  onClose,
}: ProviderFormDialogProps) {
  const form = useSchemaForm(providerFormSchema, startingValues(provider));
  const add = useAddProvider();
  const update = useUpdateProvider();
  const pending = add.isPending || update.isPending;

  const close = () => {
    form.reset();
    onClose();
  };

  const failed = (message: string) => (error: unknown) =>
    reportRequestFailure(error, 'Error', message, form.showErrors);

  const submit = form.onSubmit((input) => {
    if (provider) {
      update.mutate(
        { id: provider.id, changes: input },
        {
          onSuccess: () => {
            showSuccessToast('Success', 'Provider updated.');
            onClose();
          },
          onError: failed('Failed to update the provider. Please try again.'),
        },
      );
    } else {
      add.mutate(input, {
        onSuccess: () => {
          showSuccessToast('Success', 'Provider added.');
          close();
        },
        onError: failed('Failed to add the provider. Please try again.'),
      });
    }
  });

  const title = provider ? 'Edit Provider' : 'Add Provider';
  return (
    <Modal opened={opened} onClose={close} title={title} centered size="lg">
      <form id={form.id} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <TextInput
            label="Doctor, clinic or hospital"
            required
            data-autofocus
            maxLength={100}
            {...form.field('name')}
          />
          <TextInput label="Street (optional)" maxLength={100} {...form.field('street')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="City (optional)" maxLength={60} {...form.field('city')} />
            <TextInput label="State (optional)" maxLength={30} {...form.field('state')} />
            <TextInput label="ZIP code (optional)" maxLength={10} {...form.field('postalCode')} />
            <TextInput label="Country (optional)" maxLength={60} {...form.field('country')} />
            <TextInput
              type="date"
              label="Treated from (optional)"
              {...form.field('treatmentFrom')}
            />
            <TextInput type="date" label="Treated to (optional)" {...form.field('treatmentTo')} />
          </SimpleGrid>
          {conditions.length > 0 && (
            <Checkbox.Group
              label="Conditions treated there"
              value={form.values.conditionIds}
              onChange={(ids) => form.setValue('conditionIds', ids)}
            >
              <Stack gap={6} mt={6}>
                {conditions.map((condition) => (
                  <Checkbox
                    key={condition.id}
                    value={condition.id}
                    label={conditionTitle(condition)}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <FormDialogActions
            onCancel={close}
            pending={pending}
            label={provider ? 'Save Changes' : 'Add Provider'}
            pendingLabel="Saving..."
          />
        </Stack>
      </form>
    </Modal>
  );
}
