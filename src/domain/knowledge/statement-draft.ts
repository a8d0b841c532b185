/**
 * The two replies of a drafting conversation, worded by content/knowledge-rules/statement-
 * drafting.json: the question for what is still missing, and the draft itself. The draft says
 * only what the veteran told, in their words; every fact they did not give stays a [bracket].
 */
import { fillText } from '../analysis/fill-text';
import type {
  AiPersonality,
  ComposedAnswer,
  StatementDraftingWording,
  StatementFact,
  StatementKind,
} from './knowledge-types';
import { finishAnswer } from './answer-text';
import { startsWithWriter, type StatementFacts, type ToldFact } from './statement-facts';
import { aboutTheVeteran, inWitnessVoice, type VeteranMention } from './witness-voice';

/** A fact as the draft says it, and the veteran's words it was taken from. */
interface DraftedFact {
  text: string;
  words: readonly string[];
  /** Kept in the veteran's words, for the writer to put in theirs. */
  quoted: boolean;
}

type DraftedFacts = Partial<Record<StatementFact, DraftedFact>>;

const TOLD_FACTS: readonly ToldFact[] = [
  'observed',
  'inService',
  'treatment',
  'symptoms',
  'effects',
];

const quote = (words: string) => `“${words}”`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Light spelling fixes only ("im" → "I'm", "i" → "I"): the veteran's words, tidied. */
export function tidyFirstPerson(clause: string): string {
  const tidy = clause
    .replace(/\bi\b/g, 'I')
    .replace(/\bim\b/gi, "I'm")
    .replace(/\bive\b/gi, "I've")
    .replace(
      /\b(dont|cant|wont|didnt|doesnt|isnt|wasnt|couldnt|wouldnt|shouldnt)\b/gi,
      (word) => `${word.slice(0, -1)}'t`,
    );
  return capitalized(/[.!?]$/.test(tidy) ? tidy : `${tidy}.`);
}

/** In a lay statement, a phrase about the veteran in the writer's voice, or quoted as written. */
function writersPhrase(phrase: string, writer: string | null): DraftedFact {
  const turned = aboutTheVeteran(phrase, writer);
  return turned === null
    ? { text: quote(phrase), words: [phrase], quoted: true }
    : { text: turned, words: [phrase], quoted: false };
}

function toldClauses(
  kind: StatementKind,
  clauses: readonly string[],
  writer: string | null,
  mention: VeteranMention,
): DraftedFact | undefined {
  if (clauses.length === 0) return undefined;
  const sentences = clauses.map((clause) => {
    if (kind === 'personal-statement') return { text: tidyFirstPerson(clause), quoted: false };
    const turned =
      writer && startsWithWriter(clause, writer) ? inWitnessVoice(clause, writer, mention) : null;
    return turned ? { text: turned, quoted: false } : { text: quote(clause), quoted: true };
  });
  return {
    text: sentences.map((sentence) => sentence.text).join(' '),
    words: clauses,
    quoted: sentences.some((sentence) => sentence.quoted),
  };
}

/** Each fact the veteran gave, as the draft of `kind` says it. */
export function draftedFacts(kind: StatementKind, facts: StatementFacts): DraftedFacts {
  const phrase = (value: string | null): DraftedFact | undefined => {
    if (value === null) return undefined;
    return kind === 'buddy-letter'
      ? writersPhrase(value, facts.writer)
      : { text: value, words: [value], quoted: false };
  };
  const plain = (value: string | null, words = value): DraftedFact | undefined =>
    value === null ? undefined : { text: value, words: [words ?? value], quoted: false };
  const mention: VeteranMention = { named: false };
  const drafted: DraftedFacts = {
    condition: plain(facts.condition),
    writer: kind === 'buddy-letter' ? plain(facts.writer, `my ${facts.writer}`) : undefined,
    writerName: kind === 'buddy-letter' ? plain(facts.writerName) : undefined,
    frequency: phrase(facts.frequency),
    since: phrase(facts.since),
  };
  for (const fact of TOLD_FACTS) {
    drafted[fact] = toldClauses(kind, facts.told[fact], facts.writer, mention);
  }
  return drafted;
}

