import { describe, expect, it } from 'vitest';
import journalFile from '../../../content/journal/condition-fields.json';
import {
  ownWords,
  statementDraft,
  type StatementEntry,
  type StatementQuestion,
  type StatementWording,
} from './statement-draft';

// The real wording and questions, so a question added to the content without a sentence fails here.
const content = journalFile as unknown as {
  statement: StatementWording;
  bases: { key: string; fields: (StatementQuestion & { options?: string[] })[] }[];
};
const draft = (condition: string, entries: StatementEntry[]) =>
  statementDraft(condition, content.statement, content.bases, entries);

const entry = (over: Partial<StatementEntry>): StatementEntry => ({
  id: over.fromDate ?? 'x',
  basis: 'other',
  fromDate: '2026-01-01',
  toDate: null,
  whatHappened: 'A bad day.',
  severity: null,
  duration: null,
  stoppedDoing: null,
  workLost: null,
  treatment: null,
  whoSawIt: null,
  fields: {},
  ...over,
});

/** The paragraph of the draft's only entry. */
const paragraphOf = (text: string) => text.split('\n\n')[1];

describe('the statement draft', () => {
  it('carries every answer of every kind of condition, in the veteran’s words', () => {
    for (const basis of content.bases) {
      const fields = Object.fromEntries(
        basis.fields.map((field) => [
          field.key,
          field.type === 'boolean'
            ? true
            : field.type === 'number'
              ? 7
              : field.type === 'text'
                ? `in my own words about ${field.key}`
                : field.type === 'choice'
                  ? field.options!.at(-1)!
                  : field.options!.slice(0, 2),
        ]),
      );
      const text = draft('Anything', [
        entry({
          basis: basis.key,
          whatHappened: 'it started at breakfast',
          severity: 'moderate',
          duration: 'most of the afternoon',
          stoppedDoing: 'driving my kids home',
          workLost: 'left 3 hours early',
          treatment: 'rest and ice',
          whoSawIt: 'my wife Ana',
          fields,
        }),
      ]);
      for (const words of [
        'It started at breakfast.',
        'It was moderate.',
        'Most of the afternoon.',
        'Driving my kids home.',
        'Left 3 hours early.',
        'Rest and ice.',
        'My wife Ana.',
      ]) {
        expect(text, `${basis.key}: ${words}`).toContain(words);
      }
      for (const field of basis.fields) {
        const value = fields[field.key]!;
        const shown =
          field.type === 'boolean'
            ? field.statement.yes
            : field.type === 'number'
              ? `7 ${field.unit.other}`
              : field.type === 'text'
                ? `In my own words about ${field.key}.`
                : Array.isArray(value)
                  ? `${value[0]} and ${value[1]}`
                  : String(value);
        expect(text, `${basis.key}.${field.key}`).toContain(shown);
      }
    }
  });

  it('reads a mental-health entry’s effect on work and family and its symptoms as sentences', () => {
    const text = draft('PTSD', [
      entry({
        basis: 'mental-health',
        fromDate: '2026-11-01',
        whatHappened: 'fireworks next door; panic attack at 3 am',
        fields: {
          symptoms: ['anxiety', 'chronic sleep impairment', 'panic attacks more than once a week'],
          effectOnWork: 'called in sick and missed the safety briefing',
          effectOnRelationships: 'I snapped at my daughter.',
        },
      }),
    ]);
    expect(paragraphOf(text)).toBe(
      'On November 1, 2026: Fireworks next door; panic attack at 3 am. ' +
        'What I noticed: anxiety, chronic sleep impairment, and panic attacks more than once a week. ' +
        'How it affected my work: Called in sick and missed the safety briefing. ' +
        'How it affected my family or friends: I snapped at my daughter.',
    );
  });

  it('reads a back’s answers, a "no" included, as the veteran gave them', () => {
    const text = draft('my back', [
      entry({
        basis: 'spine',
        fromDate: '2026-10-02',
        toDate: '2026-10-05',
        whatHappened: 'Bent to pick up my son and my back locked.',
        severity: 'severe',
        fields: {
          flareUp: true,
          flareUpsHowOften: 'a few times a month',
          forwardBend: 'a third of the way or less',
          painfulMotion: true,
          radiatingInto: ['left leg'],
          bedRestPrescribed: false,
          bedRestDays: 1,
        },
      }),
    ]);
    expect(text.split('\n\n')[0]).toBe(
      'I am writing about my back. These are things I wrote down when they happened.',
    );
    expect(paragraphOf(text)).toBe(
      'On October 2–5, 2026: Bent to pick up my son and my back locked. It was severe. ' +
        'This was a flare-up. Flare-ups like this come a few times a month. ' +
        'I could bend forward a third of the way or less. It hurt to bend, twist or turn. ' +
        'Pain, numbness or tingling spread into my left leg. ' +
        'A doctor did not prescribe bed rest for it. The doctor prescribed 1 day of bed rest.',
    );
  });

  it.each(['my back', 'My back', '  MY lower back '])(
    'does not double the "my" of a condition called "%s"',
    (condition) => {
      const opening = draft(condition, [entry({})]).split('\n\n')[0]!;
      expect(opening).not.toMatch(/\bmy\s+my\b/i);
      expect(opening).toMatch(/^I am writing about my (back|lower back)\. /);
    },
  );

  it('starts every sentence with a capital letter, however the veteran typed it', () => {
    const text = draft('migraines', [
      entry({
        basis: 'migraine',
        whatHappened: 'light hurt. had to lie down',
        duration: 'all night',
        stoppedDoing: 'i could not drive',
        workLost: 'half a shift',
        treatment: 'sumatriptan',
        whoSawIt: 'nobody',
        fields: { prostrating: false, hoursLong: 9 },
      }),
    ]);
    // A sentence begins the text, a paragraph, or follows a full stop or an introducing colon.
    const starts = [...text.matchAll(/(?:^|\n\n|[.!?:] )(\S)/g)].map((match) => match[1]!);
    // "had to lie down" is the veteran's own second sentence, kept as they typed it.
    expect(starts.filter((letter) => /[a-z]/.test(letter))).toEqual(['h']);
    expect(paragraphOf(text)).toBe(
      'On January 1, 2026: Light hurt. had to lie down. How long it lasted: All night. ' +
        'I did not have to stop what I was doing and lie down. It lasted 9 hours. ' +
        'What it stopped me doing: I could not drive. Time I lost from work: Half a shift. ' +
        'Treatment: Sumatriptan. Who saw it: Nobody.',
    );
  });

  it('uses only the entries, oldest first, never reads their words as a template, and leaves out what was not said', () => {
    expect(
      draft('migraines', [
        entry({ fromDate: '2026-02-01', whatHappened: 'I threw up {twice}', workLost: '1 day.' }),
        entry({ fromDate: '2026-01-01', toDate: '2026-01-02', whatHappened: 'The light hurt.' }),
      ]),
    ).toBe(
      [
        'I am writing about my migraines. These are things I wrote down when they happened.',
        'On January 1–2, 2026: The light hurt.',
        'On February 1, 2026: I threw up {twice}. Time I lost from work: 1 day.',
        content.statement.closing,
      ].join('\n\n'),
    );
  });
});

describe('the veteran’s own words as a sentence', () => {
  it.each([
    ['left early', 'Left early.'],
    ['  Left early!  ', 'Left early!'],
    ['he said "go home."', 'He said "go home."'],
    ['2 days', '2 days.'],
    ['PTSD got worse', 'PTSD got worse.'],
  ])('%j reads %j', (words, sentence) => {
    expect(ownWords(words)).toBe(sentence);
  });
});
