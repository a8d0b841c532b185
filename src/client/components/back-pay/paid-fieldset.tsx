import { Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { AddButton, RemoveButton, type BackPayEditor } from './back-pay-rows';
import { labelWith } from './household-fields';

/** What VA already paid for months of the period, to subtract. */
export function PaidFieldset({ editor }: { editor: BackPayEditor }) {
  return (
    <Fieldset legend="Already paid by VA (optional)" radius="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Payments VA already made for months of this period are subtracted.
        </Text>
        {editor.values.paid.map((paid, index) => {
          const replace = (changes: Partial<typeof paid>) =>
            editor.changeRow('paid', paid.key, changes);
          return (
            <Group key={paid.key} align="flex-end" gap="sm" wrap="nowrap">
              <TextInput
                type="month"
                label={labelWith('Month paid for', ` (payment ${index + 1})`)}
                placeholder="YYYY-MM"
                value={paid.month}
                error={editor.errorAt(`alreadyPaid.${index}.month`)}
                style={{ flex: 1 }}
                onChange={(event) => replace({ month: event.currentTarget.value })}
              />
              <TextInput
                label={labelWith('Amount paid', ` (payment ${index + 1})`)}
                inputMode="decimal"
                leftSection="$"
                value={paid.dollars}
                error={editor.errorAt(`alreadyPaid.${index}.cents`)}
                style={{ flex: 1 }}
                onChange={(event) => replace({ dollars: event.currentTarget.value })}
              />
              <RemoveButton
                label={`Remove payment ${index + 1}`}
                onClick={() => editor.removeRow('paid', paid.key)}
              />
            </Group>
          );
        })}
        <AddButton
          onClick={() =>
            editor.update({
              paid: [...editor.values.paid, { key: editor.newKey(), month: '', dollars: '' }],
            })
          }
        >
          Add a payment VA made
        </AddButton>
      </Stack>
    </Fieldset>
  );
}
