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
 * Kept in Wingman: the symptom journal, whose words reach VA only in a statement the veteran saves
 * from it, and the saved service history, which is no proof: the service records are.
 */
const KEPT_IN_WINGMAN: ReadonlySet<EvidenceItem['kind']> = new Set([
  'symptom-journal',
  'service-history',
]);

/** What the index cites: confirmed items, but nothing kept in Wingman. */
const inThePacket = (item: EvidenceItem) =>
  item.state === 'confirmed' && !KEPT_IN_WINGMAN.has(item.kind);

export function planEvidenceBook({
  conditions,
  statements,
  veteranName,
  vaFileNumber = null,
  preparedOn,
  documentTitles = new Map(),
}: {
  conditions: CaseCondition[];
  statements: CaseStatement[];
  veteranName: string | null;
  /** Printed with the name on every page, as VA asks of evidence sent in. */
  vaFileNumber?: string | null;
  preparedOn: string;
  /** What each document is ("VA sleep study, 14 Feb 2024"); else its file name. */
  documentTitles?: ReadonlyMap<string, string>;
}): EvidenceBookPlan {
  const exhibits = new Map<string, { number: number; title: string }>();
  const statementFiles = statementEntryNames(statements);
  const statementsById = new Map(statements.map((statement) => [statement.id, statement]));

  const entryFor = (item: EvidenceItem): EvidenceEntry => {
    if (item.kind === 'document' && item.documentId) {
      let exhibit = exhibits.get(item.documentId);
      if (!exhibit) {
        exhibit = {
          number: exhibits.size + 1,
          title: documentTitles.get(item.documentId) ?? item.documentName ?? item.label,
        };
        exhibits.set(item.documentId, exhibit);
      }
      return { exhibit: exhibit.number, what: exhibit.title, page: item.page, quote: item.quote };
    }
    const statement = item.statementId ? statementsById.get(item.statementId) : undefined;
    return statement
      ? statementEntry(statement)
      : { exhibit: null, what: item.label, page: null, quote: null };
  };
  const statementEntry = (statement: CaseStatement): EvidenceEntry => {
    const file = statementFiles.get(statement.id);
    const what =
      statement.kind === 'personal'
        ? `The veteran's statement (VA Form 21-4138), in ${file}`
        : `Statement of ${statement.witnessName ?? 'a witness'} (VA Form 21-10210), in ${file}`;
    return { exhibit: null, what, page: null, quote: null };
  };

  /**
   * Every statement in the packet under its condition and element: those the evidence map cites,
   * and those saved for the element (or the condition as a whole) that it does not.
   */
  const entriesOf = (condition: CaseCondition, element: CaseCondition['elements'][number]) => {
    const cited = element.items.filter(inThePacket);
    const citedStatements = new Set(cited.map((item) => item.statementId).filter(Boolean));
    const saved = statements.filter(
      (statement) =>
        statement.conditionId === condition.id &&
        statement.elementKey === element.key &&
        !citedStatements.has(statement.id),
    );
    return [...cited.map(entryFor), ...saved.map(statementEntry)];
  };

  // Statements saved for the condition without an element, or for an element it does not have.
  const conditionWideStatements = (condition: CaseCondition) => {
    const keys = new Set(condition.elements.map((element) => element.key));
    const loose = statements.filter(
      (statement) =>
        statement.conditionId === condition.id &&
        (statement.elementKey === null || !keys.has(statement.elementKey)) &&
        !condition.elements.some((element) =>
          element.items.some((item) => inThePacket(item) && item.statementId === statement.id),
        ),
    );
    return loose.length === 0
      ? []
      : [
          {
            label: 'Statements about this condition',
            statusLabel: 'In the packet',
            entries: loose.map(statementEntry),
          },
        ];
  };

  const book = {
    veteranName,
    identification:
      [veteranName, vaFileNumber && `VA file number ${vaFileNumber}`].filter(Boolean).join(' · ') ||
      null,
    preparedOn,
    conditions: conditions.map((condition) => ({
      name: condition.name,
      basisLabel:
        condition.basis === 'secondary' && condition.secondaryTo
          ? `Secondary to ${condition.secondaryTo}`
          : caseBasisLabels[condition.basis],
      ready: condition.ready,
      elements: [
        ...condition.elements.map((element) => ({
          label: element.label,
          statusLabel: evidenceStatusLabels[element.status],
          // An element the basis does not need says why, in place of evidence.
          // A statement saved for it is in the packet all the same, so it is listed too.
          entries:
            element.status === 'not-needed' && element.notNeededWhy
              ? [
                  { exhibit: null, what: element.notNeededWhy, page: null, quote: null },
                  ...statements
                    .filter(
                      (statement) =>
                        statement.conditionId === condition.id &&
                        statement.elementKey === element.key,
                    )
                    .map(statementEntry),
                ]
              : entriesOf(condition, element),
        })),
        ...conditionWideStatements(condition),
      ],
    })),
  };
  return {
    book,
    exhibitDocuments: [...exhibits].map(([documentId, { title }]) => ({ documentId, title })),
  };
}
