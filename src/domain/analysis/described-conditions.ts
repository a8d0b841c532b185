/**
 * The conditions a document is about without diagnosing them: the knee a fellow soldier saw
 * injured, the migraines a supervisor sees at work, the tinnitus an opinion is asked about, the
 * conditions a VA letter asks evidence for. A witness or a letter cannot diagnose, so each is
 * recorded as described, never as a diagnosis.
 */
import type {
  ClinicalCueContent,
  ConditionFinding,
  DocumentType,
  SentenceRoleContent,
} from './analysis-types';
import type { ConditionMention } from './condition-matching';
import { phraseRegExp, quoteMatch, type DocumentScan } from './document-scan';
import { canBeEvidence } from './sentence-roles';

/** Documents that speak of conditions without being the record that diagnoses them. */
const DESCRIBING_TYPES: readonly DocumentType[] = [
  'lay-statement',
  'personal-statement',
  'medical-opinion',
  'other',
];

/** How far back a body part's lead word is looked for ("the veteran's " is the longest). */
const LEAD_WINDOW = 24;

export type PageMention = ConditionMention & { page: number };

const anyMatches = (patterns: readonly string[], text: string) =>
  patterns.some((pattern) => {
    const regExp = phraseRegExp(pattern);
    regExp.lastIndex = 0;
    return regExp.test(text);
  });

/** "Back stateside he jumped…" names no condition; "her back condition" does. */
function namesCondition(scan: DocumentScan, mention: PageMention, cues: ClinicalCueContent) {
  const text = scan.pages.find((page) => page.page === mention.page)?.text ?? '';
  const name = text.slice(mention.start, mention.end);
  if (!anyMatches(cues.bodyPartNames, name)) return true;
  const before = text.slice(Math.max(mention.start - LEAD_WINDOW, 0), mention.start);
  return anyMatches(cues.bodyPartLeads, before);
}

/**
 * Each listed condition the document names, once, at its first mention that is not law or a
 * citation, unless the document already diagnoses or rules it out.
 */
export function describedConditions(
  type: DocumentType,
  scan: DocumentScan,
  mentions: readonly PageMention[],
  found: readonly ConditionFinding[],
  cues: ClinicalCueContent,
  roles: SentenceRoleContent,
): ConditionFinding[] {
  if (!DESCRIBING_TYPES.includes(type)) return [];
  const codes = new Set(found.flatMap((finding) => finding.diagnosticCode ?? []));
  const described: ConditionFinding[] = [];
  for (const mention of mentions) {
    const { diagnosticCode, conditionName } = mention.condition;
    if (codes.has(diagnosticCode) || !namesCondition(scan, mention, cues)) continue;
    const quote = quoteMatch(scan, mention);
    if (!canBeEvidence(quote, roles)) continue;
    codes.add(diagnosticCode);
    const page = scan.pages.find((candidate) => candidate.page === mention.page)?.text ?? '';
    const name = page.slice(mention.start, mention.end).replace(/\s+/g, ' ');
    described.push({ name, diagnosticCode, conditionName, status: 'described', quote });
  }
  return described;
}
