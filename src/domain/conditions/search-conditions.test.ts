import { describe, expect, it } from 'vitest';
import {
  searchConditions,
  type EverydayPhrase,
  type SearchableCondition,
} from './search-conditions';

const conditions: SearchableCondition[] = [
  {
    diagnosticCode: '6260',
    conditionName: 'Tinnitus, recurrent',
    aliases: ['ringing in the ears'],
  },
  {
    diagnosticCode: '9411',
    conditionName: 'Posttraumatic stress disorder',
    aliases: ['PTSD', 'post-traumatic stress', 'combat stress'],
  },
  {
    diagnosticCode: '5237',
    conditionName: 'Lumbosacral or cervical strain',
    aliases: ['back strain', 'low back pain', 'neck strain', 'lumbar strain'],
  },
  {
    diagnosticCode: '5243',
    conditionName: 'Intervertebral disc syndrome',
    aliases: ['IVDS', 'herniated disc', 'bulging disc', 'back pain'],
  },
  { diagnosticCode: '5260', conditionName: 'Knee, limitation of flexion', aliases: ['knee pain'] },
  { diagnosticCode: '5261', conditionName: 'Knee, limitation of extension', aliases: [] },
  {
    diagnosticCode: '5201',
    conditionName: 'Shoulder, limitation of motion of the arm',
    aliases: [],
  },
  {
    diagnosticCode: '9400',
    conditionName: 'Generalized anxiety disorder',
    aliases: ['GAD', 'anxiety'],
  },
  { diagnosticCode: '7319', conditionName: 'Irritable bowel syndrome', aliases: ['IBS'] },
];

const codes = (query: string, limit?: number) =>
  searchConditions(conditions, query, limit).map((condition) => condition.diagnosticCode);

describe('searchConditions', () => {
  it.each([
    // [query, expected codes in order, why]
    ['ptsd', ['9411'], 'abbreviation, case-insensitive'],
    ['PTSD', ['9411'], 'abbreviation as typed'],
    ['5237', ['5237'], 'exact diagnostic code'],
    ['DC 5237', ['5237'], 'code with a leading DC'],
    ['52', ['5237', '5243', '5260', '5261', '5201'], 'code prefix, in list order'],
    ['526', ['5260', '5261'], 'narrower code prefix'],
    ['back', ['5237', '5243'], 'alias word prefix ("back strain", "back pain")'],
    ['back pain', ['5243', '5237'], 'exact alias before a substring of "low back pain"'],
    ['knee', ['5260', '5261'], 'name prefix'],
    ['knee ext', ['5261'], 'every query word starts a word'],
    ['lumb', ['5237'], 'word prefix of the name and an alias'],
    ['anxiety', ['9400'], 'exact alias'],
    ['tinn', ['6260'], 'name prefix'],
    ['stress', ['9411'], 'word inside an alias'],
    ['raumatic', ['9411'], 'substring only'],
    ['flexion', ['5260'], 'word in the middle of the name'],
    ['migraine', [], 'nothing matches'],
    ['', [], 'empty query'],
    ['   ', [], 'blank query'],
  ])('%s', (query, expected) => {
    expect(codes(query)).toEqual(expected);
  });

  // Shaped like content/conditions/everyday-words.json.
  const everydayWords: EverydayPhrase[] = [
    { phrase: 'lower back', codes: ['5243', '5237'] },
    { phrase: 'neck', codes: ['5237', '5243'] },
    { phrase: 'lumbar', codes: ['5237', '5243'] },
    { phrase: 'ears ringing', codes: ['6260'] },
  ];
  const understood = (query: string) =>
    searchConditions(conditions, query, 3, everydayWords).map((c) => c.diagnosticCode);

  it.each([
    // [how a veteran writes it, expected codes in order, why]
    ['left knee', ['5260', '5261'], 'the side word is not part of the condition'],
    ['right shoulder', ['5201'], 'the side word is not part of the condition'],
    ['Both knees', ['5260', '5261'], 'side word and plural'],
    ['bilateral knees', ['5260', '5261'], 'side word and plural'],
    ['bad knees', ['5260', '5261'], 'filler word and plural'],
    ['my back', ['5237', '5243'], 'filler word'],
    ['my bad back', ['5237', '5243'], 'two filler words'],
    ['lower back', ['5243', '5237'], 'an everyday phrase, in its own order'],
    ['Lower Back Condition', ['5243', '5237'], 'the placeholder of the name field'],
    ['lumbar', ['5237', '5243'], 'an everyday phrase'],
    ['neck', ['5237', '5243'], 'an everyday phrase'],
    ['ringing in ears', ['6260'], 'alias with "the" and a plural'],
    ['ringing in my ears', ['6260'], 'alias with a filler word'],
    ['ears ringing', ['6260'], 'an everyday phrase'],
    ['anxieties', ['9400'], 'plural of an alias'],
    ['left', [], 'only a side'],
    ['my', [], 'only filler'],
  ])('understands "%s"', (query, expected) => {
    expect(understood(query)).toEqual(expected);
  });

  it('keeps an exact name or alias before the codes of an everyday phrase', () => {
    const phrases: EverydayPhrase[] = [{ phrase: 'anxiety', codes: ['9411'] }];
    expect(
      searchConditions(conditions, 'anxiety', 10, phrases).map((c) => c.diagnosticCode),
    ).toEqual(['9400', '9411']);
  });

  it('ranks an exact alias before a name that merely starts with the query', () => {
    const list: SearchableCondition[] = [
      { diagnosticCode: '1111', conditionName: 'Gadget syndrome', aliases: [] },
      { diagnosticCode: '9400', conditionName: 'Generalized anxiety disorder', aliases: ['GAD'] },
    ];
    expect(searchConditions(list, 'gad').map((c) => c.diagnosticCode)).toEqual(['9400', '1111']);
  });

  it('ranks a name prefix before a word prefix before a substring', () => {
    const list: SearchableCondition[] = [
      { diagnosticCode: '3333', conditionName: 'Subarthritis', aliases: [] },
      { diagnosticCode: '2222', conditionName: 'Degenerative arthritis', aliases: [] },
      { diagnosticCode: '1111', conditionName: 'Arthritis, rheumatoid', aliases: [] },
    ];
    expect(searchConditions(list, 'arthritis').map((c) => c.diagnosticCode)).toEqual([
      '1111',
      '2222',
      '3333',
    ]);
  });

  it('stops at the limit', () => {
    expect(codes('5', 2)).toEqual(['5237', '5243']);
    expect(codes('5', 0)).toEqual([]);
    expect(codes('5', -1)).toEqual([]);
  });

  it('defaults to ten results', () => {
    const many = Array.from({ length: 15 }, (_, i) => ({
      diagnosticCode: String(5000 + i),
      conditionName: `Condition ${i}`,
      aliases: [],
    }));
    expect(searchConditions(many, 'condition')).toHaveLength(10);
  });

  it('does not change the list it is given', () => {
    const copy = structuredClone(conditions);
    searchConditions(conditions, 'back');
    expect(conditions).toEqual(copy);
  });
});
