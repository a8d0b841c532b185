import { describe, expect, it } from 'vitest';
import advice from '../../../content/exam-prep/advice.json';
import type { DbqContent } from '../../contracts/exams';
import { dbqFiles, loadExamPrepContent, parseExamPrepContent } from './exam-prep-content';
import { journalContent } from './journal-content';

/** A DBQ file with one change, as a test's own copy. */
const withChange = (file: string, change: (dbq: Partial<DbqContent>) => void) => {
  const copy = structuredClone(dbqFiles[file]) as DbqContent;
  change(copy);
  return { ...dbqFiles, [file]: copy };
};

describe('content/exam-prep', () => {
  const content = loadExamPrepContent(journalContent);

  it('keeps a DBQ for each exam the prep sheet covers, each with its title, date and sources', () => {
    expect(content.dbqs.map((dbq) => dbq.key)).toEqual([
      'knee',
      'back',
      'ptsd',
      'hearing-tinnitus',
      'sleep-apnea',
      'migraine',
    ]);
    for (const dbq of content.dbqs) {
      expect(dbq.title, dbq.key).not.toBe('');
      expect(dbq.revisionDate, dbq.key).toMatch(/^20\d\d-\d\d-\d\d$/);
      expect(dbq.sources.length, dbq.key).toBeGreaterThan(0);
      expect(dbq.checkedOn, dbq.key).toBe('2026-11-29');
      expect(dbq.doubts?.length, dbq.key).toBeGreaterThan(0);
      for (const item of dbq.items)
        expect(item.label.trim(), `${dbq.key} ${item.key}`).not.toBe('');
    }
  });

  it('says plainly that hearing loss and tinnitus have no public DBQ, with a doubt', () => {
    const hearing = content.dbqs.find((dbq) => dbq.key === 'hearing-tinnitus')!;
    expect(hearing.form).toMatch(/No public DBQ/);
    expect(hearing.doubts!.join(' ')).toMatch(/no public DBQ/i);
  });

  it('gives every piece of shared advice its sources, check date and doubts', () => {
    const { whatToBring, badDay, copyOfReport, lanes, statement } = content.advice;
    for (const part of [whatToBring, badDay, copyOfReport, lanes, statement]) {
      expect(part.sources.length).toBeGreaterThan(0);
      expect(part.checkedOn).toBe('2026-11-29');
      expect(part.doubts?.length).toBeGreaterThan(0);
    }
    expect(content.advice.vaDecides).toMatch(/VA decides/);
  });

  it('a broken file stops start-up, naming the file and what is wrong', () => {
    const load = (files: Record<string, unknown>) =>
      parseExamPrepContent(files, advice, journalContent);
    expect(() => load(withChange('knee', (dbq) => delete dbq.sources))).toThrow(
      /content\/exam-prep\/knee\.json: .*sources/s,
    );
    expect(() => load(withChange('back', (dbq) => (dbq.revisionDate = 'December 2024')))).toThrow(
      /back\.json: .*revisionDate/s,
    );
    expect(() => load(withChange('migraine', (dbq) => (dbq.items![0]!.label = '')))).toThrow(
      /migraine\.json/,
    );
    expect(() =>
      load(withChange('ptsd', (dbq) => (dbq.items![0]!.record.journal = ['noSuchField']))),
    ).toThrow(/ptsd\.json, item diagnosis: no journal field noSuchField/);
    expect(() => load(withChange('knee', (dbq) => (dbq.namePatterns = ['(knee'])))).toThrow(
      /regular expression/,
    );
  });
});
