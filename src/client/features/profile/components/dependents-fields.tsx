import { Checkbox, NativeSelect, NumberInput, SimpleGrid, Text } from '@mantine/core';
import {
  MAX_CHILDREN,
  MAX_DEPENDENT_PARENTS,
  type Profile,
  type profileSchema,
} from '../../../../contracts/profile';
import type { useSchemaForm } from '../../../lib/use-schema-form';
import { ProfileSection } from './profile-section';

type DependentsFieldsProps = {
  /** The profile form these fields belong to. */
  form: ReturnType<typeof useSchemaForm<Profile, typeof profileSchema>>;
  locked: boolean;
};

const NOT_GIVEN = 'Not given';

const marriedOptions = [
  { value: '', label: NOT_GIVEN },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const parentOptions = [
  { value: '', label: NOT_GIVEN },
  ...Array.from({ length: MAX_DEPENDENT_PARENTS + 1 }, (_, count) => ({
    value: String(count),
    label: String(count),
  })),
];

/** An empty count is "not given" (null); anything typed is kept for the schema to check. */
const countFrom = (value: number | string): number | null =>
  value === '' ? null : typeof value === 'number' ? value : Number(value);

/**
 * Dependents as VA counts them for compensation. All optional: what is given changes the
 * monthly amounts on Current Disabilities and in the chat; what is left empty counts as none.
 */
export function DependentsFields({ form, locked }: DependentsFieldsProps) {
  const { values, errors, setValue } = form;
  const married = values.married === null ? '' : values.married ? 'yes' : 'no';
  const countProps = (name: 'childrenUnder18' | 'childrenInSchool') => ({
    name,
    min: 0,
    max: MAX_CHILDREN,
    step: 1,
    allowDecimal: false,
    allowNegative: false,
    // Keep what was typed (25) so the message can say what is wrong with it.
    clampBehavior: 'none' as const,
    inputMode: 'numeric' as const,
    placeholder: NOT_GIVEN,
    disabled: locked,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value: number | string) => setValue(name, countFrom(value)),
  });

  return (
    <ProfileSection title="Dependents">
      <Text size="sm">
        VA adds amounts for dependents from 30%. Wingman uses what you give here for the monthly
        amounts on Current Disabilities and in the chat. Every field is optional; an empty one
        counts as none.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label="Married"
          description="A spouse VA recognizes as your dependent."
          name="married"
          data={marriedOptions}
          value={married}
          error={errors.married}
          disabled={locked}
          onChange={(event) => {
            const choice = event.currentTarget.value;
            setValue('married', choice === '' ? null : choice === 'yes');
            // Aid and Attendance is for a spouse; without one it cannot apply.
            if (choice !== 'yes') setValue('spouseAidAndAttendance', false);
          }}
        />
        <Checkbox
          label="My spouse needs Aid and Attendance"
          description="VA adds an amount when your spouse needs another person's help with daily life."
          name="spouseAidAndAttendance"
          checked={values.spouseAidAndAttendance}
          error={errors.spouseAidAndAttendance}
          disabled={locked || values.married !== true}
          onChange={(event) => setValue('spouseAidAndAttendance', event.currentTarget.checked)}
          mt={{ base: 0, sm: 'xl' }}
        />
        <NumberInput
          label="Children under 18"
          description={`0 to ${MAX_CHILDREN}. Include a child over 18 who became unable to self-support before 18.`}
          {...countProps('childrenUnder18')}
        />
        <NumberInput
          label="Children 18 to 23 in school"
          description={`0 to ${MAX_CHILDREN}, in a school program VA approves.`}
          {...countProps('childrenInSchool')}
        />
        <NativeSelect
          label="Dependent parents"
          description="Parents who depend on you financially, up to 2."
          name="dependentParents"
          data={parentOptions}
          value={values.dependentParents === null ? '' : String(values.dependentParents)}
          error={errors.dependentParents}
          disabled={locked}
          onChange={(event) => {
            const choice = event.currentTarget.value;
            setValue('dependentParents', choice === '' ? null : Number(choice));
          }}
        />
      </SimpleGrid>
    </ProfileSection>
  );
}
