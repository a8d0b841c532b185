/**
 * An intent to file the veteran recorded on its own, before or beside their claims: its year
 * (38 CFR 3.155(b), moved off weekends and holidays) and the claims on My Claims it protects.
 * An intent to file is used by the first complete claim filed within its year, which may name
 * several conditions; a claim filed later is not protected by it, and a new intent to file can
 * follow (va-facts.md: VA keeps one active intent to file per benefit). Doubt: that rests on
 * secondary sources there; the regulation's own words on it were not found, checked 2026-12-07.
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
  const inYear = (benefit === 'compensation' ? claims : []).filter(
    (claim) => claim.submittedDate >= receivedDate && claim.submittedDate <= deadline,
  );
  const firstFiled = inYear.map((claim) => claim.submittedDate).sort()[0];
  const protects = inYear
    .filter((claim) => claim.submittedDate === firstFiled)
    .map(({ id, disabilityName, submittedDate }) => ({ id, disabilityName, submittedDate }));
  const state: IntentToFileState = protects.length > 0 ? 'used' : daysLeft >= 0 ? 'open' : 'lapsed';
  return { end: { deadline, daysLeft, status, movedFrom, movedBecause }, protects, state };
}

/**
 * Every recorded intent to file, in the order given, each with its year and the claims it
 * protects: taken oldest first, so a claim an earlier intent to file used is not counted again
 * by a later one.
 */
export function intentToFileRecords<
  I extends { receivedDate: string; benefit: string },
  T extends ClaimSubmitted,
>(
  intents: readonly I[],
  claims: readonly T[],
  today: string,
  holidayOn: HolidayLookup,
  content: IntentToFileContent,
) {
  const used = new Set<string>();
  const records = new Map<I, ReturnType<typeof intentToFileRecord>>();
  const oldestFirst = [...intents].sort((a, b) => a.receivedDate.localeCompare(b.receivedDate));
  for (const intent of oldestFirst) {
    const unused = claims.filter((claim) => !used.has(claim.id));
    const record = intentToFileRecord(intent, unused, today, holidayOn, content);
    for (const claim of record.protects) used.add(claim.id);
    records.set(intent, record);
  }
  return intents.map((intent) => ({ ...intent, ...records.get(intent)! }));
}
