import type { DocumentDto } from '../../../../contracts/documents';
import { api } from '../../../lib/api-client';

/** One document, for the "Ask Wingman" hand-off from the Documents page (spec §4). */
export const getDocument = (id: string) =>
  api.get<DocumentDto>(`/api/documents/${encodeURIComponent(id)}`);
