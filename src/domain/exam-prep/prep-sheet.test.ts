import { describe, expect, it } from 'vitest';
import back from '../../../content/exam-prep/back.json';
import hearingTinnitus from '../../../content/exam-prep/hearing-tinnitus.json';
import knee from '../../../content/exam-prep/knee.json';
import migraine from '../../../content/exam-prep/migraine.json';
import ptsd from '../../../content/exam-prep/ptsd.json';
import sleepApnea from '../../../content/exam-prep/sleep-apnea.json';
import type { FindingKind } from '../../contracts/structured-analysis';
import { analysisContent } from '../analysis/fixtures/analysis-content';
import { dbqForCondition } from './dbq-match';
import { prepSheetItems, type AnalysedDocument, type ExamRecordFacts } from './prep-sheet';

const dbqs = [knee, back, ptsd, hearingTinnitus, sleepApnea, migraine];
const nothing: ExamRecordFacts = { documents: [], journal: [], ratings: [] };
const { sentenceRoles } = analysisContent;

type Quote = { page: number; text: string };

/** A document whose findings name the DBQ's condition, its quotes read as observations. */
const about = (name: string, quotes: Quote[], kind: FindingKind = 'observation') =>
  ({
    name,
    aboutCondition: true,
    findings: quotes.map((quote) => ({ kind, quote })),
  }) satisfies AnalysedDocument;

type Row = {
  condition: string;
  code?: string;
  dbq: string;
  record: ExamRecordFacts;
  /** The items the record speaks to; every other item shows nothing yet. */
  shows: Record<string, unknown>;
};

const rows: Row[] = [
  {
    condition: 'Left knee',
    dbq: 'knee',
    record: {
      ...nothing,
      journal: [
        {
          fromDate: '2026-10-02',
          toDate: '2026-10-04',
          values: { whatHappened: 'Knee swelled after stairs.', flareUp: true, gaveWay: false },
        },
        { fromDate: '2026-09-01', toDate: null, values: { whatHappened: 'Sore.', gaveWay: true } },
      ],
    },
    shows: {
      history: [
        { from: 'journal', entryCount: 2, dates: ['2026-09-01', '2026-10-02 to 2026-10-04'] },
      ],
      'flare-ups': [{ from: 'journal', entryCount: 1, dates: ['2026-10-02 to 2026-10-04'] }],
      stability: [{ from: 'journal', entryCount: 1, dates: ['2026-09-01'] }],
    },
  },
  {
    condition: 'Lumbosacral strain',
    dbq: 'back',
    record: {
      ...nothing,
      documents: [
        about('private-exam.pdf', [
          { page: 3, text: 'Forward flexion limited to 40 degrees with pain.' },
        ]),
      ],
    },
    shows: {
      'range-of-motion': [
        {
          from: 'document',
          document: 'private-exam.pdf',
          quote: { page: 3, text: 'Forward flexion limited to 40 degrees with pain.' },
        },
      ],
    },
  },
  {
    condition: 'PTSD',
    dbq: 'ptsd',
    record: {
      ...nothing,
      ratings: [{ name: 'PTSD', percentage: 30 }],
      journal: [
        {
          fromDate: '2026-11-01',
          toDate: null,
          values: { whatHappened: 'No sleep.', symptoms: ['nightmares'], effectOnWork: '' },
        },
      ],
    },
    shows: {
      diagnosis: [{ from: 'rating', name: 'PTSD', percentage: 30 }],
      symptoms: [{ from: 'journal', entryCount: 1, dates: ['2026-11-01'] }],
      'worst-days': [{ from: 'journal', entryCount: 1, dates: ['2026-11-01'] }],
    },
  },
  {
    condition: 'Bilateral hearing loss',
    dbq: 'hearing-tinnitus',
    record: {
      ...nothing,
      documents: [
        about('audiology.pdf', [{ page: 2, text: 'Maryland CNC: right 88%, left 84%.' }]),
      ],
    },
    shows: {
      'speech-recognition': [
        {
          from: 'document',
          document: 'audiology.pdf',
          quote: { page: 2, text: 'Maryland CNC: right 88%, left 84%.' },
        },
      ],
    },
  },
  {
    condition: 'Ringing in the ears',
    code: '6260',
    dbq: 'hearing-tinnitus',
    record: nothing,
    shows: {},
  },
  {
    condition: 'Obstructive sleep apnea',
    dbq: 'sleep-apnea',
    record: {
      ...nothing,
      journal: [{ fromDate: '2026-08-08', toDate: null, values: { usedCpap: true } }],
      documents: [
        about('sleep-study.pdf', [{ page: 1, text: 'Polysomnography shows AHI of 32.' }]),
      ],
    },
    shows: {
      'sleep-study': [
        {
          from: 'document',
          document: 'sleep-study.pdf',
          quote: { page: 1, text: 'Polysomnography shows AHI of 32.' },
        },
      ],
      treatment: [{ from: 'journal', entryCount: 1, dates: ['2026-08-08'] }],
    },
  },
  {
    condition: 'Migraine',
    dbq: 'migraine',
    record: {
      ...nothing,
      journal: [
        { fromDate: '2026-11-20', toDate: null, values: { prostrating: true, hoursLong: 10 } },
        { fromDate: '2026-11-02', toDate: null, values: { prostrating: false, hoursLong: 2 } },
      ],
    },
    shows: {
      duration: [{ from: 'journal', entryCount: 2, dates: ['2026-11-02', '2026-11-20'] }],
      'prostrating-attacks': [{ from: 'journal', entryCount: 1, dates: ['2026-11-20'] }],
    },
  },
];

