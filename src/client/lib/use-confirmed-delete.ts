import { useDisclosure } from '@mantine/hooks';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { showFailureToast, showSuccessToast } from './toast';

type Messages = { success: string; failure: string };

/**
 * Delete-with-confirmation for a list of records: which one is asked about, the dialog's
 * state, and the toasts after the server answers. The dialog closes either way.
 */
export function useConfirmedDelete<T extends { id: string }>(
  remove: UseMutationResult<unknown, Error, string>,
  messages: Messages,
) {
  const [target, setTarget] = useState<T | null>(null);
  const [opened, dialog] = useDisclosure(false);

  const ask = (record: T) => {
    setTarget(record);
    dialog.open();
  };

  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => showSuccessToast('Success', messages.success),
      onError: () => showFailureToast('Error', messages.failure),
      onSettled: dialog.close,
    });
  };

  return { target, opened, ask, confirm, cancel: dialog.close, pending: remove.isPending };
}
