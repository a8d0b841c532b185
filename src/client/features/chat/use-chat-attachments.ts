import { useState } from 'react';
import type { z } from 'zod';
import type { attachedDisabilitySchema, attachedDocumentSchema } from '../../../contracts/chat';

export type AttachedDocument = z.infer<typeof attachedDocumentSchema>;
export type AttachedDisability = z.infer<typeof attachedDisabilitySchema>;

const withoutId = <T extends { id: string }>(list: T[], id: string) =>
  list.filter((item) => item.id !== id);

/** What goes with the next message: documents and rated disabilities, each once. */
export function useChatAttachments() {
  const [documents, setDocuments] = useState<AttachedDocument[]>([]);
  const [disabilities, setDisabilities] = useState<AttachedDisability[]>([]);

  const attachDocuments = (added: readonly AttachedDocument[]) =>
    setDocuments((current) => [
      ...current,
      ...added.filter((document) => !current.some((known) => known.id === document.id)),
    ]);

  const attachDisability = (added: AttachedDisability) =>
    setDisabilities((current) =>
      current.some((known) => known.id === added.id) ? current : [...current, added],
    );

  return {
    documents,
    disabilities,
    attachDocuments,
    attachDisability,
    removeDocument: (id: string) => setDocuments((current) => withoutId(current, id)),
    removeDisability: (id: string) => setDisabilities((current) => withoutId(current, id)),
    clear: () => {
      setDocuments([]);
      setDisabilities([]);
    },
  };
}

export type ChatAttachments = ReturnType<typeof useChatAttachments>;
