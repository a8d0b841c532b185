import { Checkbox, NativeSelect, SimpleGrid, Stack, VisuallyHidden } from '@mantine/core';
import { MAX_CHILDREN, MAX_DEPENDENT_PARENTS } from '../../../contracts/profile';
import type { Household } from '../../../domain/ratings/household-compensation';

const counts = (max: number) => Array.from({ length: max + 1 }, (_, count) => String(count));

type HouseholdFieldsProps = {
  value: Household;
  onChange: (household: Household) => void;
  /** The message for a field of this household, if the server had one. */
  errorOf: (field: keyof Household) => string | undefined;
  /** Tells apart, for screen readers, the labels of several households in one form. */
  labelSuffix?: string;
};

/** A label as shown, with the words that tell it apart read out but not shown. */
export const labelWith = (text: string, suffix: string) => (
  <>
    {text}
    {suffix && <VisuallyHidden>{suffix}</VisuallyHidden>}
  </>
);

/** Who depends on the veteran, as VA's rates tables count them. */
export function HouseholdFields({
  value,
  onChange,
  errorOf,
  labelSuffix = '',
}: HouseholdFieldsProps) {
  const set = (changes: Partial<Household>) => onChange({ ...value, ...changes });
  const count = (
    field: 'childrenUnder18' | 'childrenInSchool' | 'dependentParents',
    label: string,
  ) => (
    <NativeSelect
      label={labelWith(label, labelSuffix)}
      data={counts(field === 'dependentParents' ? MAX_DEPENDENT_PARENTS : MAX_CHILDREN)}
      value={String(value[field])}
      error={errorOf(field)}
      onChange={(event) => set({ [field]: Number(event.currentTarget.value) })}
    />
  );
  return (
    <Stack gap="sm">
      <Checkbox
        label={labelWith('Spouse', labelSuffix)}
        checked={value.spouse}
        error={errorOf('spouse')}
        onChange={(event) =>
          set({
            spouse: event.currentTarget.checked,
            spouseAidAndAttendance: event.currentTarget.checked && value.spouseAidAndAttendance,
          })
        }
      />
      {value.spouse && (
        <Checkbox
          label={labelWith('Spouse needs Aid and Attendance', labelSuffix)}
          checked={value.spouseAidAndAttendance}
          error={errorOf('spouseAidAndAttendance')}
          onChange={(event) => set({ spouseAidAndAttendance: event.currentTarget.checked })}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {count('childrenUnder18', 'Children under 18')}
        {count('childrenInSchool', 'Children 18 to 23 in school')}
        {count('dependentParents', 'Dependent parents')}
      </SimpleGrid>
    </Stack>
  );
}
