/**
 * Questions with a decision letter's date ("my decision letter is dated March 3, 2026", "I got
 * denied on 3/3/2026") or an intent to file's date, answered by the deadline engine of
 * src/domain/deadlines: the review lanes that follow that kind of decision, each deadline, and
 * the weekend and holiday rule (38 CFR 3.110). What the answer says about VA's rules around
 * the dates is content/knowledge-rules/deadline-answer.json.
 */
import { fillText } from '../analysis/fill-text';
import { parseCalendarDate } from '../deadlines/calendar-date';
import type { Deadline, HolidayLookup } from '../deadlines/filing-deadline';
import { intentToFileDeadline } from '../deadlines/intent-to-file-deadline';
import {
  reviewOptions,
  type DecisionType,
  type ReviewLane,
  type ReviewLaneName,
  type ReviewLanesContent,
} from '../deadlines/review-lanes';
import { cfrSource, finishAnswer } from './answer-text';
import { MONTH_NAMES, formatLongDate } from './calendar-words';
import type {
  AiPersonality,
  ComposedAnswer,
  DeadlineAnswerWording,
  KnowledgeSource,
} from './knowledge-types';
import { normalizeMessage } from './phrase-match';

export interface DeadlineQuestion {
  kind: 'decision' | 'intent-to-file';
  /** YYYY-MM-DD as read from the message. */
  date: string;
  /** True when the message gave no year and the most recent such day was taken. */
  yearAssumed: boolean;
  decisionType: DecisionType | null;
  /** The lane the veteran asked about ("HLR deadline"), shown first. */
  askedLane: ReviewLaneName | null;
}

const MONTHS = MONTH_NAMES.map((month) => month.toLowerCase());
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(?:,?\\s*(\\d{4}))?';

type DateReader = { pattern: RegExp; read: (groups: string[]) => [number | null, number, number] };

const monthNumber = (name: string) => MONTHS.findIndex((month) => month.startsWith(name)) + 1;
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

const DATE_READERS: DateReader[] = [
  {
    pattern: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/,
    read: ([y, m, d]) => [Number(y), Number(m), Number(d)],
  },
  {
    pattern: /\b(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})\b/,
    read: ([m, d, y]) => [fullYear(y!), Number(m), Number(d)],
  },
  {
    pattern: new RegExp(`\\b${MONTH}\\s+${DAY}\\b${YEAR}`),
    read: ([m, d, y]) => [y ? Number(y) : null, monthNumber(m!), Number(d)],
  },
  {
    pattern: new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH}${YEAR}`),
    read: ([d, m, y]) => [y ? Number(y) : null, monthNumber(m!), Number(d)],
  },
];

const RANGE_WORD = /\b(?:before|after|since|until|prior\s+to)\s*$/;

/** The first date in the text; without a year, the most recent such day up to `today`. */
function readDate(text: string, today: string): { date: string; yearAssumed: boolean } | null {
  for (const { pattern, read } of DATE_READERS) {
    const match = pattern.exec(text);
    if (!match) continue;
    // "decisions before February 19, 2019" names a period, not the date of a letter.
    if (RANGE_WORD.test(text.slice(0, match.index))) return null;
    const [year, month, day] = read(match.slice(1).map((group) => group ?? ''));
    const thisYear = Number(today.slice(0, 4));
    const candidates = year ? [year] : [thisYear, thisYear - 1];
    for (const candidate of candidates) {
      const date = `${String(candidate).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      try {
        parseCalendarDate(date);
      } catch {
        continue;
      }
      if (!year && date > today) continue;
      return { date, yearAssumed: !year };
    }
  }
  return null;
}

const HLR = '(?:hlr|higher[-\\s]level\\s+review)';
const SUPPLEMENTAL = '(?:supplemental(?:\\s+claim)?)';
const BOARD = "(?:board|bva|board\\s+of\\s+veterans'?\\s+appeals)";

/** "X decision", "decision on my X", "after my X": what the decision being reviewed decided. */
const decidedBy = (lane: string) =>
  new RegExp(
    `\\b${lane}\\s+(?:decision|was\\s+denied|denied|came\\s+back|result|ruled|decided)|\\bdecision\\s+(?:on|from|of)\\s+(?:my|the|an|a)\\s+${lane}|\\bafter\\s+(?:my|an|the|a)\\s+${lane}|\\bthe\\s+${lane}\\s+(?:denied|decided)`,
  );

const DECISION_TYPES: [DecisionType, RegExp][] = [
  ['board-decision', decidedBy(BOARD)],
  ['higher-level-review', decidedBy(HLR)],
  ['supplemental-claim', decidedBy(SUPPLEMENTAL)],
  ['increase-claim', /\b(?:increase|increased\s+rating|higher\s+rating)\b/],
  ['initial-claim', /\b(?:initial|first|original|new)\s+claim\b/],
];

const ASKED_LANES: [ReviewLaneName, RegExp][] = [
  ['court-appeal', /\b(?:cavc|court)\b/],
  [
    'board-appeal',
    /\b(?:board\s+appeal|appeal\s+to\s+the\s+board|nod|notice\s+of\s+disagreement|10182)\b/,
  ],
  ['higher-level-review', new RegExp(`\\b${HLR}\\b|\\b20-0996\\b`)],
  ['supplemental-claim', new RegExp(`\\b${SUPPLEMENTAL}\\b|\\b20-0995\\b`)],
];

const DECISION_CONTEXT =
  /\b(?:decision|letter|denied|denial|granted|rated|rating|appeal|hlr|higher[-\s]level|supplemental|board|bva|review|deadline|dated|notice|cavc|court|reconsider)/;
