/**
 * Every exam prep sheet on documents nobody on the team wrote (../shared/data/documents-dev and
 * documents-dev-2, read in place, never copied), all of them analysed as uploads are and read
 * together as one veteran's record: what "Already in your record" lists must be a finding about
 * the veteran, never a form's question or a decision letter's words. Which documents are
 * decision letters is taken from their annotations, not from the analysis. Skipped, saying so,
 * where the folders are absent.
 */
import { describe, expect, it } from 'vitest';
import back from '../../../content/exam-prep/back.json';
import hearingTinnitus from '../../../content/exam-prep/hearing-tinnitus.json';
import knee from '../../../content/exam-prep/knee.json';
import migraine from '../../../content/exam-prep/migraine.json';
import ptsd from '../../../content/exam-prep/ptsd.json';
import sleepApnea from '../../../content/exam-prep/sleep-apnea.json';
import { analysisFindings } from '../analysis/analysis-findings';
import { analyzeDocument } from '../analysis/analyze-document';
import { analysisContent, vaConditions } from '../analysis/fixtures/analysis-content';
import { toPages } from '../analysis/fixtures/fixture-documents';
import { dbqForCondition } from './dbq-match';
import { analysedDocument, prepSheetItems, type AnalysedDocument } from './prep-sheet';

const texts = import.meta.glob<string>('../../../../shared/data/documents-dev*/*.txt', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const annotations = import.meta.glob<{ type: string; acceptableTypes?: string[] }>(
  '../../../../shared/data/documents-dev*/*.expected.json',
  { eager: true, import: 'default' },
);

const present = Object.keys(texts).length > 0;
if (!present) {
  console.info(
    'Exam prep on documents-dev skipped: ../shared/data/documents-dev and documents-dev-2 are not on this machine.',
  );
}

const dbqs = [knee, back, ptsd, hearingTinnitus, sleepApnea, migraine];
const DECISION_TYPES = ['rating-decision', 'board-decision'];

const nameOf = (path: string) => path.split('/').pop()!;

/** A decision or VA letter by its annotation: its words are VA's, not the veteran's record. */
const isDecision = (name: string) => {
  const [, annotation] = Object.entries(annotations).find(
    ([path]) => nameOf(path) === name.replace(/\.txt$/, '.expected.json'),
  )!;
  return [annotation.type, ...(annotation.acceptableTypes ?? [])].some((type) =>
    DECISION_TYPES.includes(type),
  );
};

/** A form's printed question, whole or cut at its line's end. */
const FORM_QUESTION =
  /\?\s*(?:\[[ xX]?\]\s*(?:Yes|No)\s*)*$|^\s*(?:\d+[A-Z]?\.\s*)?(?:Does|Do|Is|Has|Are|Was|Were)\s+the\b/i;

describe.skipIf(!present)('exam prep sheets on documents-dev and documents-dev-2', () => {
  // A skipped suite is still collected, so the documents are read only where they are.
  const record = present
    ? Object.entries(texts).map(([path, text]) => {
        const name = nameOf(path);
        const analysis = analyzeDocument({
          pages: toPages(text),
          conditions: vaConditions,
          content: analysisContent,
          today: '2026-12-07',
        });
        return { name, text, findings: analysisFindings(name, analysis) };
      })
    : [];

  const sheetFor = (dbq: (typeof dbqs)[number]) => {
    const documents: AnalysedDocument[] = record.map(({ name, findings }) =>
      analysedDocument(name, findings, (label) => dbqForCondition(label, null, dbqs) === dbq),
    );
    return prepSheetItems(
      dbq.items,
      { documents, journal: [], ratings: [] },
      analysisContent.sentenceRoles,
    );
  };
  const quotesOf = (items: ReturnType<typeof sheetFor>) =>
    items.flatMap((item) =>
      item.recordShows.flatMap((shows) =>
        shows.from === 'document' ? [{ item: item.key, ...shows }] : [],
      ),
    );

  it.each(dbqs.map((dbq) => [dbq.key, dbq] as const))(
    "%s: lists no form's question and no line of a decision letter, each quote its document's own words",
    (_key, dbq) => {
      const quotes = quotesOf(sheetFor(dbq));
      expect(quotes.length).toBeGreaterThan(0);
      for (const { item, document, quote } of quotes) {
        expect(quote.text, `${item}: ${document}`).not.toMatch(FORM_QUESTION);
        expect(isDecision(document), `${item}: ${document}: ${quote.text}`).toBe(false);
        const source = record.find((candidate) => candidate.name === document)!;
        expect(toPages(source.text)[quote.page - 1]!.text).toContain(quote.text);
      }
    },
  );

  it("sleep apnea: the C&P exam's daytime hypersomnolence and the sleep clinic's sleepiness, from two documents", () => {
    const daytime = sheetFor(sleepApnea).find((item) => item.key === 'daytime-sleepiness')!;
    const shown = daytime.recordShows.map((shows) =>
      shows.from === 'document' ? `${shows.document.slice(0, 4)}: ${shows.quote.text}` : '',
    );
    expect(shown).toContainEqual(
      expect.stringMatching(/^ex07: .*Persistent daytime hypersomnolence/),
    );
    expect(shown).toContainEqual(expect.stringMatching(/^pr04: Daytime sleepiness improved/));
  });

  it("sleep apnea: the DBQ's sleep study question is not listed, what it recorded of the study is", () => {
    const study = sheetFor(sleepApnea).find((item) => item.key === 'sleep-study')!;
    const texts = study.recordShows.flatMap((shows) =>
      shows.from === 'document' ? [shows.quote.text] : [],
    );
    expect(texts.join('\n')).not.toMatch(/Has a sleep study been performed/);
    expect(texts).toContain('Date of sleep study: 2023');
  });

  it("PTSD: the symptoms are the exam's and the records', none a decision letter's", () => {
    const symptoms = sheetFor(ptsd).find((item) => item.key === 'symptoms')!;
    expect(symptoms.recordShows.length).toBeGreaterThan(0);
    for (const shows of symptoms.recordShows) {
      if (shows.from !== 'document') continue;
      expect(isDecision(shows.document), shows.quote.text).toBe(false);
      expect(shows.quote.text).not.toMatch(
        /\b(?:is|are)\s+(?:granted|denied|deferred|continued)\b/,
      );
    }
  });
});
