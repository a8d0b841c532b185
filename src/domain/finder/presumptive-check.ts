/**
 * Which presumptive rules a veteran's service history meets, with the one fact that decided
 * each, and the rules it only came near, with why not. Days are counted with the first and the
 * last day both included, so 1 to 30 June is 30 days.
 */
import { formatCalendarDate, parseCalendarDate, sameDayNextYear } from '../deadlines/calendar-date';
import {
  fileBeforeAhead,
  type FileBefore,
  type PlaceDefinition,
  type PresumptiveCriteria,
  type RuleWindow,
} from './finder-content';
import { placesNamedBy } from './place-names';
import {
  closeSpan,
  daysCovered,
  daysIncluding,
  formatDay,
  formatSpan,
  overlap,
  type ClosedSpan,
  type Span,
} from './service-spans';

export interface ServiceHistoryFacts {
  periods: readonly (Span & { branch: string })[];
  places: readonly (Span & { place: string })[];
  exposures: readonly string[];
}

export interface PresumptiveMatch {
  ruleId: string;
  /** met: the dates and places (or the reported internment) meet the rule; reported: only an exposure the veteran reports, for VA to check. */
  status: 'met' | 'reported';
  /** The fact that decided it, in plain words with its dates. */
  fact: string;
  /** Where the law says so. */
  factCitation: string;
  doubt: string | null;
  /** Chronic diseases: the last day a listed disease may first show to 10%. */
  showBy: string | null;
  /** While it is ahead: the date to file before, the rule's own deadline being in doubt. */
  fileBefore: FileBefore | null;
}

export interface PresumptiveNearMiss {
  ruleId: string;
  why: string;
}

export interface PresumptiveCheck {
  met: PresumptiveMatch[];
  nearMisses: PresumptiveNearMiss[];
}

export interface PresumptiveContent {
  places: readonly PlaceDefinition[];
  rules: readonly PresumptiveCriteria[];
}

type Outcome = { met: Omit<PresumptiveMatch, 'fileBefore'> } | { nearMisses: string[] };

const windowBounds = (window: RuleWindow) =>
  window.from === null
    ? `until ${formatDay(window.to!)}`
    : window.to === null
      ? `from ${formatDay(window.from)}`
      : `${formatDay(window.from)} – ${formatDay(window.to)}`;

const counted = (days: number) => `${days.toLocaleString('en-US')} day${days === 1 ? '' : 's'}`;

function checkWindow(
  rule: PresumptiveCriteria,
  window: RuleWindow,
  stays: readonly (ClosedSpan & { place: string; open: boolean })[],
): Outcome {
  const inside = stays.flatMap((stay) => {
    const part = overlap(stay, window);
    return part ? [{ stay, part }] : [];
  });
  const met = (fact: string): Outcome => ({
    met: {
      ruleId: rule.ruleId,
      status: 'met',
      fact,
      factCitation: window.citation,
      doubt: window.doubt ?? null,
      showBy: null,
    },
  });
  if (window.minDays !== undefined && stays.length) {
    const days = daysCovered(inside.map(({ part }) => part));
    const place = stays[0]!.place;
    const counting = `${counted(days)} at ${place} within ${window.label} (${windowBounds(window)}, counting the first and last day)`;
    return days >= window.minDays
      ? met(`${counting}: at least the ${window.minDays} the rule needs — ${window.fact}`)
      : { nearMisses: [`${counting}; the rule needs at least ${window.minDays}`] };
  }
  const first = inside[0];
  if (first) {
    const { stay, part } = first;
    const whole = part.from === stay.from && part.to === stay.to;
    const share = whole ? '' : `, for ${counted(daysIncluding(part))} of it`;
    const span = formatSpan({ from: stay.from, to: stay.open ? null : stay.to });
    return met(
      `${stay.place}, ${span}: inside ${window.label} (${windowBounds(window)})${share} — ${window.fact}`,
    );
  }
  return {
    nearMisses: stays.map((stay) => {
      const span = formatSpan({ from: stay.from, to: stay.open ? null : stay.to });
      return window.from !== null && stay.to < window.from
        ? `${stay.place}, ${span}: ended before ${window.label} began on ${formatDay(window.from)}`
        : `${stay.place}, ${span}: began after ${window.label} ended on ${formatDay(window.to!)}`;
    }),
  };
}

