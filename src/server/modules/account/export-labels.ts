/**
 * The names the export PDF gives to keys the veteran's records store (a journal basis, a DBQ, an
 * element of the evidence map), taken from the same content the screens read.
 */
import type { DbqContent } from '../../../contracts/exams';
import type {
  EvidenceElementsContent,
  PresumptiveRulesContent,
} from '../../../contracts/evidence-rules';
import type { JournalContent } from '../../../contracts/journal';

export type ExportLabels = {
  journalBasis: (basis: string) => string;
  journalField: (basis: string, field: string) => string;
  /** The DBQ an exam uses, by its title. */
  examForm: (dbq: string) => string;
  caseElement: (element: string) => string;
  presumptiveRule: (rule: string) => string;
};

type LabelSources = {
  journal: JournalContent;
  dbqs: readonly Pick<DbqContent, 'key' | 'title'>[];
  evidence: EvidenceElementsContent;
  presumptive: PresumptiveRulesContent;
};

/** A key the content no longer names (it was renamed since) stays readable as itself. */
export function exportLabelsFrom({
  journal,
  dbqs,
  evidence,
  presumptive,
}: LabelSources): ExportLabels {
  const basisOf = (key: string) => journal.bases.find((basis) => basis.key === key);
  return {
    journalBasis: (key) => basisOf(key)?.label ?? key,
    journalField: (basis, field) =>
      basisOf(basis)?.fields.find(({ key }) => key === field)?.label ?? field,
    examForm: (key) => dbqs.find((dbq) => dbq.key === key)?.title ?? key,
    caseElement: (key) => evidence.elements[key]?.label ?? key,
    presumptiveRule: (id) => presumptive.rules.find((rule) => rule.id === id)?.title ?? id,
  };
}
