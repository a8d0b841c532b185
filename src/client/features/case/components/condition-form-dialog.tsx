import { Modal, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  caseBases,
  caseBasisLabels,
  caseReviewLaneLabel,
  caseReviewLanes,
  caseConditionInputSchema,
  type CaseCondition,
  type CaseConditionInput,
  type CaseSuggestion,
} from '../../../../contracts/case';
import { reportRequestFailure } from '../../../lib/report-request-failure';
import { showSuccessToast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAddCondition } from '../../../lib/api/add-condition';
import { useUpdateCondition } from '../api/update-condition';
import { presumptiveRules } from './presumptive-rules';
import { withoutEmptyFields } from './without-empty-fields';
import { FormDialogActions } from '../../../components/form-dialog-actions';

const MAX_EXPLANATION = 4000;
const conditionFormSchema = withoutEmptyFields(caseConditionInputSchema, [
  'side',
  'reviewLane',
  'decisionDate',
  'disabilityId',
  'originDocumentId',
]);

const basisOptions = caseBases.map((basis) => ({ value: basis, label: caseBasisLabels[basis] }));
const presumptiveRuleOptions = [
  { value: '', label: 'Choose a rule' },
  ...presumptiveRules.map((rule) => ({ value: rule.id, label: rule.title })),
];
const sideOptions = [
  { value: '', label: 'Not a paired limb or organ' },
  { value: 'left', label: 'Left' },
  { value: 'right', label: 'Right' },
  { value: 'both', label: 'Both sides' },
];
const reviewLaneOptions = [
  { value: '', label: 'No: a new claim (VA Form 21-526EZ)' },
  ...caseReviewLanes.map((lane) => ({ value: lane, label: caseReviewLaneLabel(lane) })),
];

type ConditionFormValues = {
  name: string;
  basis: string;
  secondaryTo: string;
  presumptiveRule: string;
  side: string;
  approximateStart: string;
  explanation: string;
  reviewLane: string;
  decisionDate: string;
  disabilityId: string;
  origin: string;
  originDocumentId: string;
};

/** Drops what a field the form hid still holds, so only what the veteran sees is saved. */
const shownFieldsOf = (input: CaseConditionInput): CaseConditionInput => ({
  ...input,
  secondaryTo: input.basis === 'secondary' ? input.secondaryTo : null,
  presumptiveRule: input.basis === 'presumptive' ? input.presumptiveRule : null,
  decisionDate: input.reviewLane ? input.decisionDate : null,
});

/** What the dialog starts with: the condition being edited, a suggestion, or nothing. */
export type ConditionFormStart =
  | { kind: 'new' }
  | { kind: 'suggestion'; suggestion: CaseSuggestion }
  | { kind: 'edit'; condition: CaseCondition };

function startingValues(start: ConditionFormStart): ConditionFormValues {
  const from =
    start.kind === 'edit' ? start.condition : start.kind === 'suggestion' ? start.suggestion : null;
  const condition = start.kind === 'edit' ? start.condition : null;
  return {
    name: from?.name ?? '',
    basis: from?.basis ?? 'direct',
    secondaryTo: from?.secondaryTo ?? '',
    presumptiveRule: condition?.presumptiveRule ?? '',
    side: condition?.side ?? '',
    approximateStart: condition?.approximateStart ?? '',
    explanation: condition?.explanation ?? '',
    reviewLane: condition?.reviewLane ?? '',
    decisionDate: from?.decisionDate ?? '',
    disabilityId: from?.disabilityId ?? '',
    origin: from?.origin ?? 'manual',
    originDocumentId: from?.originDocumentId ?? '',
  };
}

type ConditionFormDialogProps = {
  opened: boolean;
  start: ConditionFormStart;
  onClose: () => void;
};

/** Adds a condition to the case, or changes one; the parent mounts a fresh dialog per opening. */
export function ConditionFormDialog({ opened, start, onClose }: ConditionFormDialogProps) {
  const form = useSchemaForm(conditionFormSchema, startingValues(start));
  const add = useAddCondition();
  const update = useUpdateCondition();
  const pending = add.isPending || update.isPending;
  const editing = start.kind === 'edit' ? start.condition : null;
  const { basis, reviewLane, explanation } = form.values;

  const close = () => {
    form.reset();
    onClose();
  };

  const failed = (message: string) => (error: unknown) =>
    reportRequestFailure(error, 'Error', message, form.showErrors);

  const submit = form.onSubmit((values) => {
    const input = shownFieldsOf(values);
    if (editing) {
      update.mutate(
        { id: editing.id, changes: input },
        {
          onSuccess: () => {
            showSuccessToast('Success', 'Condition updated.');
            onClose();
          },
          onError: failed('Failed to update the condition. Please try again.'),
        },
      );
    } else {
      add.mutate(input, {
        onSuccess: () => {
          showSuccessToast('Success', `${input.name} is in your case.`);
          close();
        },
        onError: failed('Failed to add the condition. Please try again.'),
      });
    }
  });

  const title = editing ? 'Edit Condition' : 'Add Condition';
  const idleLabel = editing ? 'Save Changes' : 'Add Condition';
  return (
    <Modal opened={opened} onClose={close} title={title} centered size="lg">
      <form id={form.id} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <TextInput
            label="Condition"
            placeholder="e.g. Sleep apnea, Tinnitus, Left knee strain"
            required
            data-autofocus
            maxLength={200}
            {...form.field('name')}
          />
          <NativeSelect
            label="How it is tied to service"
            data={basisOptions}
            required
            {...form.field('basis')}
          />
          {basis === 'secondary' && (
            <TextInput
              label="Secondary to"
              description="The service-connected condition that caused or worsened it."
              required
              maxLength={200}
              {...form.field('secondaryTo')}
            />
          )}
          {basis === 'presumptive' && (
            <NativeSelect
              label="Presumptive rule"
              description="The rule under which VA presumes the link to service."
              data={presumptiveRuleOptions}
              required
              {...form.field('presumptiveRule')}
            />
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NativeSelect label="Side (optional)" data={sideOptions} {...form.field('side')} />
            <TextInput
              label="When it began (optional)"
              description='As you would put it on the claim: "2009", "March 2010".'
              maxLength={40}
              {...form.field('approximateStart')}
            />
          </SimpleGrid>
          <Textarea
            label="How it relates to your service (optional)"
            description={`${explanation.length} of ${MAX_EXPLANATION} characters`}
            rows={3}
            resize="vertical"
            maxLength={MAX_EXPLANATION}
            {...form.field('explanation')}
          />
          <NativeSelect
            label="Is this a review of a decision?"
            description="A condition VA already decided goes to a decision review instead of a new claim."
            data={reviewLaneOptions}
            {...form.field('reviewLane')}
          />
          {reviewLane && (
            <TextInput
              type="date"
              label="Decision date"
              description="The date on VA's decision letter."
              required
              {...form.field('decisionDate')}
            />
          )}
          <FormDialogActions
            onCancel={close}
            pending={pending}
            label={idleLabel}
            pendingLabel={editing ? 'Saving...' : 'Adding...'}
          />
        </Stack>
      </form>
    </Modal>
  );
}
