import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { useConfirmedDelete } from '../../../lib/use-confirmed-delete';

type DeleteConfirmDialogProps = {
  removal: Pick<ReturnType<typeof useConfirmedDelete>, 'opened' | 'pending' | 'confirm' | 'cancel'>;
  title: string;
  children: ReactNode;
};

/** Asks before deleting one record of the case, for a removal from useConfirmedDelete. */
export function DeleteConfirmDialog({ removal, title, children }: DeleteConfirmDialogProps) {
  return (
    <ConfirmDialog
      opened={removal.opened}
      title={title}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={removal.pending}
      onConfirm={removal.confirm}
      onCancel={removal.cancel}
    >
      {children}
    </ConfirmDialog>
  );
}
