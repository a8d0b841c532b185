import {
  INTENT_TO_FILE_IN_FUTURE,
  intentToFileBenefitLabels,
  type IntentToFileInput,
} from '../../../contracts/intent-to-file';
import type { HolidayLookup } from '../../../domain/deadlines/filing-deadline';
import { intentToFileRecords } from '../../../domain/deadlines/intent-to-file-record';
import type { ReviewLanesContent } from '../../../domain/deadlines/review-lanes';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import { calendarDateIn, latestDateOnEarth } from '../../calendar-today';
import { calendarFileName, claimCalendar } from './claim-calendar';
import { createClaimsRepository } from './claims.repository';
import { createIntentsToFileRepository, type IntentToFileRow } from './intents-to-file.repository';
import type { SafetyCheck } from '../../../domain/safety/safety-types';
import { safetyNoticeOf } from '../../safety/safety-notice';

type IntentsToFileDeps = {
  db: Database;
  now: () => Date;
  holidayOn: HolidayLookup;
  lanes: ReviewLanesContent;
  /** Reads the notes the veteran writes, so a save can offer the Crisis Line. */
  safety: SafetyCheck;
};

const intentNotFound = () => notFound('Intent to file not found.');
const YEAR_ENDED =
  'The year after this intent to file has ended, so there is nothing to add to a calendar.';

function refuseFutureDate(input: IntentToFileInput, now: Date) {
  if (input.receivedDate > latestDateOnEarth(now)) {
    throw new HttpError(400, INTENT_TO_FILE_IN_FUTURE, [
      { path: 'receivedDate', message: INTENT_TO_FILE_IN_FUTURE },
    ]);
  }
}

/** The veteran's recorded intents to file, each with its year's end and the claims it protects. */
export function createIntentsToFileService({
  db,
  now,
  holidayOn,
  lanes,
  safety,
}: IntentsToFileDeps) {
  /** All the veteran's intents to file with their status: which claims each one protects. */
  async function listWithStatus(userId: string, timeZone: string) {
    const [records, claims] = await Promise.all([
      createIntentsToFileRepository(db, userId).list(),
      createClaimsRepository(db, userId).list(),
    ]);
    const today = calendarDateIn(now(), timeZone);
    return intentToFileRecords(records, claims, today, holidayOn, lanes.intentToFile);
  }

  /** One record's status, weighed among all the veteran's intents to file. */
  const withStatusOne = async (userId: string, record: IntentToFileRow, timeZone: string) =>
    (await listWithStatus(userId, timeZone)).find((listed) => listed.id === record.id)!;

  /** A saved record as the save answers it: its status, and the safety level of its notes. */
  const asSaved = async (userId: string, record: IntentToFileRow, timeZone: string) => ({
    ...(await withStatusOne(userId, record, timeZone)),
    safety: safetyNoticeOf(safety, [record.notes]),
  });

  return {
    list: (userId: string, timeZone = 'UTC') => listWithStatus(userId, timeZone),

    create: async (userId: string, input: IntentToFileInput, timeZone = 'UTC') => {
      refuseFutureDate(input, now());
      const record = await createIntentsToFileRepository(db, userId).create(input);
      return asSaved(userId, record, timeZone);
    },

    update: async (userId: string, id: string, input: IntentToFileInput, timeZone = 'UTC') => {
      refuseFutureDate(input, now());
      const record = await createIntentsToFileRepository(db, userId).update(id, input);
      if (!record) throw intentNotFound();
      return asSaved(userId, record, timeZone);
    },

    /** An intent to file for compensation whose year runs and that no claim has used yet. */
    compensationYearRunning: async (userId: string) =>
      (await listWithStatus(userId, 'UTC')).some(
        (record) => record.benefit === 'compensation' && record.state === 'open',
      ),

    remove: async (userId: string, id: string) => {
      if (!(await createIntentsToFileRepository(db, userId).remove(id))) throw intentNotFound();
    },

    /** The year's last day as an .ics file, while the year still runs and no claim used it. */
    calendar: async (userId: string, id: string, timeZone = 'UTC') => {
      const record = await createIntentsToFileRepository(db, userId).find(id);
      if (!record) throw intentNotFound();
      const { end, state } = await withStatusOne(userId, record, timeZone);
      if (state !== 'open') throw notFound(YEAR_ENDED);
      const name = `${intentToFileBenefitLabels[record.benefit]} (intent to file of ${record.receivedDate})`;
      return {
        fileName: calendarFileName(`intent-to-file-${record.receivedDate}`),
        text: claimCalendar(
          { id: record.id, disabilityName: name },
          [
            {
              kind: 'intent-to-file',
              lastDay: 'Last day to submit the claim after an intent to file',
              ...lanes.intentToFile.claimForms[record.benefit],
              deadline: end.deadline,
              daysLeft: end.daysLeft,
            },
          ],
          now(),
        ),
      };
    },
  };
}

export type IntentsToFileService = ReturnType<typeof createIntentsToFileService>;
