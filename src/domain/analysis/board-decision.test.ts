import { describe, expect, it } from 'vitest';
import { analysisSections } from './analysis-sections';
import { renderAnalysisText } from './analysis-text';
import { analyzeDocument } from './analyze-document';
import { analysisContent, vaConditions } from './fixtures/analysis-content';
import { fixtures } from './fixtures/fixture-documents';

const fixture = (name: string) =>
  fixtures.find((candidate) => `${candidate.name}.txt` === name)!.pages[0]!.text;

const analyse = (name: string) =>
  analyzeDocument({
    pages: [{ page: 1, text: fixture(name) }],
    conditions: vaConditions,
    content: analysisContent,
    today: '2024-04-01',
  });

const BOILERPLATE = [
  'must conform to DSM-5',
  '38 C.F.R. § 4.125',
  'Service connection may be established',
  'Service connection for PTSD requires',
  'McClain v. Nicholson',
  'The Board must assess',
  'A medical opinion that is at least as likely as not in favor',
];

/** Every quote the analysis offers as evidence, an opinion or a finding. */
const evidenceQuotes = (analysis: ReturnType<typeof analyse>) => [
  ...analysis.conditions.map((finding) => finding.quote.text),
  ...analysis.inServiceEvents.map((quote) => quote.text),
  ...(analysis.nexus?.statements ?? []).map((statement) => statement.quote.text),
  ...analysis.coverage.flatMap((element) => element.quotes.map((quote) => quote.text)),
  ...(analysis.boardDecision?.findings ?? []).map((quote) => quote.text),
  ...(analysis.boardDecision?.reasonsFindings ?? []).map((quote) => quote.text),
];

describe('a Board decision granting PTSD (the newer layout)', () => {
  const analysis = analyse('board-decision-ptsd-granted.txt');

  it('is recognised as a Board decision under the new appeals system', () => {
    expect(analysis.documentType.type).toBe('board-decision');
    expect(analysis.boardDecision).toMatchObject({ decisionDate: '2024-03-14', system: 'ama' });
  });

  it('reads the grant from the ORDER and says the regional office carries it out', () => {
    expect(
      analysis.boardDecision?.issues.map(({ condition, outcome }) => [condition, outcome]),
    ).toEqual([['posttraumatic stress disorder (PTSD)', 'granted']]);
    expect(analysis.nextSteps[0]).toMatch(
      /nothing to appeal.*assigns the rating and effective date/,
    );
    expect(analysis.boardDecision?.courtDeadline).toBeUndefined();
  });

  it('gives no claim-element verdict and quotes no legal rule as evidence', () => {
    expect(analysis.coverage).toEqual([]);
    expect(analysis.nexus).toBeUndefined();
    expect(analysis.summary).not.toMatch(/Still needed/);
    const text = renderAnalysisText(analysisSections(analysis));
    expect(text).not.toMatch(/WHAT IS MISSING|CLAIM ELEMENT COVERAGE/);
    for (const quote of evidenceQuotes(analysis)) {
      for (const boilerplate of BOILERPLATE) expect(quote).not.toContain(boilerplate);
    }
    expect(analysis.boardDecision?.findings[0]?.text).toMatch(/^Resolving reasonable doubt/);
  });
});

describe('a Board decision that grants, denies and remands (the older layout)', () => {
  const analysis = analyse('board-decision-mixed.txt');
  const issues = analysis.boardDecision?.issues ?? [];

  it('reads each issue of THE ISSUES with its outcome', () => {
    expect(analysis.documentType.type).toBe('board-decision');
    expect(
      issues.map(({ number, condition, kind, outcome }) => [number, condition, kind, outcome]),
    ).toEqual([
      [1, 'tinnitus', 'service-connection', 'granted'],
      [2, 'low back disability', 'service-connection', 'denied'],
      [3, 'sleep apnea', 'service-connection', 'remanded'],
    ]);
    expect(analysis.boardDecision).toMatchObject({ decisionDate: '2017-06-02', system: 'legacy' });
  });

  it('gives the 120 days to the Court for the denial and nothing to file for the remand', () => {
    // 2017-06-02 + 120 days is Saturday 2017-09-30: the Court's next open day is Monday.
    expect(analysis.boardDecision?.courtDeadline).toBe('2017-10-02');
    expect(issues.map((issue) => issue.nextSteps)).toEqual([
      ['grant-carried-out'],
      ['court-appeal', 'reconsideration', 'supplemental-claim', 'no-higher-level-review'],
      ['remand-returns'],
    ]);
    expect(analysis.nextSteps.join('\n')).toMatch(
      /Denied: low back disability\. You can appeal to the U\.S\. Court of Appeals for Veterans Claims within 120 days.*2017-10-02/,
    );
    expect(analysis.nextSteps.join('\n')).toMatch(
      /Remanded: sleep apnea\..*Nothing needs to be filed/,
    );
    // Reopening is a Supplemental Claim now, legacy claims included, and never a Higher-Level Review.
    expect(analysis.nextSteps.join('\n')).toMatch(/Higher-Level Review is not available/);
  });

  it('quotes no legal rule or citation as evidence', () => {
    for (const quote of evidenceQuotes(analysis)) {
      for (const boilerplate of BOILERPLATE) expect(quote).not.toContain(boilerplate);
    }
  });
});

