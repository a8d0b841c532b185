import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  structuredAnalysisSchema,
  type StructuredAnalysis,
} from '../../contracts/structured-analysis';
import { vaConditions } from '../../domain/analysis/fixtures/analysis-content';
import { chatContext, collectChunks } from './chat-context-fixture';
import { loadAnalysisContent } from './analysis-content';
import { loadIntentClassifier, loadOfflineKnowledge } from './knowledge-loader';
import { createOfflineAssistant, type OfflineAssistant } from './offline-assistant';
import { ANALYSIS_MAX_CHARACTERS } from './rules-analysis';

// Through the real worker thread, as the app runs it.
let offline: OfflineAssistant;
beforeAll(async () => {
  offline = createOfflineAssistant(
    { content: await loadAnalysisContent(), conditions: vaConditions },
    { knowledge: await loadOfflineKnowledge(), intents: await loadIntentClassifier() },
  );
});
afterAll(() => offline.close());

const fixtureText = (name: string) =>
  readFile(path.resolve(import.meta.dirname, '../../domain/analysis/fixtures', name), 'utf8');
const linesOf = (analysis: StructuredAnalysis, title: string) =>
  analysis.sections
    .find((section) => section.title === title)
    ?.lines.map((line) => ('text' in line ? line.text : line.item));
const today = '2026-11-23';

describe('the offline assistant', () => {
  it('analyses one document and returns the rating decision it recognised', async () => {
    const text = await fixtureText('rating-decision.txt');
    const result = await offline.analyzeDocuments(
      [{ name: 'letter.txt', pages: [{ page: 1, text }] }],
      { today },
    );
    expect(linesOf(result.analysis, 'DOCUMENT TYPE')?.[0]).toBe('VA rating decision letter');
    expect(result.decisions).toHaveLength(1);
    expect(result.decisions[0]).toMatchObject({ kind: 'rating-decision' });
    expect(
      result.decisions[0]?.kind === 'rating-decision' && result.decisions[0].rating.issues,
    ).toHaveLength(5);
  });

  it('combines several documents into one analysis, each keeping its own decision', async () => {
    const result = await offline.analyzeDocuments(
      [
        { name: 'note.txt', pages: [{ page: 1, text: await fixtureText('str-sick-call.txt') }] },
        {
          name: 'letter.txt',
          pages: [{ page: 1, text: await fixtureText('rating-decision.txt') }],
        },
      ],
      { today },
    );
    expect(linesOf(result.analysis, 'DOCUMENTS')).toEqual([
      'note.txt: Service treatment record',
      'letter.txt: VA rating decision letter',
    ]);
    expect(result.decisions[0]).toBeUndefined();
    expect(
      result.decisions[1]?.kind === 'rating-decision' && result.decisions[1].rating.issues,
    ).toHaveLength(5);
  });

  it('gives every finding of a combined analysis with its document, page and quote', async () => {
    const result = await offline.analyzeDocuments(
      [
        { name: 'note.txt', pages: [{ page: 1, text: await fixtureText('str-sick-call.txt') }] },
        {
          name: 'opinion.txt',
          pages: [{ page: 1, text: await fixtureText('favourable-nexus-opinion.txt') }],
        },
      ],
      { today },
    );
    expect(structuredAnalysisSchema.parse(result.analysis)).toEqual(result.analysis);
    expect(result.analysis.documents).toEqual(['note.txt', 'opinion.txt']);
    const documentsOf = (kind: string) =>
      new Set(
        result.analysis.findings
          .filter((finding) => finding.kind === kind)
          .map((finding) => finding.document),
      );
    expect(documentsOf('in-service-event')).toContain('note.txt');
    expect(documentsOf('nexus-statement')).toEqual(new Set(['opinion.txt']));
  });

  it('lists the pages the extractor did not read as not analysed', async () => {
    const text = await fixtureText('personal-statement.txt');
    const result = await offline.analyzeDocuments(
      [{ name: 'long.pdf', pages: [{ page: 1, text }], totalPages: 3 }],
      { today },
    );
    expect(linesOf(result.analysis, 'PAGES')).toEqual([
      '1 of 3 pages analyzed',
      'Pages 2–3 not analyzed: over the page limit',
    ]);
  });

  it('reads a long document up to its character budget and says where it stopped', async () => {
    const words = (count: number) => 'word '.repeat(count / 5);
    const result = await offline.analyzeDocuments(
      [
        {
          name: 'huge.txt',
          pages: [
            { page: 1, text: words(ANALYSIS_MAX_CHARACTERS - 100_000) },
            { page: 2, text: words(200_000) },
            { page: 3, text: words(1_000) },
          ],
        },
      ],
      { today },
    );
    expect(linesOf(result.analysis, 'PAGES')).toEqual([
      '2 of 3 pages analyzed',
      'Page 3 not analyzed: over the page limit',
      'Page 2 analyzed in part: only its first 300,000 characters were read',
    ]);
  });
});

