/**
 * Questions about the veteran's own case, answered from what they saved on Current
 * Disabilities and My Claims: their combined rating, one rating raised to a level ("what if
 * PTSD went to 70"), where they stand against TDIU's thresholds, and their deadlines. Each
 * answer shows its computation; where what it needs is missing, it says so and asks.
 */
import type { FinderFacts } from './finder-answer';
import type { CaseCondition } from '../../contracts/case';
import { conditionMentions } from '../analysis/condition-matching';
import { sideNamedIn } from '../conditions/condition-query';
import { nameWithSide } from '../conditions/disability-name';
import { withSegmentLevels, type SpineSegment } from '../conditions/spine-segments';
import { missingEvidenceSummary } from '../case/missing-evidence-summary';
import { conditionMatcher } from '../case/same-condition';
import { fillText } from '../analysis/fill-text';
import type { HolidayLookup } from '../deadlines/filing-deadline';
import type { Side } from '../ratings/bilateral-factor';
import { calculateCombinedRating } from '../ratings/combined-rating';
import {
  householdMonthlyCents,
  VETERAN_ALONE,
  type Household,
} from '../ratings/household-compensation';
import { describeHousehold, hasDependents } from '../ratings/household-words';
import { previousTableNote, ratesForMonth, tableUsed } from '../ratings/monthly-compensation';
import {
  tdiuSchedularStatus,
  tdiuStatusWords,
  type TdiuWording,
} from '../ratings/tdiu-schedular-status';
import { answerBackPay, type BackPayClaim } from './back-pay-answer';
import type { ConditionCriteria } from './condition-criteria';
import { withoutSources } from './answer-text';
import type { AskedFor } from './intent-classifier';
import type {
  AiPersonality,
  BackPayAnswerWording,
  CaseAnswerWording,
  KnowledgeSource,
  PayAnswerWording,
  RatingAnswerWording,
  SourcedWording,
} from './knowledge-types';
import { readHousehold } from './household-question';
import {
  answerRatingQuestion,
  readRatingQuestion,
  type RatingEntry,
  type RatingQuestion,
} from './rating-question';
import {
  answerPayQuestion,
  ASKS_ABOUT_PAY,
  payPart,
  readPayQuestion,
  type CompensationRates,
  type PayHousehold,
} from './pay-question';

export interface CaseDisability {
  name: string;
  currentPercentage: number;
  diagnosticCode: string | null;
  side?: Side | null;
  /** For a spine code whose name does not say which part of the spine it rates. */
  spineSegment?: SpineSegment | null;
}

export interface CaseClaim extends BackPayClaim {
  /** The nearest open deadline, e.g. "Higher-Level Review by 2027-06-14", if any. */
  nextDeadline: string | null;
}

export interface VeteranCaseFacts {
  disabilities: readonly CaseDisability[];
  claims: readonly CaseClaim[];
  /** The dependents saved on Profile & Settings; absent or null while the veteran has given none. */
  household?: Household | null;
  /** The conditions on My Case, each with its evidence map. */
  caseConditions?: readonly CaseCondition[];
  /** Recorded intents to file whose year still runs unused, nearest end first. */
  intentsToFile?: readonly OpenIntentToFile[];
  /** The Finder's result: presumptive rules met and near, and what may follow rated conditions. */
  finder?: FinderFacts;
}

export interface OpenIntentToFile {
  receivedDate: string;
  /** The last day to submit the claim, moved off weekends and holidays. */
  deadline: string;
  daysLeft: number;
}

/** The recorded intents to file, as lines among the veteran's deadlines. */
export const intentToFileLines = (veteranCase: VeteranCaseFacts, wording: CaseAnswerWording) =>
  (veteranCase.intentsToFile ?? []).map((intent) =>
    fillText(wording.intentToFileDeadline, { ...intent }),
  );

export interface CaseKnowledge {
  conditions: readonly ConditionCriteria[];
  rates: CompensationRates;
  payWording: PayAnswerWording;
  ratingWording: RatingAnswerWording;
  /** What the answers from the veteran's case say around their numbers. */
  caseWording: CaseAnswerWording;
  /** The TDIU words with the sources they were checked against. */
  tdiu: TdiuWording & SourcedWording;
  backPayWording: BackPayAnswerWording;
  /** For the effective date: a year that ends on a holiday runs to the next workday. */
  holidayOn: HolidayLookup;
}

