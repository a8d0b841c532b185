/**
 * Deadline reminders by e-mail: for each veteran who turned e-mail updates on, each deadline ahead gets the
 * reminder its days left have reached (90, 30, 7 and 1 days before, by default), each sent once,
 * and all that are due on one day arrive together in one mail.
 */
import type { FastifyBaseLogger } from 'fastify';
import { reminderStepDue } from '../../../domain/deadlines/reminder-steps';
import { calendarDateIn } from '../../calendar-today';
import type { Mailer } from '../../mail/mailer';
import { deadlineReminderMail, type ReminderFacts } from '../../mail/reminder-mail';
import type { UnsubscribeTokens } from '../../mail/unsubscribe-tokens';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { createRemindersRepository } from './reminders.repository';

/** What the reminders need of a deadline (the claims module's DeadlineAhead). */
type DeadlineAhead = Omit<ReminderFacts, 'step'> & { key: string };

type Deps = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  reminderDays: readonly number[];
  tokens: UnsubscribeTokens;
  deadlinesAhead: (userId: string, today: string) => Promise<DeadlineAhead[]>;
  /** Turns the veteran's "Deadline reminders by email" setting (e-mail updates) off. */
  turnRemindersOff: (userId: string) => Promise<void>;
  log: FastifyBaseLogger;
};

export const INVALID_UNSUBSCRIBE_LINK =
  'This link is not a Wingman unsubscribe link. Sign in and turn reminders off in Profile & Settings instead.';

export function createRemindersService(deps: Deps) {
  const { db, mailer, publicUrl, reminderDays, tokens, log } = deps;
  const repository = createRemindersRepository(db);

  /** Sends the veteran today's reminder mail, if anything is due and none went today; true if sent. */
  async function remind(userId: string, email: string, today: string) {
    const due = (await deps.deadlinesAhead(userId, today)).flatMap((deadline) => {
      const step = reminderStepDue(deadline.daysLeft, reminderDays);
      return step === null
        ? []
        : [{ ...deadline, step, userId, deadlineKey: deadline.key, daysBefore: step }];
    });
    const claimed = await repository.claim(due);
    if (claimed.length === 0) return false;
    // One mail a day at most: what comes due after today's mail went waits for tomorrow's.
    if (!(await repository.claimDay(userId, today))) {
      await repository.release(claimed);
      return false;
    }
    const token = encodeURIComponent(tokens.tokenFor(userId));
    try {
      await mailer.send(
        deadlineReminderMail(email, claimed, {
          claims: `${publicUrl}/claims`,
          unsubscribe: `${publicUrl}/unsubscribe?token=${token}`,
          oneClickUnsubscribe: `${publicUrl}/api/reminders/unsubscribe?token=${token}`,
        }),
      );
      return true;
    } catch (err) {
      await repository.release(claimed);
      await repository.releaseDay(userId, today);
      log.error({ err }, 'a deadline reminder could not be sent; the next run tries again');
      return false;
    }
  }

  return {
    /** One pass over every veteran who wants reminders, as of `now` (their deadlines in UTC). */
    sendDue: async (now: Date) => {
      const today = calendarDateIn(now, 'UTC');
      let sent = 0;
      for (const { userId, email } of await repository.recipients()) {
        if (await remind(userId, email, today)) sent += 1;
      }
      log.info({ sent }, 'deadline reminders sent');
    },

    /** The unsubscribe link's action: no sign-in, the signed token names the veteran. */
    unsubscribe: async (token: string) => {
      const userId = tokens.userOf(token);
      if (!userId) throw new HttpError(400, INVALID_UNSUBSCRIBE_LINK);
      // A deleted account gets no mail anyway: the link still says it worked.
      if (await repository.userExists(userId)) await deps.turnRemindersOff(userId);
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
