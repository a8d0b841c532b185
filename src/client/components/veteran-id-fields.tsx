import { SimpleGrid, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';

type IdFieldName = 'ssn' | 'vaFileNumber' | 'dateOfBirth';

type VeteranIdFieldsProps = {
  /** The form's props for each input (useSchemaForm's `field`). */
  field: (name: IdFieldName) => {
    name: string;
    value: string;
    error?: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
};

/**
 * The numbers VA files a form under: typed for one download, sent once and kept nowhere
 * (the claim packet, a witness's VA Form 21-10210).
 */
export function VeteranIdFields({ field }: VeteranIdFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        label="Social Security number"
        placeholder="123-45-6789"
        autoComplete="off"
        inputMode="numeric"
        data-autofocus
        {...field('ssn')}
      />
      <TextInput
        label="VA file number"
        description="Only if it differs from your SSN."
        autoComplete="off"
        {...field('vaFileNumber')}
      />
      <TextInput type="date" label="Date of birth" {...field('dateOfBirth')} />
    </SimpleGrid>
  );
}
