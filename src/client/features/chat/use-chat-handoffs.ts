import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { nameWithSide } from '../../../domain/conditions/disability-name';
import { ApiRequestError } from '../../lib/api-client';
import {
  AUTO_ATTACH_DISABILITY_KEY,
  AUTO_ATTACH_DOCUMENT_KEY,
  AUTO_FILL_MESSAGE_KEY,
} from '../../lib/chat-handoff';
import { showFailureToast, showSuccessToast } from '../../lib/toast';
// The disability list is the Current Disabilities screen's read; the chat reuses its cache.
import { disabilitiesQuery } from '../../lib/api/get-disabilities';
import { getDocument } from './api/get-document';
import { clearHint, readHint } from './handoff-hints';
import type { AttachedDisability, AttachedDocument } from './use-chat-attachments';

type Handlers = {
  attachDocument: (document: AttachedDocument) => void;
  attachDisability: (disability: AttachedDisability) => void;
  fillMessage: (text: string) => void;
};

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * Spec §4 hand-offs: Documents "Ask Wingman", Current Disabilities "Ask a Question" and Helpful
 * Prompts leave a hint in browser storage; the chat acts on it once when it opens. A hint
 * that cannot be acted on is cleared; the rest go after a successful send.
 */
export function useChatHandoffs({ attachDocument, attachDisability, fillMessage }: Handlers) {
  const queryClient = useQueryClient();
  // Once per visit: StrictMode runs effects twice, and a toast must not show twice.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;

    const message = readHint(AUTO_FILL_MESSAGE_KEY);
    if (message) fillMessage(message);

    const documentId = readHint(AUTO_ATTACH_DOCUMENT_KEY);
    if (documentId) {
      getDocument(documentId).then(
        (document) => {
          attachDocument(document);
          showSuccessToast(
            'Document Attached',
            `${document.originalName} is attached to your next message.`,
          );
        },
        (error: unknown) => {
          clearHint(AUTO_ATTACH_DOCUMENT_KEY);
          if (isNotFound(error)) {
            showFailureToast('Document Not Found', 'The requested document could not be found.');
          } else {
            showFailureToast('Error', 'Failed to attach document. Please try again.');
          }
        },
      );
    }

    const disabilityId = readHint(AUTO_ATTACH_DISABILITY_KEY);
    if (disabilityId) {
      queryClient.fetchQuery(disabilitiesQuery()).then(
        (list) => {
          const found = list.find((disability) => disability.id === disabilityId);
          if (!found) {
            clearHint(AUTO_ATTACH_DISABILITY_KEY);
            showFailureToast(
              'Disability Not Found',
              'The requested disability could not be found.',
            );
            return;
          }
          attachDisability({
            id: found.id,
            name: found.name,
            currentPercentage: found.currentPercentage,
            side: found.side,
          });
          showSuccessToast(
            'Disability Attached',
            `${nameWithSide(found)} is attached to your next message.`,
          );
        },
        () => {
          clearHint(AUTO_ATTACH_DISABILITY_KEY);
          showFailureToast('Error', 'Failed to attach disability. Please try again.');
        },
      );
    }
  }, [queryClient, attachDocument, attachDisability, fillMessage]);
}
