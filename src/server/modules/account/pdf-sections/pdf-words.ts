/** The export PDF's ways of putting stored values into words a veteran reads. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const DATE_AND_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD calendar date, as written on the calendar (never shifted by a time zone). */
export const calendarDay = (date: string) => LONG_DATE.format(new Date(`${date}T00:00:00Z`));

/** A stored moment: "June 1, 2026 at 12:00 PM UTC". */
export const moment = (timestamp: string) => `${DATE_AND_TIME.format(new Date(timestamp))} UTC`;

/** "June 1, 2026 to present". */
export const span = (from: string, to: string | null) =>
  `${calendarDay(from)} to ${to ? calendarDay(to) : 'present'}`;

export const onOff = (value: boolean) => (value ? 'On' : 'Off');
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
export const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export const notGiven = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? 'Not given' : String(value);

/** Yes, No or Not sure, as the after-exam form asked it. */
export const answerWords = { yes: 'Yes', no: 'No', 'not-sure': 'Not sure' } as const;

/**
 * A chat message's Markdown as plain text: the PDF sets no bold or links, so the marks go, a
 * link keeps its address after its words, and list dashes become bullets.
 */
export const withoutMarkdown = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/(^|\s)_(\S(?:.*?\S)?)_(?=\s|$|[.,;:])/gm, '$1$2')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^[-*] /gm, '• ');
