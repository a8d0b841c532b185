/**
 * C&P exams and DBQs checked for the adequacy gaps VA's own manual lists (va-facts §11):
 * each check is data (what meets it, what fails it, when it applies); a claimed condition the
 * exam never names is a gap too.
 */
import type { AdequacyGap, ConditionReference, ExamAdequacyContent } from './analysis-types';
import { conditionMentions, matchCondition } from './condition-matching';
import { findAll, matchesAny, quoteMatch, type DocumentScan } from './document-scan';

export function examAdequacyGaps(
  scan: DocumentScan,
  content: ExamAdequacyContent,
  conditions: readonly ConditionReference[],
  claimedConditions: readonly string[] = [],
): AdequacyGap[] {
  const gaps: AdequacyGap[] = [];
  for (const check of content.checks) {
    if (check.appliesWhen && !matchesAny(scan.pages, check.appliesWhen)) continue;
    const [failure] = findAll(scan.pages, check.failedBy);
    if (failure) {
      gaps.push({
        id: check.id,
        label: check.label,
        explanation: check.explanation,
        quote: quoteMatch(scan, failure, 'sentence'),
      });
    } else if (!matchesAny(scan.pages, check.metBy)) {
      gaps.push({ id: check.id, label: check.label, explanation: check.explanation });
    }
  }
  const text = scan.pages.map((page) => page.text).join('\n');
  const mentioned = conditionMentions(text, conditions).map((m) => m.condition.diagnosticCode);
  for (const claimed of claimedConditions) {
    const condition = matchCondition(claimed, conditions);
    const addressed = condition
      ? mentioned.includes(condition.diagnosticCode)
      : text.toLowerCase().includes(claimed.toLowerCase());
    if (!addressed) {
      gaps.push({
        id: 'claimed-condition-not-addressed',
        label: `Claimed condition not addressed: ${claimed}`,
        explanation: `The exam does not mention ${claimed}, which was claimed. An exam that leaves a claimed condition out is inadequate; ask VA for an exam or opinion on it.`,
      });
    }
  }
  return gaps;
}
