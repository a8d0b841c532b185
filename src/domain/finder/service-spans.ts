/**
 * Spans of service as calendar dates (YYYY-MM-DD): overlaps with a rule's window, days counted
 * with the first and last day both included, and dates in the words a veteran reads.
 */
import { daysBetween, parseCalendarDate } from '../deadlines/calendar-date';

export interface Span {
  from: string;
  /** Null: still running ("to present"). */
  to: string | null;
}

/** A span with both ends known: an open end is read as today. */
export interface ClosedSpan {
  from: string;
  to: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "1 Jan 1991". */
export function formatDay(date: string): string {
  const { year, month, day } = parseCalendarDate(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "1 Jan 1991 – 30 Jun 1991", or "… – present" for a span still running. */
export const formatSpan = (span: Span) =>
  `${formatDay(span.from)} – ${span.to === null ? 'present' : formatDay(span.to)}`;

export const closeSpan = (span: Span, today: string): ClosedSpan => ({
  from: span.from,
  to: span.to ?? today,
});

/** Days from `from` to `to`, both included: the same day is 1 day. */
export const daysIncluding = ({ from, to }: ClosedSpan) =>
  daysBetween(parseCalendarDate(from), parseCalendarDate(to)) + 1;

/** The part of `span` inside the bounds (null bound: none on that side), or null when none is. */
export function overlap(
  span: ClosedSpan,
  bounds: { from: string | null; to: string | null },
): ClosedSpan | null {
  const from = bounds.from !== null && bounds.from > span.from ? bounds.from : span.from;
  const to = bounds.to !== null && bounds.to < span.to ? bounds.to : span.to;
  return from <= to ? { from, to } : null;
}

/** Days covered by the spans together, a day shared by two stays counted once. */
export function daysCovered(spans: readonly ClosedSpan[]): number {
  const sorted = [...spans].sort((a, b) => a.from.localeCompare(b.from));
  let total = 0;
  let current: ClosedSpan | null = null;
  for (const span of sorted) {
    if (current && span.from <= current.to) {
      if (span.to > current.to) current = { from: current.from, to: span.to };
      continue;
    }
    if (current) total += daysIncluding(current);
    current = span;
  }
  return current ? total + daysIncluding(current) : total;
}
