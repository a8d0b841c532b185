/**
 * Deadline reminders by e-mail: for each veteran who turned e-mail updates on, each deadline ahead gets the
 * reminder its days left have reached (90, 30, 7 and 1 days before, by default), each sent once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { reminderStepDue } from '../../../domain/deadlines/reminder-steps';
import { calendarDateIn } from '../../calendar-today';
import type { Mailer } from '../../mail/mailer';
import { deadlineReminderMail } from '../../mail/reminder-mail';
import type { UnsubscribeTokens } from '../../mail/unsubscribe-tokens';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { createRemindersRepository } from './reminders.repository';

/** What the reminders need of a deadline (the claims module's DeadlineAhead). */
type DeadlineAhead = {
  key: string;
  lastDay: string;
  form: string;
  formTitle: string;
  deadline: string;
  daysLeft: number;
};

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

  async function remind(userId: string, email: string, today: string) {
    let sent = 0;
    for (const deadline of await deps.deadlinesAhead(userId, today)) {
      const step = reminderStepDue(deadline.daysLeft, reminderDays);
      if (step === null) continue;
      const delivery = {
        userId,
        deadlineKey: deadline.key,
        deadline: deadline.deadline,
        daysBefore: step,
      };
      if (!(await repository.claim(delivery))) continue;
      const token = encodeURIComponent(tokens.tokenFor(userId));
      try {
        await mailer.send(
          deadlineReminderMail(email, deadline, {
            claims: `${publicUrl}/claims`,
            unsubscribe: `${publicUrl}/unsubscribe?token=${token}`,
            oneClickUnsubscribe: `${publicUrl}/api/reminders/unsubscribe?token=${token}`,
          }),
        );
        sent += 1;
      } catch (err) {
        await repository.release(delivery);
        log.error({ err }, 'a deadline reminder could not be sent; the next run tries again');
      }
    }
    return sent;
  }

  return {
    /** One pass over every veteran who wants reminders, as of `now` (their deadlines in UTC). */
    sendDue: async (now: Date) => {
      const today = calendarDateIn(now, 'UTC');
      let sent = 0;
      for (const { userId, email } of await repository.recipients()) {
        sent += await remind(userId, email, today);
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
