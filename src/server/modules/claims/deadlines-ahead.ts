/**
 * Every deadline still ahead of a veteran, across their claims and recorded intents to file: what
 * reminders are sent about and what the chat warns of. One deadline has one key, however many
 * records name it, so a veteran hears of it once.
 */
import { claimDeadlines } from '../../../domain/deadlines/claim-deadlines';
import type { HolidayLookup } from '../../../domain/deadlines/filing-deadline';
import { intentToFileRecords } from '../../../domain/deadlines/intent-to-file-record';
import { openDeadlines } from '../../../domain/deadlines/open-deadlines';
import type { ReviewLanesContent } from '../../../domain/deadlines/review-lanes';
import type { Database } from '../../db/client';
import { createClaimsRepository } from './claims.repository';
import { createIntentsToFileRepository } from './intents-to-file.repository';

export interface DeadlineAhead {
  /** Stable for the deadline: its kind, its record and its day. */
  key: string;
  /** "Last day for a Higher-Level Review". */
  lastDay: string;
  /** The day its time counts from: the claim's decision, or VA's receipt of an intent to file. */
  countsFrom: { event: 'decision' | 'intent-to-file'; date: string };
  /** The day the claim it belongs to was filed; null for an intent to file, still awaiting its claim. */
  claimFiled: string | null;
  form: string;
  formTitle: string;
  deadline: string;
  daysLeft: number;
}

type Deps = { db: Database; holidayOn: HolidayLookup; lanes: ReviewLanesContent };

export function createDeadlinesAhead({ db, holidayOn, lanes }: Deps) {
  return async (userId: string, today: string): Promise<DeadlineAhead[]> => {
    const [claims, intents] = await Promise.all([
      createClaimsRepository(db, userId).list(),
      createIntentsToFileRepository(db, userId).list(),
    ]);
    const fromClaims = claims.flatMap((claim) =>
      openDeadlines(claimDeadlines(claim, today, holidayOn, lanes)).map(
        (deadline): DeadlineAhead => ({
          // A claim has an intent-to-file deadline only with that date, and a lane only after a decision.
          ...(deadline.kind === 'intent-to-file'
            ? {
                key: `intent-to-file:compensation:${claim.intentToFileDate}`,
                countsFrom: { event: 'intent-to-file', date: claim.intentToFileDate! },
                claimFiled: null,
              }
            : {
                key: `${deadline.kind}:${claim.id}:${deadline.deadline}`,
                countsFrom: { event: 'decision', date: claim.decisionDate! },
                claimFiled: claim.submittedDate,
              }),
          lastDay: deadline.lastDay,
          form: deadline.form,
          formTitle: deadline.formTitle,
          deadline: deadline.deadline,
          daysLeft: deadline.daysLeft,
        }),
      ),
    );
    const records = intentToFileRecords(intents, claims, today, holidayOn, lanes.intentToFile);
    const fromIntents = records.flatMap((intent) => {
      const { end, state } = intent;
      if (state !== 'open') return [];
      return [
        {
          key: `intent-to-file:${intent.benefit}:${intent.receivedDate}`,
          lastDay: 'Last day to submit the claim after an intent to file',
          countsFrom: { event: 'intent-to-file' as const, date: intent.receivedDate },
          claimFiled: null,
          ...lanes.intentToFile.claimForms[intent.benefit],
          deadline: end.deadline,
          daysLeft: end.daysLeft,
        },
      ];
    });
    const byKey = new Map<string, DeadlineAhead>();
    for (const deadline of [...fromIntents, ...fromClaims]) {
      if (!byKey.has(deadline.key)) byKey.set(deadline.key, deadline);
    }
    return [...byKey.values()].sort((a, b) => a.daysLeft - b.daysLeft);
  };
}

export type DeadlinesAhead = ReturnType<typeof createDeadlinesAhead>;