const INTENT_TO_FILE = /\b(?:itf|intent\s+to\s+file|21-0966)\b/;

export function readDeadlineQuestion(text: string, today: string): DeadlineQuestion | null {
  const message = normalizeMessage(text).toLowerCase();
  const kind = INTENT_TO_FILE.test(message)
    ? 'intent-to-file'
    : DECISION_CONTEXT.test(message)
      ? 'decision'
      : null;
  if (!kind) return null;
  const read = readDate(message, today);
  if (!read) return null;
  const decisionType = DECISION_TYPES.find(([, pattern]) => pattern.test(message))?.[0] ?? null;
  const askedLane =
    ASKED_LANES.find(([lane, pattern]) => lane !== decisionType && pattern.test(message))?.[0] ??
    null;
  return { kind, date: read.date, yearAssumed: read.yearAssumed, decisionType, askedLane };
}

function daysLeftText({ daysLeft }: Deadline): string {
  if (daysLeft < 0) return `this date passed ${-daysLeft} day${daysLeft === -1 ? '' : 's'} ago`;
  if (daysLeft === 0) return 'today is the last day';
  return `${daysLeft} day${daysLeft === 1 ? '' : 's'} from today`;
}

function movedText(deadline: Deadline, wording: DeadlineAnswerWording): string | null {
  if (!deadline.movedFrom) return null;
  const why = deadline.movedBecause.map((reason) => (reason === 'weekend' ? 'a weekend' : reason));
  return fillText(wording.deadlineMoved, {
    endDate: formatLongDate(deadline.movedFrom),
    reasons: why.join(', '),
  });
}

/** A VA form's page ("VA Form 20-0996"); a lane filed on another form links to its own rule. */
const formUrl = (form: string, fallback: string | null, wording: DeadlineAnswerWording) =>
  form.startsWith('VA Form ')
    ? fillText(wording.formPage, { number: form.slice('VA Form '.length).toLowerCase() })
    : (fallback ?? wording.decisionReviewsPage);

function laneLine(lane: ReviewLane, wording: DeadlineAnswerWording): string {
  const dated = lane.deadline ?? lane.keepsEffectiveDateUntil;
  const note = dated
    ? lane.note.replaceAll(dated.deadline, `**${formatLongDate(dated.deadline)}**`)
    : lane.note;
  const left = lane.deadline ? `, ${daysLeftText(lane.deadline)}` : '';
  const moved = dated ? movedText(dated, wording) : null;
  return `- **${lane.title}** (${lane.form})${left}: ${note}${moved ? ` ${moved}` : ''}`;
}

const opening = (personality: AiPersonality, wording: DeadlineAnswerWording): string | null =>
  ({
    professional: null,
    friendly: 'Good thinking to check the dates early. Here is what I worked out.',
    detailed: wording.countedFromLetterDate,
  })[personality];

type DeadlineAnswerInput = {
  question: DeadlineQuestion;
  today: string;
  holidayOn: HolidayLookup;
  lanes: ReviewLanesContent;
  wording: DeadlineAnswerWording;
  personality?: AiPersonality;
};

export function answerDeadlineQuestion({
  question,
  today,
  holidayOn,
  lanes,
  wording,
  personality = 'professional',
}: DeadlineAnswerInput): ComposedAnswer {
  const assumed = question.yearAssumed
    ? `I took the year to be ${question.date.slice(0, 4)}; tell me if it was another year.`
    : null;
  const workday = `${lanes.workdayRule.summary.replace(/\.$/, '')} (${lanes.workdayRule.label}).`;
  const workdaySource = cfrSource(lanes.workdayRule.label);

  if (question.kind === 'intent-to-file') {
    const itf = intentToFileDeadline(question.date, null, today, holidayOn, lanes.intentToFile);
    return finishAnswer(
      [
        opening(personality, wording),
        `**Intent to file received ${formatLongDate(question.date)}: submit your complete claim by ${formatLongDate(itf.deadline)}** (${daysLeftText(itf)}).`,
        itf.note
          .replaceAll(itf.deadline, formatLongDate(itf.deadline))
          .replaceAll(question.date, formatLongDate(question.date)),
        movedText(itf, wording),
        assumed,
        workday,
      ],
      [
        wording.intentToFileRule,
        { label: `${itf.form}, ${itf.formTitle}`, url: formUrl(itf.form, null, wording) },
        workdaySource,
      ],
    );
  }

  const options = reviewOptions({
    decisionDate: question.date,
    decisionType: question.decisionType,
    today,
    holidayOn,
    content: lanes,
    // The claims screen asks for the decision type on the form; chat asks in its own words.
    askDecisionType: wording.askDecisionType,
  });
  const ordered = [...options.lanes].sort(
    (a, b) => Number(b.lane === question.askedLane) - Number(a.lane === question.askedLane),
  );
  const future =
    question.date > today ? 'That date is after today; please check the date on the letter.' : null;
  const sources: KnowledgeSource[] = [
    ...ordered.map((lane) => ({
      label: `${lane.form}, ${lane.formTitle}`,
      url: formUrl(lane.form, lane.check.url, wording),
    })),
    ...ordered
      .filter((lane) => lane.check.url && !lane.check.url.includes('find-forms'))
      .map((lane) => ({ label: lane.check.label, url: lane.check.url! })),
    workdaySource,
  ];
  return finishAnswer(
    [
      opening(personality, wording),
      `**Your decision letter is dated ${formatLongDate(question.date)}.** These are the ways to ask for another look, with their deadlines:`,
      ordered.map((lane) => laneLine(lane, wording)).join('\n'),
      future,
      assumed,
      ...options.notes,
      workday,
      wording.freeHelp,
    ],
    sources,
  );
}