export interface CaseQuestion {
  question: string;
  asked: AskedFor;
  /** The article the conversation is about, for "do i qualify for it?" after TDIU. */
  subjectArticleId: string | undefined;
  veteranCase: VeteranCaseFacts;
  today: string;
  personality: AiPersonality;
}

export interface CaseAnswer {
  /** Paragraphs of Markdown, the answer to the veteran's own question. */
  parts: string[];
  sources: KnowledgeSource[];
  /** Whether the general article adds nothing (the veteran's numbers are the whole answer). */
  standsAlone: boolean;
}

const TDIU_WORDS = /\b(?:tdiu|iu|unemployab\w*|individual\s+unemployability)\b/i;
const ABOUT_ME = /\b(?:my|mine|me|i|i'?m|am\s+i)\b/i;
const LEVEL = /\b(\d{1,3})\s*(?:%|percent|pct)?(?![\d.])/gi;
const TDIU_ARTICLE = 'tdiu';
/** "How much do I get", "what does my rating pay": the veteran's own monthly amount. */
const OWN_PAY =
  /\b(?:how\s+much\s+(?:do|will|would|should|can|could)\s+i\s+(?:get|receive|make|be\s+paid)|what\s+(?:does|do|will|would|should)\s+my\s+(?:combined\s+|current\s+|va\s+)?rating\s+pay|what\s+(?:am\s+i|should\s+i\s+be)\s+(?:getting\s+)?paid|my\s+(?:monthly\s+)?(?:pay|payment|compensation)\b)/i;
/** Money questions with answers of their own (back pay, taxes, TDIU, SMC). */
const OTHER_MONEY = /\b(?:back\s*pay|retro|tax\w*|tdiu|unemployab\w*|smc|special\s+monthly)\b/i;
/** What is asked about money the articles answer: "is my retro taxed" is no sum to work out. */
const ABOUT_THE_MONEY = /\b(?:tax\w*|garnish\w*|divorc\w*|child\s+support|alimony|divid\w*)\b/i;
/** "Is it worth filing?" asks for advice, not an amount. */
const WORTH_DOING = /\bworth\s+(?:it|\w+ing)\b/i;

const percent = (value: number) => `${value}%`;
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => dollars.format(cents / 100);

const entriesOf = (disabilities: readonly CaseDisability[]): RatingEntry[] =>
  disabilities.map((disability) => ({
    percentage: disability.currentPercentage,
    ...(disability.side ? { side: disability.side } : {}),
  }));

const savedList = (disabilities: readonly CaseDisability[]) =>
  disabilities.map(
    (disability) => `- ${nameWithSide(disability)}: ${percent(disability.currentPercentage)}`,
  );

/** What the answer needs and where the veteran can give it, when no rating is saved. */
const noRatings = (wording: CaseAnswerWording): CaseAnswer => ({
  parts: [wording.noRatings],
  sources: [],
  standsAlone: false,
});

/** An answer's body without its sources list, as one part of another answer. */
const bodyAsOnePart = (markdown: string) => withoutSources(markdown).join('\n\n');

/** The household to pay for: the one the question states, else the profile's, else unknown. */
function payHousehold({ question, veteranCase }: CaseQuestion): PayHousehold | undefined {
  const stated = readHousehold(question);
  if (stated) {
    const { household, assumed, separatedSpouse } = stated;
    return { household, from: 'question', assumed, separatedSpouse };
  }
  return veteranCase.household ? { household: veteranCase.household, from: 'profile' } : undefined;
}

function combinedRatingAnswer(question: CaseQuestion, knowledge: CaseKnowledge): CaseAnswer {
  const { veteranCase, personality, today } = question;
  const { disabilities } = veteranCase;
  const wording = knowledge.caseWording;
  if (disabilities.length === 0) return noRatings(wording);
  const household = payHousehold(question);
  const combined = answerRatingQuestion(
    { entries: entriesOf(disabilities) },
    knowledge.ratingWording,
    personality,
    (rating) => payPart(knowledge.rates, knowledge.payWording, rating, today, household),
  );
  return {
    parts: [
      `${wording.savedRatingsHeading}\n${savedList(disabilities).join('\n')}`,
      bodyAsOnePart(combined.markdown),
    ],
    sources: combined.sources,
    standsAlone: true,
  };
}

const codesMentioned = (text: string, conditions: readonly ConditionCriteria[]) =>
  new Set(conditionMentions(text, conditions).map((mention) => mention.condition.diagnosticCode));

const longWords = (text: string) => text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];

