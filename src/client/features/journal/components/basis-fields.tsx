import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Textarea,
  type MantineSpacing,
} from '@mantine/core';
import type { JournalField } from '../../../../contracts/journal';
import type { FormErrors } from '../../../lib/form-errors';
import type { FieldAnswer } from '../entry-form';

type ClearAnswerProps = {
  field: JournalField;
  answered: boolean;
  onChange: BasisFieldsProps['onChange'];
};

/**
 * A radio answer cannot be unpicked by clicking it again; every question may be skipped. The
 * button goes once the answer is cleared, so focus moves to the question's first choice.
 */
function ClearAnswer({ field, answered, onChange }: ClearAnswerProps) {
  if (!answered) return null;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      w="fit-content"
      aria-label={`Clear answer to ${field.label}`}
      onClick={(event) => {
        const group = event.currentTarget.closest('[role="radiogroup"]');
        onChange(field.key, undefined);
        group?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      }}
    >
      Clear answer
    </Button>
  );
}

type BasisFieldsProps = {
  fields: readonly JournalField[];
  values: Record<string, FieldAnswer>;
  errors: FormErrors;
  onChange: (key: string, value: FieldAnswer | undefined) => void;
};

const gap: MantineSpacing = 'md';

/** The questions a condition's rating basis asks, each drawn by its type; all may be skipped. */
export function BasisFields({ fields, values, errors, onChange }: BasisFieldsProps) {
  return (
    <Stack gap={gap}>
      {fields.map((field) => {
        // The server names a field's problem by this path.
        const name = `fields.${field.key}`;
        const value = values[field.key];
        const error = errors[name];
        switch (field.type) {
          case 'boolean':
            return (
              <Radio.Group
                key={field.key}
                name={name}
                label={field.label}
                error={error}
                value={value === true ? 'yes' : value === false ? 'no' : null}
                onChange={(answer) => onChange(field.key, answer === 'yes')}
              >
                <Group gap="lg" mt={6}>
                  <Radio value="yes" label="Yes" />
                  <Radio value="no" label="No" />
                  <ClearAnswer field={field} answered={value !== undefined} onChange={onChange} />
                </Group>
              </Radio.Group>
            );
          case 'number':
            return (
              <NumberInput
                key={field.key}
                name={name}
                label={field.label}
                error={error}
                min={0}
                allowNegative={false}
                inputMode="decimal"
                maw={220}
                value={typeof value === 'number' ? value : ''}
                onChange={(answer) =>
                  onChange(field.key, typeof answer === 'number' ? answer : undefined)
                }
              />
            );
          case 'text':
            return (
              <Textarea
                key={field.key}
                name={name}
                label={field.label}
                error={error}
                autosize
                minRows={2}
                maxRows={6}
                maxLength={2000}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => onChange(field.key, event.currentTarget.value)}
              />
            );
          case 'choice':
            return (
              <Radio.Group
                key={field.key}
                name={name}
                label={field.label}
                error={error}
                value={typeof value === 'string' ? value : null}
                onChange={(answer) => onChange(field.key, answer)}
              >
                <Stack gap={6} mt={6}>
                  {field.options.map((option) => (
                    <Radio key={option} value={option} label={option} />
                  ))}
                  <ClearAnswer field={field} answered={value !== undefined} onChange={onChange} />
                </Stack>
              </Radio.Group>
            );
          case 'multi-choice':
            return (
              <Checkbox.Group
                key={field.key}
                label={field.label}
                description="Choose all that apply."
                error={error}
                value={Array.isArray(value) ? value : []}
                onChange={(answer) => onChange(field.key, answer)}
              >
                <SimpleGrid cols={{ base: 1, sm: field.options.length > 6 ? 2 : 1 }} mt={6}>
                  {field.options.map((option) => (
                    <Checkbox key={option} name={name} value={option} label={option} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            );
        }
      })}
    </Stack>
  );
}
