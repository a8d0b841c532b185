import { Modal } from '@mantine/core';
import { Suspense } from 'react';
import { CenteredLoader } from '../../../components/centered-loader';
import { lazyExport } from '../../../lib/lazy-export';
import type { DocumentPickerProps } from './document-picker';

// The picker (its tabs, upload and consent) loads the first time it is opened, or on a hint
// just before, so the chat screen does not download it up front (DESIGN §8 client budget).
export const loadDocumentPicker = () => import('./document-picker');
const DocumentPicker = lazyExport(loadDocumentPicker, 'DocumentPicker');

type DocumentPickerDialogProps = DocumentPickerProps & { opened: boolean };

/** Spec §2 "Attach Documents to Chat": choose kept documents or upload new ones. */
export function DocumentPickerDialog({ opened, onClose, ...rest }: DocumentPickerDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Attach Documents to Chat" centered size="lg">
      {/* Mounted only while open: the list loads then, and each opening starts fresh. */}
      {opened && (
        <Suspense fallback={<CenteredLoader label="Loading your documents" />}>
          <DocumentPicker onClose={onClose} {...rest} />
        </Suspense>
      )}
    </Modal>
  );
}