/** Whether the question names this condition: its schedule entry, or a word of its name. */
function namesCondition(
  question: string,
  name: string,
  diagnosticCode: string | null,
  conditions: readonly ConditionCriteria[],
): boolean {
  const asked = codesMentioned(question, conditions);
  const codes = diagnosticCode ? [diagnosticCode] : [...codesMentioned(name, conditions)];
  if (codes.some((code) => asked.has(code))) return true;
  const words = new Set(longWords(question));
  return longWords(name).some((word) => words.has(word));
}

/**
 * The saved disability the question names, by its condition or by the words of its name; of two
 * with the same condition (left and right knee), the one on the side the question names.
 */
function disabilityNamed(
  question: string,
  disabilities: readonly CaseDisability[],
  conditions: readonly ConditionCriteria[],
): CaseDisability | undefined {
  const asked = codesMentioned(question, conditions);
  const byCode = disabilities.filter(
    (disability) => disability.diagnosticCode !== null && asked.has(disability.diagnosticCode),
  );
  const named =
    byCode.length > 0
      ? byCode
      : disabilities.filter((disability) => namesCondition(question, disability.name, null, []));
  const side = sideNamedIn(question);
  return named.find((disability) => disability.side && disability.side === side) ?? named[0];
}

/** "What am I missing for sleep apnea?", "what else do I need", "is my claim ready". */
const ASKS_WHAT_IS_MISSING =
  /\b(?:missing|lacking|gaps?\b|still\s+need|(?:what|which)\s+(?:else\s+|evidence\s+|proof\s+|documents?\s+)?(?:do|does|would|will|should)\s+(?:i|va|they)\s+(?:still\s+)?(?:need|have\s+to\s+(?:get|send))|(?:is|are)\s+my\s+(?:\w+\s+){0,3}(?:claim|case)s?\s+ready|ready\s+to\s+file)/i;

/** What My Case says a claimed condition still needs, for the one the question names. */
function caseEvidenceAnswer(question: CaseQuestion, knowledge: CaseKnowledge): CaseAnswer | null {
  const conditions = question.veteranCase.caseConditions ?? [];
  if (conditions.length === 0 || !ASKS_WHAT_IS_MISSING.test(question.question)) return null;
  let namesAnyCondition = false;
  const named = conditions.filter((condition) => {
    const { named: mentioned, isThis } = conditionMatcher(condition, knowledge.conditions).namedIn(
      question.question,
    );
    namesAnyCondition ||= mentioned.length > 0;
    return isThis || namesCondition(question.question, condition.name, null, []);
  });
  // A question naming no condition ("what am I missing?") is about all the claimed ones; one
  // naming a condition not on My Case is left to the articles.
  const asked = named.length > 0 ? named : namesAnyCondition ? [] : conditions;
  if (asked.length === 0) return null;
  return {
    parts: [
      ...asked.map((condition) => `**${condition.name}**\n\n${missingEvidenceSummary(condition)}`),
      knowledge.caseWording.fromMyCase,
    ],
    sources: [],
    standsAlone: true,
  };
}

/** The last rating level the question names ("went to 70", "70%"). */
function levelAsked(question: string): number | null {
  const levels = [...question.matchAll(LEVEL)]
    .map((match) => Number(match[1]))
    .filter((value) => value <= 100 && value % 10 === 0);
  return levels.at(-1) ?? null;
}