describe('the same decision read as an unrecognised document', () => {
  const content = {
    ...analysisContent,
    fingerprints: {
      ...analysisContent.fingerprints,
      fingerprints: analysisContent.fingerprints.fingerprints.filter(
        (fingerprint) => fingerprint.type !== 'board-decision',
      ),
    },
  };
  const analysis = analyzeDocument({
    pages: [{ page: 1, text: fixture('board-decision-ptsd-granted.txt') }],
    conditions: vaConditions,
    content,
    today: '2024-04-01',
  });

  it('still never quotes a legal rule or citation as an opinion or a diagnosis', () => {
    const quotes = evidenceQuotes(analysis);
    expect(quotes.some((quote) => quote.includes('psychologist diagnosed PTSD'))).toBe(true);
    for (const quote of quotes) {
      for (const boilerplate of BOILERPLATE) expect(quote).not.toContain(boilerplate);
    }
  });
});

describe('a Board decision that lists many issues in one sentence and splits some', () => {
  const analysis = analyse('board-decision-many-issues.txt');
  const decided = (analysis.boardDecision?.issues ?? []).map(
    ({ number, condition, outcome, nextSteps }) => [number, condition, outcome, nextSteps],
  );

  it('finds each issue of a long referral sentence, both knees, TDIU and SMC among them', () => {
    expect(decided).toEqual(
      expect.arrayContaining([
        [2, 'lumbar spine disability', 'remanded', ['remand-returns']],
        [3, 'right knee degenerative joint disease', 'remanded', ['remand-returns']],
        [4, 'left knee degenerative joint disease', 'remanded', ['remand-returns']],
        [5, expect.stringMatching(/TDIU/), 'remanded', ['remand-returns']],
        [6, expect.stringMatching(/aid and attendance/), 'remanded', ['remand-returns']],
      ]),
    );
  });

  it('keeps PTSD denied apart from the psychiatric disorder other than PTSD that is remanded', () => {
    expect(decided.filter(([number]) => number === 1)).toEqual([
      [
        1,
        'PTSD',
        'denied',
        ['court-appeal', 'reconsideration', 'supplemental-claim', 'no-higher-level-review'],
      ],
      [1, 'acquired psychiatric disorder other than PTSD', 'remanded', ['remand-returns']],
    ]);
  });

  it('reads a grant and a denial under one issue as granted in part, named so in the steps', () => {
    expect(decided).toContainEqual([
      9,
      'skin disorder',
      'granted-in-part',
      [
        'grant-carried-out',
        'court-appeal',
        'reconsideration',
        'supplemental-claim',
        'no-higher-level-review',
      ],
    ]);
    expect(analysis.nextSteps.join('\n')).toMatch(/Denied: PTSD; skin disorder \(in part\)\./);
  });

  it('reads the dismissal of a withdrawn issue, though it names evidence received to reopen', () => {
    expect(decided).toContainEqual([
      7,
      'right eye disability',
      'dismissed',
      ['dismissed-nothing-pending'],
    ]);
  });

  it('says a CUE issue remanded for a statement of the case needs a timely substantive appeal', () => {
    expect(decided).toContainEqual([
      8,
      expect.stringMatching(/CUE.*tinnitus/),
      'remanded',
      ['statement-of-the-case'],
    ]);
    expect(analysis.nextSteps.join('\n')).toMatch(
      /statement of the case.*substantive appeal \(VA Form 9\).*within 60 days/,
    );
  });

  it("collects the Board's findings in its reasons, never its statements of law", () => {
    expect(analysis.boardDecision?.findings.map((quote) => quote.text)).toEqual([
      'Prior to the promulgation of a decision, the Veteran withdrew his appeal as to the right eye.',
      'The Veteran does not have PTSD that conforms to DSM-5.',
      "The Veteran's eczema began during service; psoriasis was first shown in 2009 and is not related to service.",
    ]);
    expect(analysis.boardDecision?.reasonsFindings?.map((quote) => quote.text)).toEqual([
      'The Board finds that the Veteran does not have PTSD.',
      'The Board finds that his eczema began in service, as his service treatment records show a rash treated in 1988.',
    ]);
    for (const quote of evidenceQuotes(analysis)) {
      for (const boilerplate of BOILERPLATE) expect(quote).not.toContain(boilerplate);
    }
  });
});

