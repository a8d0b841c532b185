import { Button, Group, type MantineSpacing } from '@mantine/core';

type FormDialogActionsProps = {
  onCancel: () => void;
  /** The submit button's words, and its words while the form is being sent. */
  label: string;
  pendingLabel: string;
  pending: boolean;
  /** Sending is refused for another reason as well, such as an empty name. */
  disabled?: boolean;
  mt?: MantineSpacing;
};

/** The foot of a dialog's form: Cancel, then the button that sends it, disabled while sending. */
export function FormDialogActions({
  onCancel,
  label,
  pendingLabel,
  pending,
  disabled = false,
  mt,
}: FormDialogActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button type="button" variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending || disabled}>
        {pending ? pendingLabel : label}
      </Button>
    </Group>
  );
}