describe('the exam prep sheet', () => {
  it.each(rows)(
    '$condition follows the $dbq DBQ, listing every item',
    ({ condition, code, dbq, record, shows }) => {
      const matched = dbqForCondition(condition, code, dbqs);
      expect(matched?.key).toBe(dbq);
      const items = prepSheetItems(matched!.items, record, sentenceRoles);
      expect(items.map((item) => item.label)).toEqual(matched!.items.map((item) => item.label));
      for (const item of items) {
        expect(item.recordShows, item.key).toEqual(shows[item.key] ?? []);
      }
    },
  );

  it('finds no DBQ for a condition none is kept for, and keeps a neck off the back DBQ', () => {
    expect(dbqForCondition('Flat feet', '5276', dbqs)).toBeUndefined();
    expect(dbqForCondition('Neck strain', '5237', dbqs)).toBeUndefined();
    expect(dbqForCondition('Lower back', '5237', dbqs)?.key).toBe('back');
  });

  it('shows at most three quotes for an item, each once, taking each document in turn', () => {
    const quote = { page: 1, text: 'Flexion 90 degrees.' };
    const record = {
      ...nothing,
      documents: [
        about('a.pdf', [quote, quote, { page: 2, text: 'Extension 0 degrees.' }]),
        about('b.pdf', [quote, { page: 4, text: 'ROM full.' }]),
      ],
    };
    const item = prepSheetItems(knee.items, record, sentenceRoles).find(
      (it) => it.key === 'range-of-motion',
    )!;
    expect(item.recordShows).toEqual([
      { from: 'document', document: 'a.pdf', quote },
      { from: 'document', document: 'b.pdf', quote },
      { from: 'document', document: 'a.pdf', quote: { page: 2, text: 'Extension 0 degrees.' } },
    ]);
  });

  const shown = (item: { recordShows: { from: string; quote?: Quote }[] }) =>
    item.recordShows.flatMap((entry) => (entry.quote ? [entry.quote.text] : []));
  const sheet = (dbq: typeof sleepApnea | typeof ptsd, documents: AnalysedDocument[]) =>
    Object.fromEntries(
      prepSheetItems(dbq.items, { ...nothing, documents }, sentenceRoles).map((item) => [
        item.key,
        shown(item),
      ]),
    );

  it("never lists a DBQ's question, heading or instruction; a question answered in words gives its answer", () => {
    const dbq = about('sleep-apnea-dbq.pdf', [
      { page: 1, text: '1A. Does the Veteran have or has he or she ever had sleep apnea?' },
      { page: 1, text: '5A. Has a sleep study been performed?  [X] Yes  [ ] No' },
      {
        page: 1,
        text: '2C. Does the Veteran require the use of a breathing assistance device such',
      },
      { page: 1, text: 'SECTION V - SLEEP STUDY' },
      { page: 1, text: '[ ] CPAP   [ ] BiPAP' },
      { page: 1, text: '(If "Yes," describe the daytime hypersomnolence):' },
      {
        page: 2,
        text: 'Has a sleep study been performed? [X] Yes - polysomnography 2023 diagnosed obstructive sleep apnea',
      },
    ]);
    expect(sheet(sleepApnea, [dbq])).toEqual({
      diagnosis: ['[X] Yes - polysomnography 2023 diagnosed obstructive sleep apnea'],
      'sleep-study': ['[X] Yes - polysomnography 2023 diagnosed obstructive sleep apnea'],
      treatment: [],
      'daytime-sleepiness': [],
      'breathing-and-heart': [],
      'functional-impact': [],
    });
  });

  it("never counts a decision letter's decisions, criteria or fixed paragraphs as a symptom", () => {
    const granted = 'Service connection for PTSD is granted with an evaluation of 50 percent.';
    const letter: AnalysedDocument = {
      name: 'rating-decision.pdf',
      aboutCondition: true,
      findings: [
        { kind: 'decision-issue', quote: { page: 1, text: granted } },
        { kind: 'condition', quote: { page: 1, text: granted } },
        {
          kind: 'decision-issue',
          quote: {
            page: 1,
            text: 'The issue of service connection for obstructive sleep apnea, claimed as secondary to PTSD, is deferred.',
          },
        },
        {
          kind: 'next-level-criteria',
          quote: {
            page: 2,
            text: 'Occupational and social impairment with deficiencies in most areas due to such symptoms as: suicidal ideation; near-continuous panic or depression.',
          },
        },
        {
          kind: 'claim-element',
          quote: {
            page: 2,
            text: 'We considered your VA examination, which noted nightmares and irritability.',
          },
        },
        {
          kind: 'claim-element',
          quote: {
            page: 2,
            text: 'The evidence does not show panic attacks more than once a week or memory loss.',
          },
        },
        {
          kind: 'in-service-event',
          quote: {
            page: 3,
            text: 'If you disagree with our decision, you may request a Higher-Level Review; if you are in crisis, call the Veterans Crisis Line.',
          },
        },
      ],
    };
    for (const item of prepSheetItems(
      ptsd.items,
      { ...nothing, documents: [letter] },
      sentenceRoles,
    )) {
      expect(item.recordShows, item.key).toEqual([]);
    }
  });

  it.each([
    'He reports daytime sleepiness since the move to night shifts.',
    'Endorses daytime somnolence.',
    'His wife says he falls asleep during the day, even at dinner.',
    'Excessive daytime sleepiness, Epworth 16/24.',
    'Nods off in meetings and while reading.',
  ])(
    "a C&P exam about another condition counts for sleep apnea's daytime sleepiness: %s",
    (text) => {
      const ptsdExam: AnalysedDocument = {
        name: 'ptsd-exam.pdf',
        aboutCondition: false,
        findings: [
          { kind: 'observation', quote: { page: 2, text } },
          { kind: 'observation', quote: { page: 2, text: 'He lost his job in 2024.' } },
        ],
      };
      const items = sheet(sleepApnea, [ptsdExam]);
      expect(items['daytime-sleepiness']).toEqual([text]);
      // Work and daily life are any condition's: only a document about sleep apnea speaks to them.
      expect(items['functional-impact']).toEqual([]);
    },
  );

  it('finds a finding in a second document when the first has none, and when the first has many', () => {
    const first = about('clinic-2024.pdf', [
      { page: 1, text: 'Uses CPAP nightly.' },
      { page: 2, text: 'CPAP pressure 8-14 cm H2O.' },
      { page: 3, text: 'Continue auto-CPAP.' },
    ]);
    const second = about('sleep-lab.pdf', [
      { page: 4, text: 'Polysomnography 2023: AHI 34, oxygen nadir 81%.' },
      { page: 4, text: 'Titrated to CPAP 10 cm H2O.' },
    ]);
    const items = sheet(sleepApnea, [first, second]);
    expect(items['sleep-study']).toEqual(['Polysomnography 2023: AHI 34, oxygen nadir 81%.']);
    expect(items.treatment).toEqual([
      'Uses CPAP nightly.',
      'Titrated to CPAP 10 cm H2O.',
      'CPAP pressure 8-14 cm H2O.',
    ]);
  });
});