/** The facts Wingman asks for that the veteran has not given yet. */
export function missingFacts(
  kind: StatementKind,
  drafted: DraftedFacts,
  wording: StatementDraftingWording,
): StatementFact[] {
  return wording.forms[kind].asks.filter((fact) => !drafted[fact]);
}

function headingOf(template: string, kind: StatementKind, wording: StatementDraftingWording) {
  const { name, form } = wording.forms[kind];
  return fillText(template, { name, form: form.label });
}

/** Whether an earlier reply of the chat asked for a statement's facts, and for which one. */
export function askedForStatement(
  reply: string,
  wording: StatementDraftingWording,
): StatementKind | null {
  const kinds = Object.keys(wording.forms) as StatementKind[];
  return (
    kinds.find((kind) =>
      [wording.askHeading, wording.askAgainHeading].some((heading) =>
        reply.includes(headingOf(heading, kind, wording)),
      ),
    ) ?? null
  );
}

const bulleted = (heading: string, lines: readonly string[]) =>
  [heading, ...lines.map((line) => `- ${line}`)].join('\n');

function usedLines(drafted: DraftedFacts, wording: StatementDraftingWording): string[] {
  return (Object.keys(wording.facts) as StatementFact[]).flatMap((fact) => {
    const given = drafted[fact];
    return given ? [`${wording.facts[fact].label}: ${given.words.map(quote).join(', ')}`] : [];
  });
}

const opening = (wording: StatementDraftingWording, personality: AiPersonality) =>
  personality === 'friendly' ? wording.friendlyOpening : null;

/** The question for what is missing; `again` after the veteran has answered once. */
export function askForStatementFacts(
  kind: StatementKind,
  drafted: DraftedFacts,
  wording: StatementDraftingWording,
  { again, personality }: { again: boolean; personality: AiPersonality },
): ComposedAnswer {
  const used = usedLines(drafted, wording);
  const questions = missingFacts(kind, drafted, wording).map(
    (fact) => wording.facts[fact].question ?? wording.facts[fact].label,
  );
  return finishAnswer(
    [
      opening(wording, personality),
      headingOf(again ? wording.askAgainHeading : wording.askHeading, kind, wording),
      used.length > 0 ? bulleted(wording.soFar, used) : null,
      bulleted(again ? wording.askAgainIntro : wording.askIntro, questions),
      wording.askClosing,
    ],
    [wording.forms[kind].form],
  );
}

const BRACKET = /\[[^\]]+\]/g;

/** The draft, with what was used from the veteran's messages and what is left to fill in on top. */
export function writeStatementDraft(
  kind: StatementKind,
  drafted: DraftedFacts,
  wording: StatementDraftingWording,
  personality: AiPersonality,
): ComposedAnswer {
  const values = Object.fromEntries(
    (Object.keys(wording.facts) as StatementFact[]).map((fact) => [
      fact,
      drafted[fact]?.text ?? wording.facts[fact].blank,
    ]),
  );
  const paragraphs = [
    ...wording.forms[kind].draft.map((paragraph) => fillText(paragraph, values)),
    `${wording.certify} ${wording.signature}`,
  ];
  const blanks = [...new Set(paragraphs.flatMap((paragraph) => paragraph.match(BRACKET) ?? []))];
  const used = usedLines(drafted, wording);
  const quoted = Object.values(drafted).some((fact) => fact?.quoted);
  return finishAnswer(
    [
      opening(wording, personality),
      headingOf(wording.draftHeading, kind, wording),
      used.length > 0 ? bulleted(wording.usedHeading, used) : null,
      blanks.length > 0 ? bulleted(wording.leftToFillHeading, blanks) : wording.nothingLeftToFill,
      quoted ? wording.yourWordsNote : null,
      '---',
      ...paragraphs,
      '---',
      wording.forms[kind].tips,
    ],
    [wording.forms[kind].form],
  );
}
