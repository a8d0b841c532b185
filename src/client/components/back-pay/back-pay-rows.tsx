import { ActionIcon, Button } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { BackPayValues } from './back-pay-values';

/** The lists of the estimate whose rows the veteran adds and removes. */
export type RowList = 'ratingChanges' | 'householdChanges' | 'paid';

/** What a fieldset of the estimate reads and how it changes the form's values. */
export interface BackPayEditor {
  values: BackPayValues;
  /** The message for an input, by the request path it fills. */
  errorAt: (path: string) => string | undefined;
  update: (changes: Partial<BackPayValues>) => void;
  /** Changes one row of a list (a rating change, a dependents change, a payment). */
  changeRow: <List extends RowList>(
    list: List,
    key: number,
    changes: Partial<BackPayValues[List][number]>,
  ) => void;
  removeRow: (list: RowList, key: number) => void;
  /** A key for a new row. */
  newKey: () => number;
}

export const PERCENTS = Array.from({ length: 11 }, (_, step) => ({
  value: String(step * 10),
  label: `${step * 10}%`,
}));

export function AddButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={onClick}
      style={{ alignSelf: 'flex-start' }}
    >
      {children}
    </Button>
  );
}

export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" mb={4} aria-label={label} onClick={onClick}>
      <IconX size={18} aria-hidden />
    </ActionIcon>
  );
}
