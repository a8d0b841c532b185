/**
 * What the veteran told Wingman for a statement, read from their messages in any order: who
 * writes it, what they saw, how often, since when, the condition, what happened in service…
 * Every fact keeps the veteran's own words, so a draft can say no more than they did.
 */
import type { ConditionReference } from '../analysis/analysis-types';
import { conditionMentions } from '../analysis/condition-matching';
import type { StatementKind } from './knowledge-types';
import { normalizeMessage } from './phrase-match';
import { readStatementRequest } from './statement-request';

/** The facts told in whole clauses, which a draft quotes or puts in the writer's voice. */
export type ToldFact = 'observed' | 'inService' | 'treatment' | 'symptoms' | 'effects';

export interface StatementFacts {
  /** The condition in the veteran's words ("ptsd" as "PTSD", "migranes" as written). */
  condition: string | null;
  /** The writer's relationship to the veteran, as the veteran named it ("wife", "buddy"). */
  writer: string | null;
  writerName: string | null;
  /** Phrases as written: "every night", "since 2012", "for ten years". */
  frequency: string | null;
  since: string | null;
  /** The veteran's clauses, by what they tell. */
  told: Record<ToldFact, string[]>;
  /** The veteran asked for the draft now ("just draft it", "that's all", "go ahead"). */
  draftNow: boolean;
}

export const RELATIONSHIPS =
  'wife|husband|spouse|partner|girlfriend|boyfriend|fianc[eé]e?|mom|mother|dad|father|son|daughter|brother|sister|battle\\s+buddy|buddy|best\\s+friend|friend|roommate|neighbou?r|co-?worker|boss|supervisor|pastor|squad\\s+leader|platoon\\s+sergeant|first\\s+sergeant|team\\s+leader|sergeant|commander|fellow\\s+(?:soldier|marine|sailor|airman|service\\s+member|veteran)';

const MY_RELATIONSHIP = new RegExp(`\\bmy\\s+(${RELATIONSHIPS})\\b`, 'i');
const DRAFT_NOW =
  /^(?:ok(?:ay)?,?\s+)?(?:(?:please\s+)?(?:just\s+)?(?:draft|write|do)\s+(?:it|the\s+(?:statement|letter|draft))(?:\s+now)?|go\s+ahead|that'?s\s+(?:all|it|everything)|that\s+is\s+(?:all|it|everything)|nothing\s+(?:else|more)|no\s+more|i'?m\s+done|done|draft|ready)(?:\s+please)?$/i;
