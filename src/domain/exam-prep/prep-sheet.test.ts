import { describe, expect, it } from 'vitest';
import back from '../../../content/exam-prep/back.json';
import hearingTinnitus from '../../../content/exam-prep/hearing-tinnitus.json';
import knee from '../../../content/exam-prep/knee.json';
import migraine from '../../../content/exam-prep/migraine.json';
import ptsd from '../../../content/exam-prep/ptsd.json';
import sleepApnea from '../../../content/exam-prep/sleep-apnea.json';
import { dbqForCondition } from './dbq-match';
import { prepSheetItems, type ExamRecordFacts } from './prep-sheet';

const dbqs = [knee, back, ptsd, hearingTinnitus, sleepApnea, migraine];
const nothing: ExamRecordFacts = { documents: [], journal: [], ratings: [] };

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
        {
          name: 'private-exam.pdf',
          quotes: [{ page: 3, text: 'Forward flexion limited to 40 degrees with pain.' }],
        },
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
        {
          name: 'audiology.pdf',
          quotes: [{ page: 2, text: 'Maryland CNC: right 88%, left 84%.' }],
        },
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
        {
          name: 'sleep-study.pdf',
          quotes: [{ page: 1, text: 'Polysomnography shows AHI of 32.' }],
        },
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
      const items = prepSheetItems(matched!.items, record);
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

  it('shows at most three quotes for an item, each once', () => {
    const quote = { page: 1, text: 'Flexion 90 degrees.' };
    const record = {
      ...nothing,
      documents: [
        { name: 'a.pdf', quotes: [quote, quote, { page: 2, text: 'Extension 0 degrees.' }] },
        { name: 'b.pdf', quotes: [quote, { page: 4, text: 'ROM full.' }] },
      ],
    };
    const item = prepSheetItems(knee.items, record).find((it) => it.key === 'range-of-motion')!;
    expect(item.recordShows).toEqual([
      { from: 'document', document: 'a.pdf', quote },
      { from: 'document', document: 'a.pdf', quote: { page: 2, text: 'Extension 0 degrees.' } },
      { from: 'document', document: 'b.pdf', quote },
    ]);
  });
});
