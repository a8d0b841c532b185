import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  witnessRequestInputSchema,
  type CreatedWitnessRequest,
} from '../../../../contracts/witness';
import { serverFieldErrors } from '../../../lib/api-error';
import { showFailureToast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateWitnessRequest } from '../api/create-witness-request';

const requiredFields = [
  {
    name: 'conditionName',
    label: 'Condition',
    description: "Use its name in My Case, so the statement joins that condition's evidence.",
    maxLength: 200,
  },
  {
    name: 'witnessName',
    label: "Witness's name",
    description: 'The person you are asking, e.g. Maria Alvarez.',
    maxLength: 100,
  },
  {
    name: 'relationship',
    label: 'How they know you',
    description: 'For example: spouse, served with me in Iraq, my supervisor.',
    maxLength: 100,
  },
] as const;

export type InviteStart = { conditionName: string; relationship: string };

type WitnessInviteFormProps = {
  start: InviteStart;
  displayName: string;
  onCreated: (created: CreatedWitnessRequest) => void;
  onCancel: () => void;
};

/** Who to ask, about which condition, and an optional note the witness will read. */
export function WitnessInviteForm({
  start,
  displayName,
  onCreated,
  onCancel,
}: WitnessInviteFormProps) {
  const form = useSchemaForm(witnessRequestInputSchema, {
    conditionName: start.conditionName,
    witnessName: '',
    relationship: start.relationship,
    whatTheySaw: '',
  });
  const create = useCreateWitnessRequest();
  const submit = form.onSubmit((input) =>
    create.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => {
        const problems = serverFieldErrors(error);
        if (problems.length > 0) form.showErrors(problems);
        else showFailureToast('Error', 'The link could not be made just now. Please try again.');
      },
    }),
  );

  return (
    <form id={form.id} onSubmit={submit} noValidate>
      <Stack gap="md">
        {requiredFields.map(({ name, label, description, maxLength }) => (
          <TextInput
            key={name}
            label={label}
            description={description}
            required
            maxLength={maxLength}
            {...form.field(name)}
          />
        ))}
        <Textarea
          label="A note for the witness (optional)"
          description="The witness will read this on their page, word for word. Say what you hope they can describe, e.g. how you were after you came home. Leave it empty to let them tell it their own way."
          autosize
          minRows={3}
          maxLength={2000}
          {...form.field('whatTheySaw')}
        />
        <Text size="sm" c="dimmed">
          The witness will see your display name ({displayName}), the condition&apos;s name, their
          name and relationship as you wrote them, and your note. Nothing else of your case.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Making the link...' : 'Make the link'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
