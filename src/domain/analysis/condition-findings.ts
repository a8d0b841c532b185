/**
 * Conditions the document diagnoses (or rules out), each with the words that say so, and
 * conditions a medication merely suggests, kept apart as possible and unconfirmed.
 */
import type {
  ClinicalCueContent,
  ConditionFinding,
  ConditionReference,
  MedicationContent,
  PossibleCondition,
  SentenceRoleContent,
} from './analysis-types';
import { conditionMentions, matchCondition } from './condition-matching';
import {
  findAll,
  phraseRegExp,
  quoteMatch,
  type DocumentScan,
  type PageMatch,
} from './document-scan';
import { canBeEvidence } from './sentence-roles';

/**
 * Already found in the same or fuller words: "knee strain" after "Left knee strain". Left and
 * right knee strain share a code but stay two findings.
 */
const alreadyFound = (findings: readonly ConditionFinding[], finding: ConditionFinding) =>
  findings.some(
    (taken) =>
      taken.diagnosticCode === finding.diagnosticCode &&
      taken.name.toLowerCase().includes(finding.name.toLowerCase()),
  );

/** How many characters around a phrase are read for a negation. */
const NEGATION_WINDOW = 40;
/** Diagnosis lines and phrases read per document: far more than any record holds. */
const MAX_PHRASE_MATCHES = 200;
/** More diagnoses than this on one line is not a diagnosis list; the rest are not read. */
const MAX_DIAGNOSES_PER_LINE = 20;

function isNegated(before: string, negations: readonly string[]): boolean {
  return negations.some((pattern) => {
    const regExp = phraseRegExp(pattern);
    regExp.lastIndex = 0;
    return regExp.test(before);
  });
}

/** "Lumbosacral strain (S39.012A)." → "Lumbosacral strain". */
function cleanName(segment: string): string {
  return segment
    .replace(/\(.*?\)|\b[A-TV-Z]\d{2}(?:\.\w+)?\b/g, '')
    .replace(/^[\s\d.)-]+|[\s.:;]+$/g, '')
    .trim();
}

/** The sentence a phrase stands in, with the few words before the phrase and all after it. */
function aroundPhrase(scan: DocumentScan, match: PageMatch) {
  const quote = quoteMatch(scan, match, 'sentence');
  const phrase = match.groups[0]!;
  const phraseAt = quote.text.toLowerCase().indexOf(phrase.toLowerCase());
  return {
    quote,
    before: quote.text.slice(Math.max(phraseAt - NEGATION_WINDOW, 0), phraseAt + phrase.length),
    after: quote.text.slice(phraseAt + phrase.length),
  };
}

/** A presented complaint longer than this is a description, not a name. */
const MAX_TERM_WORDS = 4;

/** "cervicalgia, decreased cervical rotation…" → "cervicalgia". */
function firstTerm(after: string): string | undefined {
  const [term = ''] = after.split(/[,;.:()\n]|\s(?:and|with|in|for|since|after|that)\s/i);
  const name = term.trim().replace(/^(?:a|an|the|some)\s+/i, '');
  return name.length >= 3 && name.split(/\s+/).length <= MAX_TERM_WORDS ? name : undefined;
}

/** A diagnosis section ends at a blank line or the next heading, and within this many lines. */
const MAX_SECTION_LINES = 15;
const NEXT_HEADING = /^[ \t]*(?:section\s+[IVX]+\b|[A-Z][A-Z &/-]{3,}:?[ \t]*$)/;
const NOT_A_DIAGNOSIS = /^(?:yes|no|none|n\/a|deferred|other|unknown)$/i;
const DENIED_ITEM = /^(?:no|not|negative\s+for|ruled\s+out|r\/o)\b/i;

interface SectionLine {
  page: number;
  start: number;
  end: number;
  text: string;
}

/** The lines under each diagnosis heading ("SECTION I - DIAGNOSIS", "ASSESSMENT"). */
function diagnosisSections(scan: DocumentScan, headings: readonly string[]): SectionLine[][] {
  return findAll(scan.pages, headings)
    .slice(0, MAX_PHRASE_MATCHES)
    .map((heading) => {
      const text = scan.pages.find((page) => page.page === heading.page)?.text ?? '';
      const lines: SectionLine[] = [];
      let start = text.indexOf('\n', heading.end) + 1;
      while (start > 0 && start < text.length && lines.length < MAX_SECTION_LINES) {
        const newline = text.indexOf('\n', start);
        const end = newline === -1 ? text.length : newline;
        const line = text.slice(start, end);
        if (line.trim() === '' || NEXT_HEADING.test(line)) break;
        lines.push({ page: heading.page, start, end, text: line });
        start = end + 1;
      }
      return lines;
    });
}

/** "1B. [X] Migraine including migraine variants   ICD code: G43.909" → "Migraine including …". */
function listedDiagnosis(
  line: string,
  items: readonly string[],
  conditions: readonly ConditionReference[],
): string | undefined {
  for (const pattern of items) {
    const regExp = phraseRegExp(pattern);
    regExp.lastIndex = 0;
    const item = regExp.exec(line)?.[1];
    if (!item) continue;
    const [first = ''] = item.split(/\s{2,}|\s-\s|\bICD\b|\bdate of diagnosis\b|[;,]/i);
    const name = cleanName(first);
    // A lone word ticked on a form ("[X] Obstructive") names a diagnosis only if it is listed.
    const lone = !/\s/.test(name) && !matchCondition(name, conditions);
    return name.length < 3 || lone || NOT_A_DIAGNOSIS.test(name) || name.endsWith('?')
      ? undefined
      : name;
  }
  return undefined;
}

