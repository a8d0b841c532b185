import { MAX_DOCUMENT_NAME_LENGTH, type DocumentDto } from '../../../../contracts/documents';
import { RenameDialog } from '../../../components/rename-dialog';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { useRenameDocument } from '../api/rename-document';
import { serverReason } from '../server-reason';

type RenameDocumentDialogProps = { document: DocumentDto; onClose: () => void };

/** Spec §5 rename: an empty name says so; on failure the dialog keeps what was typed. */
export function RenameDocumentDialog({ document, onClose }: RenameDocumentDialogProps) {
  const rename = useRenameDocument();
  return (
    <RenameDialog
      title="Rename Document"
      label="Document name"
      current={document.originalName}
      maxLength={MAX_DOCUMENT_NAME_LENGTH}
      saving={rename.isPending}
      onEmpty={() => showFailureToast('Invalid Name', 'Document name cannot be empty.')}
      onSave={(originalName) =>
        rename.mutate(
          { id: document.id, originalName },
          {
            onSuccess: () => {
              showSuccessToast('Success', 'Document renamed successfully.');
              onClose();
            },
            onError: (error) =>
              showFailureToast(
                'Rename Failed',
                serverReason(error) ?? 'Failed to rename document. Please try again.',
              ),
          },
        )
      }
      onClose={onClose}
    />
  );
}
