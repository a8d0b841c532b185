import { daysAway, spellDeadlineDay } from '../../domain/deadlines/reminder-words';
import { composeMail } from './compose-mail';

export type ReminderFacts = {
  /** "Last day for a Higher-Level Review". */
  lastDay: string;
  form: string;
  formTitle: string;
  /** YYYY-MM-DD. */
  deadline: string;
  daysLeft: number;
};

/**
 * A deadline reminder. It names the kind of deadline and its day, never the condition: a
 * mailbox is not as private as Wingman, and My Claims holds the rest behind the sign-in.
 */
export function deadlineReminderMail(
  to: string,
  facts: ReminderFacts,
  links: { claims: string; unsubscribe: string; oneClickUnsubscribe: string },
) {
  const when = daysAway(facts.daysLeft);
  return composeMail(
    to,
    `Wingman reminder: a deadline on My Claims is ${when} (${spellDeadlineDay(facts.deadline)})`,
    [
      `A deadline you track on My Claims ends ${when}.`,
      `${facts.lastDay}: ${spellDeadlineDay(facts.deadline)}. To use it, file ${facts.form} (${facts.formTitle}) by the end of that day.`,
      'Wingman is educational only and not affiliated with VA. Check this date against your decision letter or VA.gov, or ask an accredited representative.',
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
