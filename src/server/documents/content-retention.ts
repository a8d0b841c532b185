import { ENHANCED_RETENTION_HOURS, type Profile } from '../../contracts/profile';
/** Maximum privacy keeps them no time at all: they go as the analysis is stored. */
export const DISCARD_ONCE_ANALYSED = 0;

/**
 * How many hours an upload's text and file are kept under the veteran's privacy level. The
 * operator's own limit (DOCUMENT_RETENTION_HOURS) is never exceeded, whatever the level.
 */
export function contentRetentionHours(
  level: Profile['privacyLevel'],
  operatorHours: number,
): number {
  switch (level) {
    case 'basic':
      return operatorHours;
    case 'enhanced':
      return Math.min(ENHANCED_RETENTION_HOURS, operatorHours);
    case 'maximum':
      return DISCARD_ONCE_ANALYSED;
  }
}
