import type { z } from 'zod';
import {
  DECISION_BEFORE_SUBMISSION,
  futureDateErrors,
  type createClaimSchema,
  type updateClaimSchema,
} from '../../../contracts/claims';
import type { FieldError } from '../../../contracts/errors';
import { claimDeadlines, type ClaimDates } from '../../../domain/deadlines/claim-deadlines';
import type { HolidayLookup } from '../../../domain/deadlines/filing-deadline';
import { openDeadlines } from '../../../domain/deadlines/open-deadlines';
import type { ReviewLanesContent } from '../../../domain/deadlines/review-lanes';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import { calendarDateIn, latestDateOnEarth } from '../../calendar-today';
import { calendarFileName, claimCalendar } from './claim-calendar';
import { createClaimsRepository } from './claims.repository';
import type { SafetyCheck } from '../../../domain/safety/safety-types';
import { safetyNoticeOf } from '../../safety/safety-notice';

type ClaimsServiceDeps = {
  db: Database;
  now: () => Date;
  /** US federal holidays, from the reference layer. */
  holidayOn: HolidayLookup;
  /** content/review-lanes.json, from the reference layer. */
  lanes: ReviewLanesContent;
  /** Reads the notes the veteran writes, so a save can offer the Crisis Line. */
  safety: SafetyCheck;
};

const claimNotFound = () => notFound('Claim not found.');
const NO_OPEN_DEADLINE = 'This claim has no open deadline to add to a calendar.';

function refuse(errors: FieldError[]) {
  if (errors.length > 0) throw new HttpError(400, errors[0]!.message, errors);
}

/** A veteran's claims, with the deadlines that follow from them counted on the server's clock. */
export function createClaimsService({ db, now, holidayOn, lanes, safety }: ClaimsServiceDeps) {
  const deadlinesOf = (claim: ClaimDates, timeZone: string) =>
    claimDeadlines(claim, calendarDateIn(now(), timeZone), holidayOn, lanes);
  return {
    /** Newest first; each with its deadlines counted from today in the veteran's time zone. */
    list: async (userId: string, timeZone = 'UTC') => {
      const claims = await createClaimsRepository(db, userId).list();
      return claims.map((claim) => ({ ...claim, deadlines: deadlinesOf(claim, timeZone) }));
    },

    /** The claim's open deadlines as an .ics file, dated exactly as the list shows them. */
    calendar: async (userId: string, id: string, timeZone = 'UTC') => {
      const claim = await createClaimsRepository(db, userId).find(id);
      if (!claim) throw claimNotFound();
      const open = openDeadlines(deadlinesOf(claim, timeZone));
      if (open.length === 0) throw notFound(NO_OPEN_DEADLINE);
      return {
        fileName: calendarFileName(claim.disabilityName),
        text: claimCalendar(claim, open, now()),
      };
    },

    create: async (userId: string, input: z.output<typeof createClaimSchema>) => {
      refuse(futureDateErrors(input, latestDateOnEarth(now())));
      const claim = await createClaimsRepository(db, userId).create(input);
      return { ...claim, safety: safetyNoticeOf(safety, [claim.notes]) };
    },

    update: async (userId: string, id: string, patch: z.output<typeof updateClaimSchema>) => {
      const repository = createClaimsRepository(db, userId);
      const existing = await repository.find(id);
      if (!existing) throw claimNotFound();
      refuse(futureDateErrors(patch, latestDateOnEarth(now())));
      // The date rule spans fields: check it against the stored values the patch keeps.
      const submittedDate = patch.submittedDate ?? existing.submittedDate;
      const decisionDate =
        patch.decisionDate === undefined ? existing.decisionDate : patch.decisionDate;
      if (decisionDate && decisionDate < submittedDate) {
        refuse([{ path: 'decisionDate', message: DECISION_BEFORE_SUBMISSION }]);
      }
      const updated = await repository.update(id, patch);
      if (!updated) throw claimNotFound();
      return { ...updated, safety: safetyNoticeOf(safety, [updated.notes]) };
    },

    remove: async (userId: string, id: string) => {
      if (!(await createClaimsRepository(db, userId).remove(id))) throw claimNotFound();
    },
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
