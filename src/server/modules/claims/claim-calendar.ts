/**
 * A claim's open deadlines as an iCalendar file (RFC 5545). Each deadline is an all-day event
 * whose UID stays the same for the claim and the kind of deadline, so a second download updates
 * the event instead of adding another. Calendars often drop alarms on import, so the reminders
 * are all-day events of their own, with their own stable UIDs.
 */
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import {
  addDays,
  parseCalendarDate,
  type CalendarDate,
} from '../../../domain/deadlines/calendar-date';
import type { OpenDeadline } from '../../../domain/deadlines/open-deadlines';

/** Reminders this many days before a deadline, each while its day is still ahead. */
const REMINDER_DAYS = [30, 7] as const;

const EDUCATIONAL =
  'Wingman is educational only and not affiliated with VA. Check this date against your decision letter or VA.gov.';

type CalendarClaim = { id: string; disabilityName: string };

const dateArray = ({ year, month, day }: CalendarDate): DateArray => [year, month, day];

function allDay(date: CalendarDate) {
  return { start: dateArray(date), end: dateArray(addDays(date, 1)) };
}

function deadlineEvents(claim: CalendarClaim, deadline: OpenDeadline): EventAttributes[] {
  const uid = (suffix: string) => `${claim.id}-${deadline.kind}${suffix}@wingman`;
  const day = parseCalendarDate(deadline.deadline);
  const title = `${deadline.lastDay}: ${claim.disabilityName}`;
  const description = `File ${deadline.form} (${deadline.formTitle}) by the end of this day. ${EDUCATIONAL}`;
  const reminders = REMINDER_DAYS.filter((days) => days <= deadline.daysLeft).map(
    (days): EventAttributes => ({
      uid: uid(`-${days}-days-before`),
      title: `${days} days left. ${title}`,
      description: `${title} is ${deadline.deadline}. ${description}`,
      ...allDay(addDays(day, -days)),
      transp: 'TRANSPARENT',
    }),
  );
  return [
    {
      uid: uid(''),
      title,
      description,
      ...allDay(day),
      transp: 'TRANSPARENT',
      // In hours: the library writes a trigger in days as "-P7DT", which RFC 5545 does not allow.
      alarms: [{ action: 'display', description: title, trigger: { hours: 7 * 24, before: true } }],
    },
    ...reminders,
  ];
}

/**
 * The .ics text for these deadlines of one claim, stamped with the server's clock; throws if the
 * events cannot be written.
 */
export function claimCalendar(
  claim: CalendarClaim,
  deadlines: readonly OpenDeadline[],
  now: Date,
): string {
  const { error, value } = createEvents(
    deadlines
      .flatMap((deadline) => deadlineEvents(claim, deadline))
      // DTSTAMP: the library's schema reads `timestamp`, though its types leave it out.
      .map((event) => ({ ...event, timestamp: now.getTime() })),
    { productId: 'wingman/claims', calName: `Wingman: ${claim.disabilityName}` },
  );
  if (error || !value) throw error ?? new Error('The calendar could not be written.');
  return value;
}

/** A file name of safe characters only: "wingman-left-knee-deadlines.ics". */
export function calendarFileName(disabilityName: string) {
  const slug = disabilityName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `wingman-${slug || 'claim'}-deadlines.ics`;
}
