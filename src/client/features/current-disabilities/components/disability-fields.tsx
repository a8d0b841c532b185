import {
  Anchor,
  Autocomplete,
  Group,
  Loader,
  NumberInput,
  Radio,
  Text,
  type ComboboxItem,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { bodySystemLabels, type ConditionSummary } from '../../../../contracts/conditions';
import {
  MAX_DISABILITY_NAME_LENGTH,
  spineSegmentLabels,
  type Disability,
} from '../../../../contracts/disabilities';
import { sideNamedIn } from '../../../../domain/conditions/condition-query';
import { spineSegmentOf, type SpineSegment } from '../../../../domain/conditions/spine-segments';
import type { useSchemaForm } from '../../../lib/use-schema-form';
import { useCondition } from '../api/get-condition';
import { useConditionSearch } from '../api/search-conditions';

type Side = 'left' | 'right';

export type DisabilityFormValues = {
  name: string;
  /** A number, or what the input holds while it is not one ('' when empty: spec §5 "unset"). */
  currentPercentage: number | string;
  /** From a chosen suggestion, or the saved one when editing. */
  diagnosticCode: string | null;
  side: Side | null;
  /** Asked only for a spine code whose name does not say; null otherwise. */
  spineSegment: SpineSegment | null;
};

export const emptyDisabilityForm: DisabilityFormValues = {
  name: '',
  currentPercentage: '',
  diagnosticCode: null,
  side: null,
  spineSegment: null,
};

/** The form values of a saved disability, for editing it. */
export const disabilityFormValues = (disability: Disability): DisabilityFormValues => ({
  name: disability.name,
  currentPercentage: disability.currentPercentage,
  diagnosticCode: disability.diagnosticCode,
  side: disability.side,
  spineSegment: disability.spineSegment,
});

type DisabilityForm = Pick<
  ReturnType<typeof useSchemaForm<DisabilityFormValues, z.ZodType>>,
  'values' | 'errors' | 'setValue'
>;

// Long enough to skip the in-between keystrokes, short enough to feel immediate.
const SEARCH_DELAY_MS = 250;

/**
 * Name (with VA condition suggestions), rating, side and part of the spine: the fields of the
 * add and edit dialogs, shown under the same rules in both. What the veteran types is shown as
 * typed and checked by the shared contract, never clamped or cut to something else.
 */
export function DisabilityFields({
  form,
  matchedCode = null,
}: {
  form: DisabilityForm;
  /** The code a saved name without one is rated under ("DDD"), while that name is kept. */
  matchedCode?: string | null;
}) {
  // The suggestion chosen in this dialog; the modal unmounts the fields when it closes.
  const [chosen, setChosen] = useState<ConditionSummary | null>(null);
  // The suggestion just picked, until the input reports the name it filled in.
  const picked = useRef<ConditionSummary | null>(null);
  // Suggestions answer what the veteran types here, not the saved name an edit opens with.
  const [typed, setTyped] = useState(false);

  const [search] = useDebouncedValue(typed ? form.values.name : '', SEARCH_DELAY_MS);
  const suggestions = useConditionSearch(search);
  const conditions = search.trim().length >= 2 ? (suggestions.data ?? []) : [];
  const byCode = new Map(conditions.map((condition) => [condition.diagnosticCode, condition]));
  const options: ComboboxItem[] = conditions.map((condition) => ({
    value: condition.diagnosticCode,
    label: condition.conditionName,
  }));

  const changeName = (name: string) => {
    const choice = picked.current;
    picked.current = null;
    setTyped(true);
    const keep = choice && choice.conditionName === name ? choice : null;
    // The words typed before a spine suggestion replaced them ("lower back") still say which
    // part of the spine it is; the question shows it chosen, to change if it is wrong.
    const typedSegment = keep?.ratesSpineSegments ? spineSegmentOf(form.values.name) : null;
    form.setValue('name', name);
    if (keep) {
      form.setValue('diagnosticCode', keep.diagnosticCode);
      // A side only means something for an arm or a leg.
      if (!keep.canBeBilateral) form.setValue('side', null);
      if (typedSegment) form.setValue('spineSegment', typedSegment);
    } else if (chosen) {
      // Typing after choosing a suggestion means it no longer names that condition.
      form.setValue('diagnosticCode', null);
    }
    setChosen(keep);
    const side = sideNamedIn(name);
    if (side === 'left' || side === 'right') form.setValue('side', side);
  };

  const code = form.values.diagnosticCode;
  const ratedCode = code ?? (typed ? null : matchedCode);
  // The condition the disability is rated under: the suggestion just chosen, or the saved one's.
  const saved = useCondition(chosen ? null : ratedCode);
  const condition = chosen ?? (ratedCode ? saved.data : undefined) ?? null;
  // A side only means something for an arm or a leg; one already saved stays in view.
  const sideOffered = !condition || condition.canBeBilateral || form.values.side !== null;
  const bothSidesNamed = sideOffered && sideNamedIn(form.values.name) === 'both';
  const namedSegment = spineSegmentOf(form.values.name);
  const spineCode = condition?.ratesSpineSegments === true;
  const segmentAsked = spineCode && namedSegment === null;
  // Known not to be asked (the name says, or the code is not a spine code): no choice is kept.
  const segmentSettled = !ratedCode || chosen !== null || saved.isSuccess;
  const clearSegment = !segmentAsked && segmentSettled && form.values.spineSegment !== null;
  useEffect(() => {
    if (clearSegment) form.setValue('spineSegment', null);
  }, [clearSegment, form]);

  return (
    <>
      <Autocomplete
        label="Disability Name"
        placeholder="e.g. PTSD, Tinnitus, Lower Back Condition"
        description={
          chosen ? (
            `Matched to VA diagnostic code ${chosen.diagnosticCode} (${bodySystemName(chosen.bodySystem)}).`
          ) : code ? (
            <>
              VA diagnostic code {code}. Choose a suggestion to change it, or{' '}
              <Anchor
                component="button"
                type="button"
                fz="inherit"
                onClick={() => form.setValue('diagnosticCode', null)}
              >
                remove the code
              </Anchor>
              .
            </>
          ) : (
            'Start typing to choose from VA’s list of conditions, or write it in your own words.'
          )
        }
        required
        data-autofocus
        name="name"
        autoComplete="off"
        maxLength={MAX_DISABILITY_NAME_LENGTH}
        value={form.values.name}
        error={form.errors.name}
        onChange={changeName}
        onOptionSubmit={(optionCode) => {
          picked.current = byCode.get(optionCode) ?? null;
        }}
        data={options}
        // The server already matched names, abbreviations, codes and everyday words.
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
        // Keep what was typed (150, -10, 12.5) so the message can say what is wrong with it.
        clampBehavior="none"
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
          {bothSidesNamed && (
            <Text size="sm" mt="xs" role="note">
              Both sides: add each side as its own disability, one Left and one Right, with the
              rating VA gave each, so the bilateral factor can be applied.
            </Text>
          )}
        </Radio.Group>
      )}
      {segmentAsked && (
        <Radio.Group
          label="Which part of the spine?"
          description="VA rates the neck and the mid or low back on different levels. Choose the one your decision letter rates, so the guidance shows its levels."
          name="spineSegment"
          value={form.values.spineSegment ?? ''}
          error={form.errors.spineSegment}
          onChange={(value) =>
            form.setValue(
              'spineSegment',
              value === 'cervical' || value === 'thoracolumbar' ? value : null,
            )
          }
        >
          <Group gap="lg" mt={6}>
            <Radio value="cervical" label="Neck" />
            <Radio value="thoracolumbar" label="Mid or low back" />
          </Group>
        </Radio.Group>
      )}
      {spineCode && namedSegment && (
        <Text size="sm" role="note">
          Part of the spine: {spineSegmentLabels[namedSegment]}, from the name.
        </Text>
      )}
    </>
  );
}

const bodySystemName = (bodySystem: string) =>
  bodySystem in bodySystemLabels
    ? bodySystemLabels[bodySystem as keyof typeof bodySystemLabels]
    : bodySystem;
