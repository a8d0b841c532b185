import {
  Autocomplete,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Radio,
  Stack,
  Text,
  type ComboboxItem,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { bodySystemLabels, type ConditionSummary } from '../../../../contracts/conditions';
import { createDisabilitySchema } from '../../../../contracts/disabilities';
import { serverFieldErrors } from '../../../lib/api-error';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateDisability } from '../api/create-disability';
import { useConditionSearch } from '../api/search-conditions';

type Side = 'left' | 'right';

type DisabilityFormValues = {
  name: string;
  /** A number, or '' while the input is empty (spec §5: empty means unset). */
  currentPercentage: number | string;
  /** Kept from a chosen suggestion; typing after choosing clears it. */
  diagnosticCode: string | null;
  side: Side | null;
};

const emptyForm: DisabilityFormValues = {
  name: '',
  currentPercentage: '',
  diagnosticCode: null,
  side: null,
};

// Long enough to skip the in-between keystrokes, short enough to feel immediate.
const SEARCH_DELAY_MS = 250;

type AddDisabilityDialogProps = { opened: boolean; onClose: () => void };

export function AddDisabilityDialog({ opened, onClose }: AddDisabilityDialogProps) {
  const form = useSchemaForm(createDisabilitySchema, emptyForm);
  const create = useCreateDisability();
  const [chosen, setChosen] = useState<ConditionSummary | null>(null);
  // The suggestion just picked, until the input reports the name it filled in.
  const picked = useRef<ConditionSummary | null>(null);

  const [search] = useDebouncedValue(form.values.name.trim(), SEARCH_DELAY_MS);
  const suggestions = useConditionSearch(search);
  const conditions = search.length >= 2 ? (suggestions.data ?? []) : [];
  const byCode = new Map(conditions.map((condition) => [condition.diagnosticCode, condition]));
  const options: ComboboxItem[] = conditions.map((condition) => ({
    value: condition.diagnosticCode,
    label: condition.conditionName,
  }));

  const close = () => {
    form.reset();
    setChosen(null);
    onClose();
  };

  const changeName = (name: string) => {
    const choice = picked.current;
    picked.current = null;
    const keep = choice && choice.conditionName === name ? choice : null;
    setChosen(keep);
    form.setValue('name', name);
    form.setValue('diagnosticCode', keep?.diagnosticCode ?? null);
    // A side only means something for an arm or a leg.
    if (keep && !keep.canBeBilateral) form.setValue('side', null);
  };

  const submit = form.onSubmit((disability) =>
    create.mutate(disability, {
      onSuccess: () => {
        showSuccessToast('Success', 'Disability added successfully.');
        close();
      },
      onError: (error) => {
        showFailureToast('Error', 'Failed to add disability. Please try again.');
        const fieldErrors = serverFieldErrors(error);
        if (fieldErrors.length > 0) form.showErrors(fieldErrors);
      },
    }),
  );

  const sideOffered = !chosen || chosen.canBeBilateral;

  return (
    <Modal opened={opened} onClose={close} title="Add Current Disability" centered size="lg">
      <form id={form.id} onSubmit={submit} noValidate aria-label="Add current disability">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Enter the name and current VA rating percentage of a disability VA has rated.
          </Text>
          <Autocomplete
            label="Disability Name"
            placeholder="e.g. PTSD, Tinnitus, Lower Back Condition"
            description={
              chosen
                ? `Matched to VA diagnostic code ${chosen.diagnosticCode} (${bodySystemName(chosen.bodySystem)}).`
                : 'Start typing to choose from VA’s list of conditions, or write it in your own words.'
            }
            required
            data-autofocus
            name="name"
            autoComplete="off"
            value={form.values.name}
            error={form.errors.name}
            onChange={changeName}
            onOptionSubmit={(code) => {
              picked.current = byCode.get(code) ?? null;
            }}
            data={options}
            // The server already matched names, abbreviations and codes ("ptsd", "5237").
            filter={({ options: matches }) => matches}
            renderOption={({ option }) => {
              const condition = byCode.get(option.value);
              if (!condition) return option.value;
              return (
                <div>
                  <Text size="sm">{condition.conditionName}</Text>
                  <Text size="xs" c="dimmed">
                    Code {condition.diagnosticCode} · {bodySystemName(condition.bodySystem)}
                  </Text>
                </div>
              );
            }}
            rightSection={suggestions.isFetching ? <Loader size={16} aria-hidden /> : null}
            maxDropdownHeight={280}
          />
          <NumberInput
            label="Current Rating Percentage"
            description="0 to 100, in steps of 10, as on your VA decision letter."
            required
            name="currentPercentage"
            min={0}
            max={100}
            step={10}
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            value={form.values.currentPercentage}
            error={form.errors.currentPercentage}
            onChange={(value) => form.setValue('currentPercentage', value)}
          />
          {sideOffered && (
            <Radio.Group
              label="Side (optional)"
              description="Only for a condition of an arm or a leg. When both sides are rated, VA combines them first and adds 10%: the bilateral factor of 38 CFR 4.26."
              name="side"
              value={form.values.side ?? 'none'}
              error={form.errors.side}
              onChange={(value) =>
                form.setValue('side', value === 'left' || value === 'right' ? value : null)
              }
            >
              <Group gap="lg" mt={6}>
                <Radio value="none" label="None" />
                <Radio value="left" label="Left" />
                <Radio value="right" label="Right" />
              </Group>
            </Radio.Group>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button type="button" variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Adding...' : 'Add Disability'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const bodySystemName = (bodySystem: string) =>
  bodySystem in bodySystemLabels
    ? bodySystemLabels[bodySystem as keyof typeof bodySystemLabels]
    : bodySystem;