const FILLER =
  /^(?:ok(?:ay)?|yes|yeah|yep|no|nope|thanks?(?:\s+you)?|thx|hi|hello|sure|idk|i\s+don'?t\s+know|not\s+sure|and|so|well|um+|uh+)$/i;
/** "it's for my ptsd", "about my knee": the clause names the condition and says nothing else. */
const CONDITION_ONLY =
  /^(?:(?:it'?s|its|it\s+is|this\s+is|that'?s|the\s+(?:statement|letter)\s+is)\s+(?:for|about)|(?:for|about)\s+my)\s+(?:my\s+)?([\p{L}][\p{L}' -]{1,40})$/iu;
/** A new clause starts where a new subject does: "…nightmares and she wakes me up". */
const CLAUSE_BREAK =
  /[.;!?\n]+\s*|,\s*(?:(?:and|but|so)\s+)?(?:(?:now|then|today)\s+)?(?=(?:i|i'm|im|i've|ive|my|she|he|they|we|it|its|it's|her|his|our)\b)|\s+(?:and|but|so)\s+(?:(?:now|then|still)\s+)?(?=(?:i|i'm|im|i've|ive|she|he|they|we|it's|its|can'?t|cannot|couldn'?t|have\s+to|had\s+to)\b)/iu;
const LEADING_JOINER = /^(?:and|but|so|also|then|plus)\s+/i;

const FREQUENCY =
  /\b(?:(?:almost|nearly|about|at\s+least|maybe)\s+)?(?:every\s+(?:single\s+)?(?:other\s+)?(?:night|day|morning|evening|week|month|weekend)|(?:\d+|once|twice|one|two|three|four|five|six|seven|a\s+few|a\s+couple(?:\s+of)?|several)\s+(?:times?\s+|nights?\s+|days?\s+)?(?:a|an|per|each|every)\s+(?:night|day|week|month|year)|(?:most|many|some)\s+(?:nights|days|mornings|weeks)|nightly|daily|weekly|all\s+the\s+time|constantly|night\s+after\s+night)\b/i;
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const SINCE = new RegExp(
  [
    `\\b(?:ever\\s+)?since\\s+(?:about\\s+|around\\s+|early\\s+|late\\s+|mid\\s+)?(?:${MONTH}\\s+)?(?:\\d{4}|(?:my|his|her|their|the)\\s+[\\p{L}-]+|(?:i|he|she|we|they)\\s+(?:got|came|was|were|returned|left|deployed|separated|retired))[^,.;!?]*`,
    `\\bfor\\s+(?:the\\s+)?(?:(?:last|past)\\s+)?(?:about\\s+|over\\s+|almost\\s+)?(?:\\d+|a\\s+few|a\\s+couple(?:\\s+of)?|several|many|two|three|four|five|six|seven|eight|nine|ten|twenty)\\s+(?:years?|months?|yrs?)`,
    `\\b(?:after|when)\\s+(?:i|we|he|she|they)\\s+(?:got\\s+back|came\\s+(?:back|home)|returned|got\\s+out|left\\s+the\\s+[\\p{L}]+|separated|retired)[^,.;!?]*`,
  ].join('|'),
  'iu',
);
/** "it started in 2012" tells since when: "since 2012". */
const STARTED = new RegExp(
  `\\b(?:it\\s+)?(?:started|began)\\s+(?:in|around|about)\\s+((?:${MONTH}\\s+)?\\d{4})`,
  'iu',
);
const NAME_IS =
  /\b(?:her|his|their|the\s+writer'?s)\s+name\s+is\s+([\p{L}'-]+(?:\s+[\p{L}'-]+)?)/iu;
const WRITES_IT =
  /\b(?:(?:will|can|is|is\s+going\s+to)\s+)?(?:writ(?:e|es|ing)|sign(?:s|ing)?|do(?:es|ing)?)\b(?:\s+(?:it|the\s+(?:statement|letter)|this|one))?/i;

const IN_SERVICE =
  /\b(?:in\s+service|active\s+duty|deploy\w*|iraq|afghanistan|kuwait|vietnam|korea|boot\s+camp|basic\s+training|training|ied|convoy|mortars?|rockets?|blast|explosion|combat|firefight|enemy|while\s+serving|in\s+the\s+(?:army|navy|marines?|marine\s+corps|air\s+force|coast\s+guard|military|guard|reserves?)|aboard|ship|jump|parachute|airborne|my\s+unit|battalion|platoon|company|base|station(?:ed)?)\b/i;
const TREATMENT =
  /\b(?:sick\s+call|clinic|hospital|er|doctor|doc|medic|treat\w*|therap\w*|counsel\w*|meds|medication|prescri\w*|pills)\b/i;
const EFFECTS =
  /\b(?:work|job|boss|fired|quit|miss(?:ed)?\s+work|employ\w*|career|kids|children|family|marriage|divorce|friends|drive|driving|chores|can'?t|cannot|couldn'?t|unable|hard\s+to|trouble|struggle\w*|stairs|walk\w*|lift\w*|stand\w*|sit\w*)\b/i;

/** The veteran's message in clauses, each trimmed of joiners and end punctuation. */
export function clausesOf(text: string): string[] {
  return normalizeMessage(text)
    .split(CLAUSE_BREAK)
    .map((clause) =>
      clause
        .trim()
        .replace(LEADING_JOINER, '')
        .replace(/[\s,]+$/, ''),
    )
    .filter((clause) => clause.length > 0);
}

/** Words of a clause after its fact phrases are taken out: nothing left means nothing else told. */
const SAYS_MORE = (rest: string) =>
  (rest.match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) =>
      !/^(?:it|its|it's|has|have|been|is|was|about|around|and|so|this|that|way|happens)$/i.test(
        word,
      ),
  ).length > 0;

function conditionIn(text: string, conditions: readonly ConditionReference[]): string | null {
  const [mention] = conditionMentions(text, conditions);
  if (mention) return text.slice(mention.start, mention.end);
  // "ptsd" in lower case: abbreviations match only in capitals, so try the message in capitals.
  const upper = text.toUpperCase();
  const abbreviation = conditionMentions(upper, conditions).find(({ condition, start, end }) =>
    [condition.conditionName, ...condition.aliases].includes(upper.slice(start, end)),
  );
  return abbreviation ? upper.slice(abbreviation.start, abbreviation.end) : null;
}

function writerIn(clause: string): { writer: string; name: string | null } | null {
  const match = MY_RELATIONSHIP.exec(clause);
  if (!match) return null;
  const after = clause.slice(match.index + match[0].length);
  // A name follows the relationship in capitals: "my buddy Jake Miller saw it".
  const name = /^,?\s+((?:\p{Lu}[\p{L}'-]+)(?:\s+\p{Lu}[\p{L}'-]+){0,2})/u.exec(after)?.[1];
  return { writer: match[1]!.toLowerCase().replace(/\s+/g, ' '), name: name ?? null };
}

/** Whether the clause's subject is the writer: "my wife sees…", or "she…" once she is named. */
export function startsWithWriter(clause: string, writer: string | null): boolean {
  if (!writer) return false;
  const lower = clause.toLowerCase();
  return lower.startsWith(`my ${writer}`) || /^(?:she|he)\b(?!['’])/.test(lower);
}

function toldFactOf(kind: StatementKind, clause: string, aboutWriter: boolean): ToldFact {
  if (IN_SERVICE.test(clause)) return 'inService';
  if (kind === 'buddy-letter') return aboutWriter || !EFFECTS.test(clause) ? 'observed' : 'effects';
  if (TREATMENT.test(clause)) return 'treatment';
  return EFFECTS.test(clause) ? 'effects' : 'symptoms';
}

/** The facts told across the veteran's messages of one drafting conversation, oldest first. */
export function readStatementFacts(
  kind: StatementKind,
  messages: readonly string[],
  conditions: readonly ConditionReference[],
): StatementFacts {
  const facts: StatementFacts = {
    condition: null,
    writer: null,
    writerName: null,
    frequency: null,
    since: null,
    told: { observed: [], inService: [], treatment: [], symptoms: [], effects: [] },
    draftNow: false,
  };
  for (const [index, message] of messages.entries()) {
    facts.condition ??= conditionIn(normalizeMessage(message), conditions);
    for (const clause of clausesOf(message)) {
      if (DRAFT_NOW.test(clause)) {
        facts.draftNow = true;
        continue;
      }
      // The request itself ("a buddy letter for my wife about my knee") tells no more than
      // the writer and the condition, read from the catalog above.
      if (index === 0 && readStatementRequest(clause)) {
        if (kind === 'buddy-letter') facts.writer ??= writerIn(clause)?.writer ?? null;
        continue;
      }
      readClause(kind, clause, facts);
    }
  }
  return facts;
}

function readClause(kind: StatementKind, clause: string, facts: StatementFacts) {
  if (FILLER.test(clause)) return;
  const conditionOnly = CONDITION_ONLY.exec(clause);
  if (conditionOnly) {
    facts.condition ??= conditionOnly[1]!;
    return;
  }
  const named = NAME_IS.exec(clause);
  if (named) {
    facts.writerName ??= named[1]!;
    return;
  }
  const writer = kind === 'buddy-letter' ? writerIn(clause) : null;
  if (writer && !facts.writer) {
    facts.writer = writer.writer;
    facts.writerName ??= writer.name;
  }
  const aboutWriter = startsWithWriter(clause, facts.writer);
  let rest = clause;
  const frequency = FREQUENCY.exec(clause);
  if (frequency) facts.frequency ??= frequency[0];
  const since = SINCE.exec(clause);
  const started = STARTED.exec(clause);
  if (since) facts.since ??= since[0];
  else if (started) facts.since ??= `since ${started[1]}`;
  for (const phrase of [frequency?.[0], since?.[0], started?.[0]]) {
    if (phrase) rest = rest.replace(phrase, ' ');
  }
  if (writer) rest = rest.replace(MY_RELATIONSHIP, ' ');
  if (writer?.name) rest = rest.replace(writer.name, ' ');
  // "my wife" or "my wife will write it" names the writer and tells nothing seen.
  if (writer && aboutWriter && !SAYS_MORE(rest.replace(WRITES_IT, ' '))) return;
  if (!SAYS_MORE(rest)) return;
  facts.told[toldFactOf(kind, clause, aboutWriter)].push(clause);
}