/** A Board decision written as the team would lay out one of its era, read as a whole. */
const readDecision = (text: string) =>
  analyzeDocument({
    pages: [{ page: 1, text }],
    conditions: vaConditions,
    content: analysisContent,
    today: '2024-04-01',
  });

const issuesOf = (text: string) =>
  readDecision(text).boardDecision?.issues.map(({ outcome, nextSteps }) => [outcome, nextSteps]);

/** Header, THE ISSUE, INTRODUCTION, then the decision's own parts and a signature. */
const olderDecision = (issue: string, rest: string, signer = 'Veterans Law Judge') => `
DOCKET NO.  03-11 482      )      DATE
                           )

On appeal from the
Department of Veterans Affairs Regional Office in Boise, Idaho


THE ISSUE

Entitlement to service connection for ${issue}.


ATTORNEY FOR THE BOARD

A. Clerk, Associate Counsel


INTRODUCTION

The veteran served on active duty from June 1970 to June
1973.  This matter comes before the Board of Veterans' Appeals
(Board) on appeal from a rating decision of the regional office.

${rest}

          R. JUDGE
          ${signer}, Board of Veterans' Appeals
`;

describe('Board decisions of older layouts, read by kind', () => {
  it('reads an ORDER that decides the whole appeal without naming the issue', () => {
    const granted = olderDecision(
      'bilateral hearing loss',
      'ORDER\n\nService connection for hearing loss in both ears is\nwarranted.  The appeal is granted.',
    );
    expect(issuesOf(granted)).toEqual([['granted', ['grant-carried-out']]]);
    const dismissed = olderDecision('tinnitus', 'ORDER\n\nThe appeal is dismissed.');
    expect(issuesOf(dismissed)).toEqual([['dismissed', ['dismissed-nothing-pending']]]);
    const denied = olderDecision(
      'a low back disorder',
      'ORDER\n\nThe benefit sought on appeal is denied.',
    );
    expect(issuesOf(denied)?.[0]?.[0]).toBe('denied');
  });

  it('reads "is not warranted" as a denial and an ORDER that ends on its outcome', () => {
    const notWarranted = olderDecision(
      'hypertension',
      'ORDER\n\nEntitlement to service connection for hypertension is not\nwarranted.',
    );
    expect(issuesOf(notWarranted)?.[0]?.[0]).toBe('denied');
    const bare = olderDecision(
      'a right shoulder disability',
      'ORDER\n\nService connection for a right shoulder disability denied.',
    );
    expect(issuesOf(bare)?.[0]?.[0]).toBe('denied');
  });

  it('reads a decision that only remands, with no ORDER, as remanded with nothing to file', () => {
    const remandOnly = olderDecision(
      'a heart disorder',
      'REMAND\n\nThe record lacks an examination.  Accordingly, to ensure due\nprocess, the case is therefore REMANDED to the RO for the\nfollowing action:\n\n1.  Schedule an examination.',
    );
    expect(issuesOf(remandOnly)).toEqual([['remanded', ['remand-returns']]]);
  });

  it('recognises a decision signed by a Member of the Board, as before 1995', () => {
    const member = olderDecision(
      'a skin disorder',
      'REMAND\n\nThe case is REMANDED for the following action:\n\n1.  Obtain records.',
      'Member',
    );
    expect(readDecision(member).documentType.type).toBe('board-decision');
  });

  it('matches an ORDER to the issue by word stem: "depressive" to "depression"', () => {
    const split = olderDecision(
      'a psychiatric disability, to include PTSD and depression/alcoholism',
      'ORDER\n\nService connection for depressive disorder is granted.\n\nService connection for PTSD and alcohol abuse is denied.',
    );
    expect(issuesOf(split)?.[0]?.[0]).toBe('granted-in-part');
  });
});
