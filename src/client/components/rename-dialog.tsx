import { Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormDialogActions } from './form-dialog-actions';

type RenameDialogProps = {
  /** The dialog's title, e.g. "Rename Document". */
  title: string;
  /** The field's label, e.g. "Document name". */
  label: string;
  current: string;
  maxLength: number;
  saving: boolean;
  /** Called with the trimmed new name; the caller saves it and closes on success. */
  onSave: (name: string) => void;
  /** Called when Save is pressed with nothing but spaces (the button is disabled otherwise). */
  onEmpty?: () => void;
  onClose: () => void;
};

/**
 * Spec §5 rename rules, for anything a veteran names: trimmed, never empty, an unchanged name
 * just closes, Save disabled while empty or saving. What was typed stays if saving fails.
 */
export function RenameDialog({
  title,
  label,
  current,
  maxLength,
  saving,
  onSave,
  onEmpty,
  onClose,
}: RenameDialogProps) {
  const [name, setName] = useState(current);
  const trimmed = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '') onEmpty?.();
    else if (trimmed === current) onClose();
    else onSave(trimmed);
  };

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <TextInput
            label={label}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={maxLength}
            data-autofocus
          />
          <FormDialogActions
            onCancel={onClose}
            pending={saving}
            label="Save"
            pendingLabel="Saving..."
            disabled={trimmed === ''}
          />
        </Stack>
      </form>
    </Modal>
  );
}
