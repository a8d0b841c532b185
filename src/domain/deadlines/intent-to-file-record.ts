/**
 * An intent to file the veteran recorded on its own, before or beside their claims: its year
 * (38 CFR 3.155(b), moved off weekends and holidays) and the claims on My Claims it protects.
 */
import type { HolidayLookup } from './filing-deadline';
import { intentToFileDeadline, type IntentToFileContent } from './intent-to-file-deadline';

export interface ClaimSubmitted {
  id: string;
  disabilityName: string;
  submittedDate: string;
}

export type IntentToFileState = 'used' | 'open' | 'lapsed';

/** A claim on My Claims is one for compensation, so only such an intent to file protects it. */
export function intentToFileRecord<T extends ClaimSubmitted>(
  { receivedDate, benefit }: { receivedDate: string; benefit: string },
  claims: readonly T[],
  today: string,
  holidayOn: HolidayLookup,
  content: IntentToFileContent,
) {
  const { deadline, daysLeft, status, movedFrom, movedBecause } = intentToFileDeadline(
    receivedDate,
    null,
    today,
    holidayOn,
    content,
  );
  // ISO dates compare correctly as strings.
  const protects = (benefit === 'compensation' ? claims : [])
    .filter((claim) => claim.submittedDate >= receivedDate && claim.submittedDate <= deadline)
    .map(({ id, disabilityName, submittedDate }) => ({ id, disabilityName, submittedDate }));
  const state: IntentToFileState = protects.length > 0 ? 'used' : daysLeft >= 0 ? 'open' : 'lapsed';
  return { end: { deadline, daysLeft, status, movedFrom, movedBecause }, protects, state };
}
