import { describe, expect, it } from 'vitest';
import { createScan } from './document-scan';
import { analysisContent } from './fixtures/analysis-content';
import { assessNexusOpinion, nexusStatements } from './nexus-opinion';

const scanOf = (...texts: string[]) => {
  const pages = texts.map((text, index) => ({ page: index + 1, text }));
  return createScan(pages, pages);
};
const stances = (text: string) =>
  nexusStatements(scanOf(text), analysisContent.nexus, analysisContent.sentenceRoles).map(
    (statement) => statement.stance,
  );

describe('nexus language, with negation (va-facts §6, §11)', () => {
  it.each([
    ['The tinnitus is at least as likely as not related to service.', ['supports']],
    ['It is as likely as not that the knee condition began in service.', ['supports']],
    [
      'The condition is more likely than not caused by the in-service injury.',
      ['supports-strongly'],
    ],
    ['The hearing loss is due to his military noise exposure.', ['supports-strongly']],
    ['The tinnitus is due to acoustic trauma during his military service.', ['supports-strongly']],
    ['His back condition is due to his post-service work as a roofer.', ['opposes']],
    ['Hypertension is due to obesity and family history.', []],
    ['The condition is less likely than not incurred in service.', ['opposes']],
    ['The condition is not at least as likely as not related to service.', ['opposes']],
    ['The back condition is not related to his military service.', ['opposes']],
    ['It is unlikely that the asthma is related to service.', ['opposes']],
    ['The migraines are possibly related to service.', ['insufficient']],
    ['Her knee pain may be related to her military service.', ['insufficient']],
    ['The condition could be secondary to his service-connected back.', ['insufficient']],
    [
      'Whether it was caused by service cannot be resolved without resort to mere speculation.',
      ['insufficient'],
    ],
    ['An opinion on a link to service would require speculation.', ['insufficient']],
    // Everyday hedges without a word about a link are not opinions.
    ['The patient may be seen again in two weeks.', []],
    ['Range of motion during a flare-up cannot be estimated without speculation.', []],
    ['Blood pressure is well controlled.', []],
  ])('%s', (text, expected) => {
    expect(stances(text)).toEqual(expected);
  });

  it('skips unticked form options and reads the ticked one', () => {
    const text = [
      '[ ] The claimed condition was at least as likely as not incurred in or caused by service.',
      '[X] The claimed condition was less likely than not incurred in or caused by service.',
    ].join('\n');
    expect(stances(text)).toEqual(['opposes']);
  });

  it('quotes each statement verbatim with its page', () => {
    const [statement] = nexusStatements(
      scanOf(
        'Header',
        'Opinion: the tinnitus is at least as likely as not related to service. Rationale follows.',
      ),
      analysisContent.nexus,
      analysisContent.sentenceRoles,
    );
    expect(statement?.quote).toEqual({
      page: 2,
      text: 'Opinion: the tinnitus is at least as likely as not related to service.',
    });
  });
});

describe('opinion strength rubric', () => {
  const supportive = 'The tinnitus is at least as likely as not related to service.';
  it.each([
    {
      name: 'all five factors',
      text: `${supportive}\nRationale: noise exposure as an artilleryman causes cochlear damage because of repeated blasts, as the medical literature shows.\nI reviewed the claims file.\nThe veteran reports ringing since 2009.\nJane Roe, M.D.`,
      strength: 'strong',
    },
    {
      name: 'rationale, records and history',
      text: `${supportive}\nRationale: his ears were exposed to repeated blasts because he served on a gun crew.\nI reviewed the claims file.\nThe veteran reports ringing since then.`,
      strength: 'moderate',
    },
    {
      name: 'a bare conclusion, however well credentialed',
      text: `${supportive}\nI reviewed the claims file. The veteran reports ringing since 2009, noted in a journal he kept.\nJane Roe, M.D., board-certified`,
      strength: 'weak',
    },
  ])('$name → $strength', ({ text, strength }) => {
    const opinion = assessNexusOpinion(
      scanOf(text),
      analysisContent.nexus,
      analysisContent.sentenceRoles,
    );
    expect(opinion?.strength).toBe(strength);
    expect(opinion?.reasons).toHaveLength(6);
  });

  it('does not count an opinion the document only reports or rebuts', () => {
    const text = [
      'The VA examiner opined that the depression is less likely than not related to service.',
      'I disagree: it is at least as likely as not caused by his service-connected back pain.',
    ].join('\n');
    const opinion = assessNexusOpinion(
      scanOf(text),
      analysisContent.nexus,
      analysisContent.sentenceRoles,
    );
    expect(opinion?.stance).toBe('supports');
    expect(opinion?.statements.map((s) => [s.stance, s.quotedFromAnother ?? false])).toEqual([
      ['opposes', true],
      ['supports', false],
    ]);
    const onlyReported = assessNexusOpinion(
      scanOf(text.split('\n')[0]!),
      analysisContent.nexus,
      analysisContent.sentenceRoles,
    );
    expect(onlyReported).toBeUndefined();
  });

  it('calls an opinion that both supports and opposes conflicting', () => {
    const opinion = assessNexusOpinion(
      scanOf(
        'Dr A: at least as likely as not related to service. Dr B: less likely than not related to service.',
      ),
      analysisContent.nexus,
      analysisContent.sentenceRoles,
    );
    expect(opinion?.stance).toBe('conflicting');
  });

  it('finds no opinion where there is no nexus language', () => {
    expect(
      assessNexusOpinion(
        scanOf('Knee pain, improving.'),
        analysisContent.nexus,
        analysisContent.sentenceRoles,
      ),
    ).toBeUndefined();
  });
});
