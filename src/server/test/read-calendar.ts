/** Reads an .ics file with a real calendar parser, as a calendar app importing it would. */
import ICAL from 'ical.js';

export type CalendarEvent = {
  uid: string;
  /** YYYY-MM-DD for an all-day event. */
  start: string;
  allDay: boolean;
  end: string;
  summary: string;
  description: string;
  /** Each alarm's trigger as written, e.g. "-PT168H". */
  alarms: string[];
  stamp: string;
};

export function readCalendar(text: string): CalendarEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      end: event.endDate.toString(),
      summary: event.summary,
      description: event.description,
      alarms: component
        .getAllSubcomponents('valarm')
        .map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
      stamp: String(component.getFirstPropertyValue('dtstamp')),
    };
  });
}
