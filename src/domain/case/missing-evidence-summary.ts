/**
 * "What am I missing for sleep apnea?": what a claimed condition still needs, in plain words,
 * with the best next step for each gap and the proposals waiting for the veteran's answer.
 */
import { stillToSend, type CaseCondition, type CaseElement } from '../../contracts/case';
import { countOf } from '../wording/count-of';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function gapLine(element: CaseElement): string {
  const [best] = element.nextEvidence;
  const step = best
    ? ` Best next step: ${lowerFirst(best.title)}${best.form ? ` (form ${best.form})` : ''}. ${best.how}`
    : '';
  const fits =
    element.status === 'fits-rule'
      ? ' Your service history fits the rule; VA still needs the records that prove it.'
      : '';
  return `- **${element.label}**: ${element.need}${fits}${step}`;
}

function waitingLine(element: CaseElement): string | null {
  const proposed = element.items.filter((item) => item.state === 'proposed').length;
  if (proposed === 0) return null;
  return `- **${element.label}**: ${countOf(proposed, 'quote')} from your documents ${proposed === 1 ? 'is' : 'are'} waiting for you to confirm or reject.`;
}

export function missingEvidenceSummary(condition: CaseCondition): string {
  const { done, total } = condition.readiness;
  if (condition.ready) {
    return `${condition.name} has what VA needs: ${done} of ${total} covered, each in your records or backed by a statement. Check the quotes once more before you download the packet.`;
  }
  const gaps = condition.elements.filter((element) => stillToSend(element.status));
  const waiting = gaps.map(waitingLine).filter((line): line is string => line !== null);
  return [
    `For ${condition.name}, ${done} of ${total} things VA needs ${done === 1 ? 'is' : 'are'} covered so far. Here is what is still missing, and the best way to get each:`,
    gaps.map(gapLine).join('\n'),
    ...(waiting.length > 0
      ? [
          `Some of it may already be in your documents. Confirm what is right, and it counts:\n${waiting.join('\n')}`,
        ]
      : []),
  ].join('\n\n');
}
