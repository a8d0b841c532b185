import type { EvidenceItem } from '../../contracts/case';

/**
 * An evidence item that is not a document's quote: VA's rating, a statement, the journal, the
 * saved service history. Nothing in it is for the veteran to confirm, and it carries only its own
 * reference (a statement's, a disability's or a journal's).
 */
export const recordItem = (
  fields: Pick<EvidenceItem, 'id' | 'kind' | 'label'> &
    Partial<Pick<EvidenceItem, 'statementId' | 'disabilityId' | 'journalCondition'>>,
): EvidenceItem => ({
  state: 'confirmed',
  documentId: null,
  documentName: null,
  page: null,
  quote: null,
  statementId: null,
  disabilityId: null,
  journalCondition: null,
  ...fields,
});
