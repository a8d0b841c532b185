import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/** What the button acts on, for a screen reader ("Edit claim for Tinnitus"), and its action. */
type RecordActionProps = { label: string; onClick: () => void };

/** The small Edit button on a record's card. */
export function EditButton({ label, onClick }: RecordActionProps) {
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconPencil size={16} aria-hidden />}
      onClick={onClick}
      aria-label={label}
    >
      Edit
    </Button>
  );
}

/** The small Delete button on a record's card; the page asks before anything is deleted. */
export function DeleteButton({ label, onClick }: RecordActionProps) {
  return (
    <Button
      variant="outline"
      color="red.9"
      size="xs"
      leftSection={<IconTrash size={16} aria-hidden />}
      onClick={onClick}
      aria-label={label}
    >
      Delete
    </Button>
  );
}
