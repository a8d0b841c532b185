import { Fieldset, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { AddButton, RemoveButton, type BackPayEditor } from './back-pay-rows';
import { HouseholdFields, labelWith } from './household-fields';

/** Who depended on the veteran from the effective date, and each change after it. */
export function DependentsFieldset({ editor }: { editor: BackPayEditor }) {
  return (
    <Fieldset legend="Dependents" radius="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          From Profile &amp; Settings; changes here are for this estimate only.
        </Text>
        <HouseholdFields
          value={editor.values.household}
          onChange={(household) => editor.update({ household })}
          errorOf={(field) => editor.errorAt(`households.0.household.${field}`)}
        />
        {editor.values.householdChanges.map((change, index) => {
          const suffix = ` (change ${index + 1})`;
          const replace = (changes: Partial<typeof change>) =>
            editor.changeRow('householdChanges', change.key, changes);
          return (
            <Paper key={change.key} withBorder radius="md" p="sm">
              <Stack gap="sm">
                <Group justify="space-between" gap="sm">
                  <Text fw={600}>Change {index + 1}</Text>
                  <RemoveButton
                    label={`Remove dependents change ${index + 1}`}
                    onClick={() => editor.removeRow('householdChanges', change.key)}
                  />
                </Group>
                <TextInput
                  type="date"
                  label={labelWith('Dependents changed on', suffix)}
                  description="A marriage, a birth, a child starting school."
                  value={change.from}
                  error={editor.errorAt(`households.${index + 1}.from`)}
                  onChange={(event) => replace({ from: event.currentTarget.value })}
                />
                <HouseholdFields
                  value={change.household}
                  labelSuffix={suffix}
                  onChange={(household) => replace({ household })}
                  errorOf={(field) => editor.errorAt(`households.${index + 1}.household.${field}`)}
                />
              </Stack>
            </Paper>
          );
        })}
        <AddButton
          onClick={() =>
            editor.update({
              householdChanges: [
                ...editor.values.householdChanges,
                {
                  key: editor.newKey(),
                  from: '',
                  household:
                    editor.values.householdChanges.at(-1)?.household ?? editor.values.household,
                },
              ],
            })
          }
        >
          Add a change in dependents
        </AddButton>
      </Stack>
    </Fieldset>
  );
}
