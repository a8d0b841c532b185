/**
 * evidence.pdf's plan: the index by condition and element, from what the veteran confirmed,
 * and the documents to follow it as exhibits, numbered in the order the index first cites them.
 * Proposed and rejected items are left out: nothing counts until the veteran confirms it.
 */
import {
  caseBasisLabels,
  evidenceStatusLabels,
  type CaseCondition,
  type CaseStatement,
  type EvidenceItem,
} from '../../../contracts/case';
import type { EvidenceBook, EvidenceEntry } from '../../packet/packet-types';
import { statementEntryNames } from './packet-forms';

export interface EvidenceBookPlan {
  /** The book without its exhibits' bytes and text, which the caller reads from storage. */
  book: Omit<EvidenceBook, 'exhibits'>;
  /** The documents to include, in exhibit order (exhibit 1 first). */
  exhibitDocuments: { documentId: string; title: string }[];
}

/**
 * What the index cites: confirmed items, but not the symptom journal, which stays in Wingman;
 * its words reach VA only in a statement the veteran saves from it.
 */
const inThePacket = (item: EvidenceItem) =>
  item.state === 'confirmed' && item.kind !== 'symptom-journal';

export function planEvidenceBook({
  conditions,
  statements,
  veteranName,
  preparedOn,
}: {
  conditions: CaseCondition[];
  statements: CaseStatement[];
  veteranName: string | null;
  preparedOn: string;
}): EvidenceBookPlan {
  const exhibits = new Map<string, { number: number; title: string }>();
  const statementFiles = statementEntryNames(statements);
  const statementsById = new Map(statements.map((statement) => [statement.id, statement]));

  const entryFor = (item: EvidenceItem): EvidenceEntry => {
    if (item.kind === 'document' && item.documentId) {
      let exhibit = exhibits.get(item.documentId);
      if (!exhibit) {
        exhibit = { number: exhibits.size + 1, title: item.documentName ?? item.label };
        exhibits.set(item.documentId, exhibit);
      }
      return { exhibit: exhibit.number, what: exhibit.title, page: item.page, quote: item.quote };
    }
    const statement = item.statementId ? statementsById.get(item.statementId) : undefined;
    const file = item.statementId ? statementFiles.get(item.statementId) : undefined;
    const what = statement
      ? statement.kind === 'personal'
        ? `Your statement, in ${file}`
        : `Statement of ${statement.witnessName ?? 'a witness'}, in ${file}`
      : item.label;
    return { exhibit: null, what, page: null, quote: null };
  };

  const book = {
    veteranName,
    preparedOn,
    conditions: conditions.map((condition) => ({
      name: condition.name,
      basisLabel:
        condition.basis === 'secondary' && condition.secondaryTo
          ? `Secondary to ${condition.secondaryTo}`
          : caseBasisLabels[condition.basis],
      ready: condition.ready,
      elements: condition.elements.map((element) => ({
        label: element.label,
        statusLabel: evidenceStatusLabels[element.status],
        // An element the basis does not need says why, in place of evidence.
        entries:
          element.status === 'not-needed' && element.notNeededWhy
            ? [{ exhibit: null, what: element.notNeededWhy, page: null, quote: null }]
            : element.items.filter(inThePacket).map(entryFor),
      })),
    })),
  };
  return {
    book,
    exhibitDocuments: [...exhibits].map(([documentId, { title }]) => ({ documentId, title })),
  };
}