function checkPlaces(
  rule: PresumptiveCriteria,
  history: ServiceHistoryFacts,
  content: PresumptiveContent,
  today: string,
): Outcome {
  const named = history.places.map((stay) => ({
    stay,
    matches: placesNamedBy(stay.place, content.places),
  }));
  const nearMisses: string[] = [];
  for (const window of rule.windows) {
    const stays = named
      .filter(({ matches }) =>
        matches.some((match) => match.kind === 'place' && window.places.includes(match.place.id)),
      )
      .map(({ stay }) => ({
        ...closeSpan(stay, today),
        place: stay.place,
        open: stay.to === null,
      }));
    if (!stays.length) continue;
    const outcome = checkWindow(rule, window, stays);
    if ('met' in outcome) return outcome;
    nearMisses.push(...outcome.nearMisses);
  }
  const ruleSites = new Set(rule.windows.flatMap((window) => window.places));
  for (const { stay, matches } of named) {
    for (const match of matches) {
      if (match.kind === 'near' && ruleSites.has(match.place.id)) {
        nearMisses.push(`${stay.place}: ${match.why}`);
      }
    }
  }
  return { nearMisses: [...new Set(nearMisses)] };
}

function checkServiceLength(
  rule: PresumptiveCriteria,
  history: ServiceHistoryFacts,
  today: string,
): Outcome {
  const minDays = rule.minDays ?? 0;
  const periods = history.periods.map((period) => ({
    period,
    days: daysIncluding(closeSpan(period, today)),
  }));
  if (!periods.length) return { nearMisses: [] };
  const long = periods.filter(
    ({ period, days }) =>
      days >= minDays &&
      (rule.serviceAfter === undefined || (period.to ?? today) > rule.serviceAfter),
  );
  if (!long.length) {
    const longest = Math.max(...periods.map(({ days }) => days));
    const why =
      longest >= minDays
        ? `No period of service reaches past ${formatDay(rule.serviceAfter!)}; earlier service counts only in a war period, which VA checks`
        : `The longest period of service is ${counted(longest)}; the rule needs ${minDays} or more of continuous service`;
    return { nearMisses: [why] };
  }
  // Discharge is the end of the last period; a period still running has none yet.
  const last = long.reduce((latest, candidate) =>
    (candidate.period.to ?? '9999-12-31') > (latest.period.to ?? '9999-12-31') ? candidate : latest,
  );
  const { period, days } = last;
  const served = `${period.branch}, ${formatSpan(period)}: ${counted(days)} of continuous service (${minDays} or more needed, counting the first and last day)`;
  let showBy: string | null = null;
  let fact = served;
  if (rule.windowYears !== undefined) {
    if (period.to === null) {
      fact = `${served}. The year to show a listed disease starts when you leave service`;
    } else {
      let end = parseCalendarDate(period.to);
      for (let year = 0; year < rule.windowYears; year += 1) end = sameDayNextYear(end);
      showBy = formatCalendarDate(end);
      const passed =
        showBy < today ? ' (that year has passed: it counts if the disease showed then)' : '';
      const span = rule.windowYears === 1 ? 'a year' : `${rule.windowYears} years`;
      // The window is most diseases'; a few listed with their own note have a longer one.
      fact = `${served}. A listed disease must have shown to 10% or more by ${formatDay(showBy)}, ${span} after discharge on ${formatDay(period.to)}${passed}. A few listed diseases have a longer window, named beside them`;
    }
  }
  return {
    met: {
      ruleId: rule.ruleId,
      status: 'met',
      fact,
      factCitation: rule.citation,
      doubt: null,
      showBy,
    },
  };
}

/** Checks the history against every rule; `today` closes the spans still running. */
export function checkPresumptives(
  history: ServiceHistoryFacts,
  content: PresumptiveContent,
  { today }: { today: string },
): PresumptiveCheck {
  const result: PresumptiveCheck = { met: [], nearMisses: [] };
  for (const rule of content.rules) {
    const reported = rule.exposure !== null && history.exposures.includes(rule.exposure);
    const outcome: Outcome =
      rule.test === 'places'
        ? checkPlaces(rule, history, content, today)
        : rule.test === 'service-length'
          ? checkServiceLength(rule, history, today)
          : reported && rule.exposureMeets
            ? {
                met: {
                  ruleId: rule.ruleId,
                  status: 'met',
                  fact: rule.fact ?? rule.title,
                  factCitation: rule.citation,
                  doubt: null,
                  showBy: null,
                },
              }
            : { nearMisses: [] };
    const fileBefore = fileBeforeAhead(rule, today);
    if ('met' in outcome) {
      result.met.push({ ...outcome.met, fileBefore });
      continue;
    }
    result.nearMisses.push(...outcome.nearMisses.map((why) => ({ ruleId: rule.ruleId, why })));
    // A reported exposure with no dates that decide it is for VA to check, never met.
    if (reported && !outcome.nearMisses.length) {
      result.met.push({
        ruleId: rule.ruleId,
        status: 'reported',
        fact: `You reported this exposure, but no place and dates in your history fall inside the rule's; VA checks it against your records`,
        factCitation: rule.citation,
        doubt: null,
        showBy: null,
        fileBefore,
      });
    }
  }
  return result;
}