export function findConditions(
  scan: DocumentScan,
  conditions: readonly ConditionReference[],
  cues: ClinicalCueContent,
  roles: SentenceRoleContent,
): ConditionFinding[] {
  const findings: ConditionFinding[] = [];
  // "Service connection requires a diagnosis of PTSD" diagnoses nobody.
  const add = (finding: ConditionFinding) => {
    if (!canBeEvidence(finding.quote, roles)) return;
    if (!alreadyFound(findings, finding)) findings.push(finding);
  };
  const withCode = (name: string, condition?: ConditionReference) =>
    condition
      ? { name, diagnosticCode: condition.diagnosticCode, conditionName: condition.conditionName }
      : { name };

  // "Diagnosis: lumbosacral strain; left knee strain": every part of the rest of the line.
  for (const match of findAll(scan.pages, cues.diagnosisLabels).slice(0, MAX_PHRASE_MATCHES)) {
    const text = scan.pages.find((page) => page.page === match.page)?.text ?? '';
    const lineEnd = text.indexOf('\n', match.end);
    const rest = text.slice(match.end, lineEnd === -1 ? text.length : lineEnd);
    const quote = quoteMatch(scan, match, 'line');
    const [diagnoses = ''] = rest.split(/\s{2,}|\bICD\b|\bdate of diagnosis\b/i);
    // After a comma a part may be a qualifier ("GERD, controlled on diet"): only a listed
    // condition counts there.
    diagnoses
      .split(/[;,]|\s\d\)\s/)
      .slice(0, MAX_DIAGNOSES_PER_LINE)
      .forEach((segment, index) => {
        const name = cleanName(segment);
        if (name.length < 3 || /^(none|n\/a|deferred)$/i.test(name)) return;
        const condition = matchCondition(name, conditions);
        if (index > 0 && !condition) return;
        const negated = isNegated(segment, cues.negations);
        add({
          ...withCode(name, condition),
          status: negated ? 'not-diagnosed' : 'diagnosed',
          quote,
        });
      });
  }

  // "… was diagnosed with obstructive sleep apnea …": listed conditions after the phrase.
  for (const match of findAll(scan.pages, cues.diagnosisPhrases).slice(0, MAX_PHRASE_MATCHES)) {
    const { quote, before, after } = aroundPhrase(scan, match);
    // The few words before the phrase: "does not meet the criteria for a diagnosis of".
    const negated = isNegated(before, cues.negations);
    for (const mention of conditionMentions(after, conditions)) {
      const name = after.slice(mention.start, mention.end);
      add({
        ...withCode(name, mention.condition),
        status: negated ? 'not-diagnosed' : 'diagnosed',
        quote,
      });
    }
  }

  // "He presents with cervicalgia, …": the complaint a patient comes with, named even when the
  // list lacks it, and described, not diagnosed. "Presents without…" names nothing.
  for (const match of findAll(scan.pages, cues.presentationPhrases).slice(0, MAX_PHRASE_MATCHES)) {
    const { quote, after } = aroundPhrase(scan, match);
    const start = after.length - after.trimStart().length;
    if (isNegated(after.slice(start, start + NEGATION_WINDOW), cues.negations)) continue;
    const mentions = conditionMentions(after, conditions);
    const term = firstTerm(after);
    const named = mentions.length
      ? mentions.map((mention) =>
          withCode(after.slice(mention.start, mention.end), mention.condition),
        )
      : term
        ? [withCode(term)]
        : [];
    for (const name of named) add({ ...name, status: 'described', quote });
  }

  // A ticked or numbered list under a diagnosis heading; a paragraph there is read for the
  // listed conditions it names ("DIAGNOSIS\nDegenerative disc disease of the lumbar spine").
  for (const section of diagnosisSections(scan, cues.diagnosisHeadings)) {
    const listed = section.flatMap((line) => {
      const name = listedDiagnosis(line.text, cues.diagnosisListItems, conditions);
      return name ? [{ line, name }] : [];
    });
    const named = listed.length
      ? listed
      : section.flatMap((line) =>
          conditionMentions(line.text, conditions).map((mention) => ({
            line,
            name: line.text.slice(mention.start, mention.end),
          })),
        );
    for (const { line, name } of named) {
      add({
        ...withCode(name, matchCondition(name, conditions)),
        status: DENIED_ITEM.test(name) ? 'not-diagnosed' : 'diagnosed',
        quote: quoteMatch(scan, line, 'line'),
      });
    }
  }
  // A complaint the same record goes on to diagnose is the diagnosis.
  const decided = new Set(
    findings.flatMap((finding) =>
      finding.status !== 'described' && finding.diagnosticCode ? [finding.diagnosticCode] : [],
    ),
  );
  return findings.filter(
    (finding) => finding.status !== 'described' || !decided.has(finding.diagnosticCode ?? ''),
  );
}

export function findPossibleConditions(
  scan: DocumentScan,
  content: MedicationContent,
  diagnosed: readonly ConditionFinding[],
): PossibleCondition[] {
  const possible: PossibleCondition[] = [];
  for (const medication of content.medications) {
    const [first] = findAll(scan.pages, medication.pattern);
    if (!first) continue;
    const alreadyDiagnosed = diagnosed.some(
      (finding) =>
        finding.status === 'diagnosed' &&
        finding.diagnosticCode !== undefined &&
        medication.diagnosticCodes.includes(finding.diagnosticCode),
    );
    if (alreadyDiagnosed) continue;
    const [onlyCode] = medication.diagnosticCodes.length === 1 ? medication.diagnosticCodes : [];
    possible.push({
      medication: medication.medication,
      name: medication.suggests,
      ...(onlyCode ? { diagnosticCode: onlyCode } : {}),
      quote: quoteMatch(scan, first, 'sentence'),
    });
  }
  return possible;
}