function whatIfAnswer(asked: CaseQuestion, knowledge: CaseKnowledge): CaseAnswer | null {
  const { question, veteranCase, personality, today } = asked;
  const { disabilities } = veteranCase;
  const wording = knowledge.caseWording;
  const level = levelAsked(question);
  if (level === null) return null;
  if (disabilities.length === 0) return noRatings(wording);
  const changed = disabilityNamed(question, disabilities, knowledge.conditions);
  if (!changed) {
    return {
      parts: [
        fillText(wording.whichRating, { level: percent(level) }),
        savedList(disabilities).join('\n'),
        wording.askWithItsName,
      ],
      sources: [],
      standsAlone: true,
    };
  }
  const after = disabilities.map((disability) =>
    disability === changed ? { ...disability, currentPercentage: level } : disability,
  );
  const before = calculateCombinedRating(entriesOf(disabilities)).combinedRating;
  const worked = answerRatingQuestion(
    { entries: entriesOf(after) },
    knowledge.ratingWording,
    personality,
  );
  const now = calculateCombinedRating(entriesOf(after)).combinedRating;
  const condition = knowledge.conditions.find(
    (candidate) => candidate.diagnosticCode === changed.diagnosticCode,
  );
  const levels =
    (condition &&
      withSegmentLevels(condition, changed).percentageOptions.map((o) => o.percentage)) ??
    [];
  const ratesChoice = ratesForMonth(knowledge.rates, today);
  const table = tableUsed(ratesChoice);
  const paid = payHousehold(asked);
  const household = paid?.household ?? VETERAN_ALONE;
  const forWhom =
    paid && hasDependents(household)
      ? fillText(
          paid.from === 'question'
            ? wording.payForHouseholdInQuestion
            : wording.payForHouseholdOnProfile,
          { household: describeHousehold(household) },
        )
      : paid
        ? wording.payForNoDependents
        : wording.payForUnknownHousehold;
  const pay = table
    ? [
        fillText(wording.whatIfPay, {
          afterPay: money(householdMonthlyCents(table, now, household)),
          beforePay: money(householdMonthlyCents(table, before, household)),
          forWhom,
          table: table.label,
        }),
        previousTableNote(ratesChoice, knowledge.rates.previousTable),
      ]
        .filter(Boolean)
        .join(' ')
    : null;
  return {
    parts: [
      fillText(wording.whatIfCombined, {
        name: nameWithSide(changed),
        from: percent(changed.currentPercentage),
        to: percent(level),
        after: percent(now),
        before: percent(before),
      }),
      condition && !levels.includes(level)
        ? fillText(wording.noSuchLevel, {
            condition: condition.conditionName,
            code: condition.diagnosticCode,
            level: percent(level),
            levels: levels.map(percent).join(', '),
          })
        : null,
      pay,
      bodyAsOnePart(worked.markdown),
    ].filter((part): part is string => part !== null),
    sources: [
      ...worked.sources,
      ...(table ? [{ label: table.source.title, url: table.source.url }] : []),
    ],
    standsAlone: true,
  };
}

function tdiuAnswer({ veteranCase }: CaseQuestion, knowledge: CaseKnowledge): CaseAnswer {
  const { disabilities } = veteranCase;
  const wording = knowledge.caseWording;
  if (disabilities.length === 0) return noRatings(wording);
  const status = tdiuSchedularStatus(entriesOf(disabilities));
  const words = tdiuStatusWords(status, knowledge.tdiu);
  const heading = fillText(wording.tdiuRatingsHeading, {
    combined: percent(status.combinedRating),
  });
  return {
    parts: [
      fillText(wording.tdiuSummary, { summary: words.summary }),
      `${heading}\n${savedList(disabilities).join('\n')}`,
      [...words.notes, ...words.assumptions].map((line) => `- ${line}`).join('\n'),
    ],
    sources: [...knowledge.tdiu.sources],
    standsAlone: false,
  };
}

function deadlinesAnswer({ veteranCase }: CaseQuestion, wording: CaseAnswerWording): CaseAnswer {
  const due = veteranCase.claims.filter((claim) => claim.nextDeadline !== null);
  const intents = intentToFileLines(veteranCase, wording);
  if (due.length === 0 && intents.length === 0) {
    return { parts: [wording.noOpenDeadline], sources: [], standsAlone: false };
  }
  const listed = [
    ...intents.map((line) => `- ${line}`),
    ...due.map((claim) => `- ${claim.disabilityName}: ${claim.nextDeadline}`),
  ];
  return {
    parts: [`${wording.deadlinesHeading}\n${listed.join('\n')}`, wording.deadlinesAreLastDays],
    sources: [],
    standsAlone: false,
  };
}

