/**
 * Nexus language and the weight of a medical opinion (va-facts §6, §11). Longer phrases are
 * read first and claim their words, so "not at least as likely as not" opposes instead of
 * also counting as "at least as likely as not". Unticked form options ("[ ] … less likely
 * than not") are choices the examiner did not make and are skipped.
 */
import type {
  NexusContent,
  NexusOpinion,
  NexusStance,
  NexusStatement,
  OpinionTheory,
  RubricFactor,
  RubricMarker,
  SentenceRoleContent,
  Strength,
} from './analysis-types';
import { findAll, phraseRegExp, quoteMatch, type DocumentScan } from './document-scan';
import { wrappedSentence } from './quote';
import { canBeEvidence } from './sentence-roles';

const UNTICKED_OPTION = /^\s*\[\s\]/;
/** An opinion states its conclusion a few times at most; more is repetition, not evidence. */
const MAX_MATCHES_PER_PHRASE = 10;

function lineOf(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end === -1 ? text.length : end);
}

function mentionsAny(text: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    const regExp = phraseRegExp(pattern);
    regExp.lastIndex = 0;
    return regExp.test(text);
  });
}

type ReadStatement = NexusStatement & { theory: OpinionTheory };

/** Read from the whole sentence: "… at least as likely as not\nproximately due to …" wraps. */
function theoryOf(sentence: string, content: NexusContent): OpinionTheory {
  if (mentionsAny(sentence, content.theoryCues.aggravation)) return 'aggravation';
  return mentionsAny(sentence, content.theoryCues.secondary) ? 'secondary' : 'direct';
}

/** A rule of law or a citation uses the words of an opinion but is nobody's opinion: skipped. */
function readStatements(
  scan: DocumentScan,
  content: NexusContent,
  roles: SentenceRoleContent,
): ReadStatement[] {
  const phrases = [...content.phrases].sort((a, b) => b.phrase.length - a.phrase.length);
  const taken: { page: number; start: number; end: number }[] = [];
  const statements: (ReadStatement & { start: number })[] = [];
  for (const phrase of phrases) {
    for (const match of findAll(scan.pages, phrase.pattern).slice(0, MAX_MATCHES_PER_PHRASE)) {
      const overlaps = taken.some(
        (span) => span.page === match.page && match.start < span.end && match.end > span.start,
      );
      if (overlaps) continue;
      const pageText = scan.pages.find((page) => page.page === match.page)?.text ?? '';
      if (UNTICKED_OPTION.test(lineOf(pageText, match.start))) continue;
      const quote = quoteMatch(scan, match, 'sentence');
      const sentence = wrappedSentence(pageText, match.start, match.end);
      // "Is the tinnitus at least as likely as not …?" is the question put to the examiner.
      if (sentence.endsWith('?')) continue;
      if (phrase.needsLinkWord && !mentionsAny(sentence, content.linkWords)) continue;
      if (!canBeEvidence(quote, roles)) continue;
      taken.push(match);
      statements.push({
        stance: phrase.stance,
        phrase: phrase.phrase,
        quote,
        ...(mentionsAny(quote.text, content.attributionCues) ? { quotedFromAnother: true } : {}),
        start: match.start,
        theory: theoryOf(sentence, content),
      });
    }
  }
  return statements
    .sort((a, b) => a.quote.page - b.quote.page || a.start - b.start)
    .map(({ start: _start, ...statement }) => statement);
}

export const nexusStatements = (
  scan: DocumentScan,
  content: NexusContent,
  roles: SentenceRoleContent,
): NexusStatement[] =>
  readStatements(scan, content, roles).map(({ theory: _theory, ...statement }) => statement);

/**
 * The document's own stance; opinions it only reports or rebuts do not count. Under 38 CFR
 * 3.310 causation and aggravation are two routes to one claim: an opinion that supports one
 * and rejects the other supports the claim.
 */
function overallStance(own: readonly ReadStatement[]): NexusOpinion['stance'] {
  const stances = new Set(own.map((statement) => statement.stance));
  const supports = stances.has('supports') || stances.has('supports-strongly');
  if (supports && stances.has('opposes')) {
    const supported = new Set(own.filter((s) => isSupportive(s.stance)).map((s) => s.theory));
    const otherRouteOnly = own
      .filter((statement) => statement.stance === 'opposes')
      .every((statement) => statement.theory !== 'direct' && !supported.has(statement.theory));
    if (!otherRouteOnly) return 'conflicting';
    return stances.has('supports-strongly') ? 'supports-strongly' : 'supports';
  }
  if (stances.has('opposes')) return 'opposes';
  if (stances.has('supports-strongly')) return 'supports-strongly';
  if (stances.has('supports')) return 'supports';
  return 'insufficient';
}

/** M21-1 weighs a bare conclusion lightly, so an opinion without a rationale is weak at best. */
function rubricStrength(rubric: readonly RubricFactor[]): Strength {
  const present = rubric.filter((factor) => factor.present).length;
  const rationale = rubric.find((factor) => factor.factor === 'rationale')?.present ?? false;
  if (!rationale || present <= 2) return 'weak';
  return present >= 4 ? 'strong' : 'moderate';
}

const factorOf = (marker: RubricMarker) => ({ factor: marker.factor, label: marker.label });

export function assessNexusOpinion(
  scan: DocumentScan,
  content: NexusContent,
  roles: SentenceRoleContent,
): NexusOpinion | undefined {
  const read = readStatements(scan, content, roles);
  if (!read.some((statement) => !statement.quotedFromAnother)) return undefined;
  const statements = read.map(({ theory: _theory, ...statement }) => statement);
  const rubric = content.rubric.map((marker): RubricFactor => {
    const [first] = findAll(scan.pages, marker.patterns);
    return first
      ? { ...factorOf(marker), present: true, quote: quoteMatch(scan, first, 'sentence') }
      : { ...factorOf(marker), present: false };
  });
  const strength = rubricStrength(rubric);
  const own = read.filter((statement) => !statement.quotedFromAnother);
  const stance = overallStance(own);
  // The theory the opinion rests on: that of the statements behind its stance.
  const deciding = own.filter(
    (statement) => isSupportive(stance) === isSupportive(statement.stance),
  );
  const theories = new Set(deciding.map((statement) => statement.theory));
  const theory: OpinionTheory = theories.has('aggravation')
    ? 'aggravation'
    : theories.has('secondary')
      ? 'secondary'
      : 'direct';
  const reasons = [
    content.stanceExplanations[stance],
    ...rubric.map((factor) => `${factor.present ? 'Has' : 'Lacks'} ${factor.label}.`),
  ];
  return { stance, theory, statements, strength, rubric, reasons };
}

export const isSupportive = (stance: NexusStance | 'conflicting'): boolean =>
  stance === 'supports' || stance === 'supports-strongly';
