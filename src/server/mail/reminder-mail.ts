import {
  daysAway,
  daysAwayAtStep,
  spellDeadlineDay,
  spellRecordDay,
} from '../../domain/deadlines/reminder-words';
import { composeMail } from './compose-mail';

export type ReminderFacts = {
  /** "Last day for a Higher-Level Review". */
  lastDay: string;
  form: string;
  formTitle: string;
  /** YYYY-MM-DD. */
  deadline: string;
  daysLeft: number;
  /** The reminder this is: days before the deadline, as the settings list them. */
  step: number;
  /** The day the deadline's time counts from. */
  countsFrom: { event: 'decision' | 'intent-to-file'; date: string };
  /** The day its claim was filed; null for an intent to file. */
  claimFiled: string | null;
};

type Links = { claims: string; unsubscribe: string; oneClickUnsubscribe: string };

/**
 * One deadline as the mail lists it. Claims are told apart by their days, never their
 * condition: a mailbox is not as private as Wingman, and My Claims holds the rest behind the
 * sign-in. Claims decided in one letter share a deadline, so they share one entry.
 */
type Entry = ReminderFacts & { claims: number };

function entriesOf(reminders: readonly ReminderFacts[]): Entry[] {
  const byWords = new Map<string, Entry>();
  for (const reminder of reminders) {
    const { lastDay, deadline, step, countsFrom, claimFiled } = reminder;
    const words = JSON.stringify([lastDay, deadline, step, countsFrom, claimFiled]);
    const entry = byWords.get(words);
    if (entry) entry.claims += 1;
    else byWords.set(words, { ...reminder, claims: 1 });
  }
  return [...byWords.values()].sort((a, b) => a.daysLeft - b.daysLeft);
}

function countsFromWords({ countsFrom, claimFiled, claims }: Entry) {
  if (countsFrom.event === 'intent-to-file') {
    return `It counts from the day VA received your intent to file, ${spellRecordDay(countsFrom.date)}.`;
  }
  const claim = claims === 1 ? 'your claim' : `your ${claims} claims`;
  const filed = claimFiled ? ` on ${claim} filed ${spellRecordDay(claimFiled)}` : '';
  return `It counts from the decision of ${spellRecordDay(countsFrom.date)}${filed}.`;
}

const entryWords = (entry: Entry) =>
  [
    `${entry.lastDay}: ${spellDeadlineDay(entry.deadline)}, ${daysAwayAtStep(entry.daysLeft, entry.step)}.`,
    countsFromWords(entry),
    `To use it, file ${entry.form} (${entry.formTitle}) by the end of that day.`,
  ].join(' ');

/**
 * The day's deadline reminder: every deadline due a reminder today in one mail, nearest first,
 * each with its kind, its day, what its time counts from and the claim it belongs to.
 */
export function deadlineReminderMail(
  to: string,
  reminders: readonly ReminderFacts[],
  links: Links,
) {
  const entries = entriesOf(reminders);
  const first = entries[0]!;
  const when = `${daysAway(first.daysLeft)} (${spellDeadlineDay(first.deadline)})`;
  const subject =
    entries.length === 1
      ? `Wingman reminder: a deadline on My Claims is ${when}`
      : `Wingman reminder: ${entries.length} deadlines on My Claims, the first ${when}`;
  return composeMail(
    to,
    subject,
    [
      entries.length === 1
        ? 'A deadline you track on My Claims is coming up.'
        : `${entries.length} deadlines you track on My Claims are coming up.`,
      ...entries.map(entryWords),
      'Wingman is educational only and not affiliated with VA. Check these dates against your decision letter or VA.gov, or ask an accredited representative.',
    ],
    'Open My Claims',
    links.claims,
    {
      headers: {
        'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      footer: [
        {
          text: 'You get this because deadline reminders by email are on in your Wingman settings.',
          link: { label: 'Stop these reminders', href: links.unsubscribe },
        },
      ],
    },
  );
}
