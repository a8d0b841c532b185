import { Fieldset, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { AddButton, PERCENTS, RemoveButton, type BackPayEditor } from './back-pay-rows';
import { labelWith } from './household-fields';

/** The combined rating from the effective date, and the staged changes after it. */
export function RatingFieldset({ editor, hint }: { editor: BackPayEditor; hint: string }) {
  return (
    <Fieldset legend="Combined rating" radius="md">
      <Stack gap="sm">
        <NativeSelect
          label="Combined rating from the effective date"
          description={hint}
          data={PERCENTS}
          maw={320}
          value={editor.values.percent}
          error={editor.errorAt('ratings.0.percent')}
          onChange={(event) => editor.update({ percent: event.currentTarget.value })}
        />
        {editor.values.ratingChanges.map((change, index) => (
          <Group key={change.key} align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              type="date"
              label={labelWith('Changed on', ` (change ${index + 1})`)}
              value={change.from}
              error={editor.errorAt(`ratings.${index + 1}.from`)}
              style={{ flex: 1 }}
              onChange={(event) =>
                editor.changeRow('ratingChanges', change.key, { from: event.currentTarget.value })
              }
            />
            <NativeSelect
              label={labelWith('New rating', ` (change ${index + 1})`)}
              data={PERCENTS}
              value={change.percent}
              error={editor.errorAt(`ratings.${index + 1}.percent`)}
              onChange={(event) =>
                editor.changeRow('ratingChanges', change.key, {
                  percent: event.currentTarget.value,
                })
              }
            />
            <RemoveButton
              label={`Remove rating change ${index + 1}`}
              onClick={() => editor.removeRow('ratingChanges', change.key)}
            />
          </Group>
        ))}
        <AddButton
          onClick={() =>
            editor.update({
              ratingChanges: [
                ...editor.values.ratingChanges,
                { key: editor.newKey(), from: '', percent: editor.values.percent },
              ],
            })
          }
        >
          Add a rating change (a staged rating)
        </AddButton>
      </Stack>
    </Fieldset>
  );
}