const chat = chatContext;
const collect = collectChunks;

describe('the offline assistant’s replies', () => {
  it('streams an answer paragraph by paragraph', async () => {
    const chunks = await collect(offline.reply(chat('What is an intent to file?')));
    expect(chunks.length).toBeGreaterThan(2);
    const answer = chunks.join('');
    expect(answer).toContain('21-0966');
    expect(answer).toContain('representative can review your case for free');
    // That Wingman is educational only is said once, under the message box, not in each answer.
    expect(answer).not.toMatch(/educational|not affiliated/i);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    for await (const chunk of offline.reply(
      chat('What is an intent to file?'),
      controller.signal,
    )) {
      chunks.push(chunk);
      controller.abort();
    }
    expect(chunks).toHaveLength(1);
  });

  it('answers what an attached document is missing from its analysis', async () => {
    const analysis = (
      await offline.analyzeDocuments(
        [{ name: 'note.txt', pages: [{ page: 1, text: await fixtureText('str-sick-call.txt') }] }],
        { today },
      )
    ).analysis;
    const answer = (
      await collect(
        offline.reply(
          chat('What is this missing?', {
            documents: [{ name: 'note.txt', analysis, text: null }],
          }),
        ),
      )
    ).join('');
    expect(answer).toContain('**note.txt**, from its analysis:');
    for (const line of linesOf(analysis, 'WHAT TO GET NEXT') ?? []) expect(answer).toContain(line);
  });

  it('gives an attached disability’s current level and the next level’s criteria', async () => {
    const answer = (
      await collect(
        offline.reply(
          chat('How can I get a higher rating?', {
            disabilities: [{ name: 'Migraine', currentPercentage: 30, diagnosticCode: '8100' }],
          }),
        ),
      )
    ).join('');
    expect(answer).toContain('**Migraine**, rated 30%');
    expect(answer).toMatch(/50% next:\*\* .+/);
    expect(answer).toContain('38 CFR 4.124a');
  });

  it('answers “what should I do next?” from the veteran’s own case', async () => {
    const answer = (
      await collect(
        offline.reply(
          chat('What should I do next?', {
            veteranCase: {
              disabilities: [
                { name: 'Tinnitus', currentPercentage: 10, diagnosticCode: '6260', side: null },
              ],
              claims: [
                {
                  disabilityName: 'Knee',
                  status: 'denied',
                  submittedDate: null,
                  intentToFileDate: null,
                  decisionDate: '2026-10-01',
                  nextDeadline: 'Higher-Level Review by 2027-10-01',
                },
              ],
            },
          }),
        ),
      )
    ).join('');
    expect(answer).toContain('Knee: Higher-Level Review by 2027-10-01');
    expect(answer).toContain('Tinnitus: 10%');
  });

  it('puts the crisis line first and nothing of the case with it', async () => {
    const answer = (
      await collect(
        offline.reply(
          chat('I want to end my life', {
            disabilities: [{ name: 'Migraine', currentPercentage: 30, diagnosticCode: '8100' }],
          }),
        ),
      )
    ).join('');
    expect(answer).toMatch(/^.*Veterans Crisis Line/);
    expect(answer).not.toContain('Migraine');
  });
});
