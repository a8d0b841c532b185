/**
 * The veteran's time zone (IANA name, as the browser reports it), so "today" is their calendar
 * day wherever the server runs: My Claims and the chat count deadlines from the same day.
 */
import { z } from 'zod';

// Checking a name builds a formatter, which costs far more than a lookup; valid names are few.
const knownTimeZones = new Set<string>();
const MAX_KNOWN_TIME_ZONES = 1000;

function isTimeZone(name: string): boolean {
  if (knownTimeZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return false;
  }
  if (knownTimeZones.size < MAX_KNOWN_TIME_ZONES) knownTimeZones.add(name);
  return true;
}

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, { error: 'Time zone must be an IANA name such as America/Chicago' });
