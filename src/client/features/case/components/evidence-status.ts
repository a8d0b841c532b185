import type { EvidenceStatus } from '../../../../contracts/case';
import type { BadgeTone } from '../../../lib/badge-tones';

/** Each status in words (never colour alone) and the badge tone that goes with them. */
export const evidenceStatusView: Record<EvidenceStatus, { text: string; tone: BadgeTone }> = {
  'in-record': { text: 'In your records', tone: 'green' },
  recollection: { text: 'Your recollection', tone: 'blue' },
  witness: { text: 'Witness statement', tone: 'blue' },
  // Not proof yet: VA needs the service records, so it is not counted as backed.
  'fits-rule': { text: 'Fits the rule: send proof', tone: 'yellow' },
  'to-get': { text: 'Still to get', tone: 'orange' },
  'not-needed': { text: 'Not needed', tone: 'grey' },
};