/** Back pay from the latest approved claim on My Claims, or how it is figured. */
function backPayAnswer({ veteranCase }: CaseQuestion, knowledge: CaseKnowledge): CaseAnswer {
  const { disabilities, claims, household } = veteranCase;
  const answer = answerBackPay(
    {
      claims,
      ratings: disabilities,
      household: household ?? null,
    },
    {
      rates: knowledge.rates.tables,
      holidayOn: knowledge.holidayOn,
      wording: knowledge.backPayWording,
    },
  );
  return { ...answer, standsAlone: true };
}

/** An answer's body as one part, and its sources, to stand in for the general answer. */
const standingAlone = ({
  markdown,
  sources,
}: {
  markdown: string;
  sources: KnowledgeSource[];
}) => ({
  parts: [bodyAsOnePart(markdown)],
  sources,
  standsAlone: true,
});

/**
 * What a rating pays the veteran's household: the household the question states, else the one
 * saved on the profile. Null when neither is known, so the general answer (for a veteran alone,
 * saying what the amount depends on) is given instead.
 */
function householdPayAnswer(question: CaseQuestion, knowledge: CaseKnowledge): CaseAnswer | null {
  const household = payHousehold(question);
  if (!household) return null;
  const { rates, payWording: wording } = knowledge;
  const { today, personality } = question;
  const rating = readPayQuestion(question.question);
  if (rating !== null) {
    return standingAlone(
      answerPayQuestion(rating, { rates, wording, today, personality, household }),
    );
  }
  const ratings: RatingQuestion | null = readRatingQuestion(question.question);
  if (ratings && ASKS_ABOUT_PAY.test(question.question.toLowerCase())) {
    return standingAlone(
      answerRatingQuestion(ratings, knowledge.ratingWording, personality, (combined) =>
        payPart(rates, wording, combined, today, household),
      ),
    );
  }
  return null;
}

/** "How much do I get?": the combined rating of the saved disabilities, paid to the household. */
function ownPayAnswer(question: CaseQuestion, knowledge: CaseKnowledge): CaseAnswer | null {
  const text = question.question;
  const asksOwnPay =
    (OWN_PAY.test(text) || (question.asked.intent === 'amount' && ABOUT_ME.test(text))) &&
    !OTHER_MONEY.test(text) &&
    !WORTH_DOING.test(text) &&
    readPayQuestion(text) === null &&
    readRatingQuestion(text) === null;
  return asksOwnPay ? combinedRatingAnswer(question, knowledge) : null;
}

/** The answer from the veteran's own case, or null when the question is not about it. */
export function answerFromCase(
  question: CaseQuestion,
  knowledge: CaseKnowledge,
): CaseAnswer | null {
  const { asked, subjectArticleId } = question;
  const fromMyCase = caseEvidenceAnswer(question, knowledge);
  if (fromMyCase) return fromMyCase;
  if (asked.intent !== 'what-if' && asked.intent !== 'my-rating') {
    const paid = householdPayAnswer(question, knowledge) ?? ownPayAnswer(question, knowledge);
    if (paid) return paid;
  }
  switch (asked.intent) {
    case 'my-rating':
      return combinedRatingAnswer(question, knowledge);
    case 'what-if':
      return whatIfAnswer(question, knowledge);
    case 'eligibility': {
      const aboutTdiu = TDIU_WORDS.test(question.question) || subjectArticleId === TDIU_ARTICLE;
      return aboutTdiu && ABOUT_ME.test(question.question) ? tdiuAnswer(question, knowledge) : null;
    }
    case 'my-deadlines':
      return deadlinesAnswer(question, knowledge.caseWording);
    case 'back-pay':
      return ABOUT_THE_MONEY.test(question.question) ? null : backPayAnswer(question, knowledge);
    default:
      return null;
  }
}
