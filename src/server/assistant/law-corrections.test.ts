/**
 * The law of va-facts.md §14 (review of 2026-12-07) in the real content: each test asserts the
 * corrected statement is what a veteran reads, in the offline chat's answer where it answers
 * the question, and that the old, wrong wording is gone.
 */
import { describe, expect, it } from 'vitest';
import faqFile from '../../../content/help/faq.json';
import nextStepsFile from '../../../content/analysis/next-steps.json';
import explainedFile from '../../../content/ratings/combined-rating-explained.json';
import { combinedRatingExplainedSchema } from '../../contracts/combined-rating-explained';
import { faqContentSchema } from '../../contracts/help';
import { journalSummary } from '../../domain/journal/journal-summary';
import { answerQuestion } from '../../domain/knowledge/answer-question';
import type { KnowledgeArticle } from '../../domain/knowledge/knowledge-types';
import { loadConditionCatalog } from '../reference/condition-catalog';
import { journalContent } from '../reference/journal-content';
import { loadKnowledgeArticles, loadOfflineKnowledge } from './knowledge-loader';

const [articles, catalog, knowledge] = await Promise.all([
  loadKnowledgeArticles(),
  loadConditionCatalog(),
  loadOfflineKnowledge(),
]);

function article(id: string): KnowledgeArticle {
  const found = articles.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No article ${id}`);
  return found;
}
/** What a veteran can read of an article: the body and the facts, never the doubts. */
const shown = (id: string) => [article(id).body, ...article(id).facts].join('\n');
/** Everything every article shows. */
const allShown = () => articles.map((candidate) => shown(candidate.id)).join('\n');

const ask = (question: string) =>
  answerQuestion(question, { knowledge, today: '2026-12-07', personality: 'professional' })
    .markdown;

function conditionText(code: string): string {
  const entry = catalog.findByCode(code);
  if (!entry) throw new Error(`No condition ${code}`);
  return [
    ...entry.percentageOptions.map((option) => option.criteria),
    ...entry.requiredEvidence,
    ...entry.examinerFocus,
    ...(entry.notes ?? []),
  ].join('\n');
}

describe('aggravation: the burden is on VA (38 U.S.C. 1111, 1153; 38 CFR 3.304(b), 3.306)', () => {
  it('no article or condition asks the veteran for an opinion "beyond natural progress" of service worsening', () => {
    expect(shown('aggravation')).not.toMatch(
      /(?:opinion|doctor)[^.]*(?:whether|that) (?:the condition|service|it) [^.]*worse beyond its natural/i,
    );
    expect(conditionText('5276')).not.toMatch(/made them worse beyond natural progress/);
  });

  it.each([
    'My flat feet were noted at entry and got worse in the army. Do I need a doctor to say service made them worse beyond natural progress?',
    'Do I need a doctor to say service made my flat feet worse beyond natural progress?',
  ])('the chat says no such opinion is needed: %s', (question) => {
    const answer = ask(question);
    expect(answer).toMatch(
      /do not have to get a doctor to say it got worse "beyond its natural progress"|do not need an opinion/,
    );
  });

  it('a condition not noted at entry is claimed as starting in service, with no pre-service records', () => {
    const text = shown('aggravation');
    expect(text).toMatch(/not noted at entry is claimed as direct service connection/);
    expect(text).toMatch(/do not need to find records from before you joined/);
    expect(text).not.toMatch(
      /Gather records showing how the condition was before and after service/,
    );
  });
});

describe('lay evidence counts for a presumptive window (38 CFR 3.307(b))', () => {
  it('the chat says a statement of symptoms seen in the window is evidence', () => {
    const answer = ask(
      "Can my wife's statement show my arthritis started within a year of discharge?",
    );
    expect(answer).toMatch(/statements of symptoms you or others saw then/);
    expect(answer).toMatch(/3\.307\(b\)/);
  });

  it('the presumptive article says so', () => {
    expect(shown('presumptive-conditions')).toMatch(/competent lay evidence or both/);
  });
});

describe('lay competence: Jandreau, Buchanan, Davidson', () => {
  it.each([
    ['buddy-letters', /but not for a medical diagnosis/],
    ['evidence-types', /That part needs a medical professional/],
  ])('%s no longer says a lay statement can never show a diagnosis', (id, old) => {
    expect(shown(id)).not.toMatch(old);
    expect(shown(id)).toMatch(/simple to identify/);
  });

  it('the chat answers that a buddy statement can speak to flat feet', () => {
    expect(ask('Can a buddy statement diagnose my flat feet?')).toMatch(
      /simple to identify, such as flat feet/,
    );
  });

  it('the chat says VA cannot reject lay evidence only because no record backs it', () => {
    expect(ask('Can VA reject my lay statement because there is no record of it?')).toMatch(
      /cannot reject [^.]* only because no (?:medical )?record backs it up/,
    );
  });

  it('the chat says a link usually needs a medical opinion, not always', () => {
    const answer = ask('Can I link my condition to service without a medical opinion?');
    expect(answer).toMatch(/usually needs a medical opinion/);
    expect(answer).toMatch(/Davidson/);
  });
});

describe('presumptions need active service (38 U.S.C. 101(24))', () => {
  it('the chat says a reserve training period counts only if disabled in it', () => {
    const answer = ask(
      'Does the one year chronic disease presumption apply to my reserve annual training?',
    );
    expect(answer).toMatch(
      /counts only if you were disabled by an injury or disease from that training/,
    );
    expect(answer).not.toMatch(/usually do not apply to a training period alone/);
  });

  it('the presumptive article asks whether a period was active duty', () => {
    expect(shown('presumptive-conditions')).toMatch(
      /ask yourself whether each period was active duty/,
    );
  });
});

describe('chronic-disease windows: 1, 3 and 7 years (38 CFR 3.307(a)(3))', () => {
  it('the chat names all three windows', () => {
    const answer = ask(
      'How long after discharge can a chronic disease show up and still be presumed?',
    );
    expect(answer).toMatch(/1 year|one year/);
    expect(answer).toMatch(/3 years for Hansen's disease and active tuberculosis/);
    expect(answer).toMatch(/7 years for multiple sclerosis/);
  });

  it('no article gives multiple sclerosis or tuberculosis a one-year window', () => {
    expect(allShown()).not.toMatch(
      /(?:multiple sclerosis|tuberculosis)[^.]{0,60}within (?:1|one) year/i,
    );
  });
});

describe('reopening is a Supplemental Claim with new and relevant evidence (38 CFR 3.2501)', () => {
  it('the chat sends a veteran asking about "new and material evidence" to a Supplemental Claim', () => {
    const answer = ask('How do I reopen a denied claim with new and material evidence?');
    expect(answer).toMatch(/reopened with a Supplemental Claim and new and relevant evidence/);
    expect(answer).toMatch(/applies only to legacy claims decided before then/);
  });

  it('the supplemental and legacy articles say so', () => {
    expect(shown('supplemental-claim')).toMatch(/Not "new and material" any more/);
    expect(shown('legacy-appeals')).toMatch(/To reopen a denied claim today, legacy or not/);
  });
});

describe('legacy or AMA is read from the docket, not the date (38 CFR 19.2, 20.4)', () => {
  it('no article says every decision after February 19, 2019 is under the new system', () => {
    expect(allShown()).not.toMatch(/Any VA decision issued on or after February 19, 2019 uses/);
    expect(allShown()).not.toMatch(
      /Any new VA decision you get today falls under the newer options/,
    );
  });

  it('the legacy article tells the systems apart by docket number', () => {
    expect(shown('legacy-appeals')).toMatch(/legacy docket looks like 18-12 345/);
    expect(shown('decision-reviews-overview')).toMatch(/docket number shows which system/);
  });

  it('the chat says a legacy appeal can be decided after 2019', () => {
    expect(ask('My Board decision came in 2021, is it a legacy appeal?')).toMatch(
      /appeal of an older decision stays legacy/,
    );
  });
});

describe('after an AMA Board remand the veteran must act again (38 CFR 20.802(c))', () => {
  it('the chat says the issue does not return to the Board by itself', () => {
    const answer = ask('The Board remanded my claim, what do I need to do?');
    expect(answer).toMatch(/does not return to the Board by itself/);
    expect(answer).toMatch(/one year from that new decision/);
  });

  it('the FAQ on what follows a Board decision says the same', () => {
    const faq = JSON.stringify(faqContentSchema.parse(faqFile));
    expect(faq).toMatch(/After a Board remand in a Board Appeal/);
    expect(faq).toMatch(/within one year of that new decision/);
  });
});

describe('TDIU counts "one or both" arms or legs as one disability (38 CFR 4.16(a))', () => {
  it('the TDIU article says one or both', () => {
    expect(shown('tdiu')).toMatch(/of one or both arms, or of one or both legs/);
    expect(shown('tdiu')).not.toMatch(/conditions of both arms or both legs/);
  });

  it('the TDIU panel says what its count does not detect', () => {
    const { tdiu } = combinedRatingExplainedSchema.parse(explainedFile);
    expect(tdiu.assumptions.join(' ')).toMatch(/one arm alone, or of one leg alone/);
  });
});

describe('SMC(s): the other disabilities combine to 60%, not add (38 CFR 3.350(i), 4.25)', () => {
  it('the chat gives the combined rule with the 30 + 30 = 51 example', () => {
    const answer = ask('who qualifies for SMC(s) housebound');
    expect(answer).toMatch(/combine to 60% or more under the combined ratings table/);
    expect(answer).toMatch(/30% and 30% combine to 51%/);
  });

  it('no article says the others "add up to 60%"', () => {
    expect(allShown()).not.toMatch(/add up to 60%/);
    expect(allShown()).not.toMatch(
      /other (?:service-connected )?(?:conditions|disabilities) rated 60% or more on their own/,
    );
  });
});

describe('catastrophic discharge: paid from the effective date (38 U.S.C. 5111(a)(2))', () => {
  it('the chat names the exception to the first-of-the-month rule', () => {
    expect(ask('I was discharged for a catastrophic disability, when does my pay start?')).toMatch(
      /paid from the effective date itself.*5111\(a\)\(2\)/,
    );
  });
});

describe('Board advancement on the docket: 20.800(c) for AMA, 20.902(c) for legacy', () => {
  it('the chat cites 20.800(c) first and 20.902(c) only for legacy appeals', () => {
    const answer = ask('How do I get my Board appeal advanced on the docket?');
    expect(answer).toMatch(/38 CFR 20\.800\(c\)/);
    expect(answer).toMatch(/20\.902\(c\) is the same rule for legacy appeals/);
  });

  it('no article cites 20.902(c) alone for advancement', () => {
    expect(shown('board-appeal')).not.toMatch(/\(38 CFR 20\.902\(c\)\)/);
  });
});

describe('private hearing tests count as evidence (38 CFR 3.385, 4.85)', () => {
  it('the chat does not say a private test counts only with a Maryland CNC test', () => {
    const answer = ask('Does my private hearing test count if it has no Maryland CNC?');
    expect(answer).toMatch(/still counts as evidence/);
    expect(answer).toMatch(/4\.85\(c\)/);
    expect(shown('tinnitus-and-hearing-loss')).not.toMatch(
      /counts? only if|only if it meets the same rule/,
    );
  });
});

describe('aid and attendance by a relative (38 CFR 3.352(b)(5), (c))', () => {
  it('the chat says a relative may give the care, but the higher level needs a professional', () => {
    const answer = ask('Can my wife be my caregiver for aid and attendance?');
    expect(answer).toMatch(/wife, husband or another family member/);
    expect(answer).toMatch(/SMC\(r\)\(2\)/);
    expect(answer).toMatch(/licensed health-care professional/);
  });
});

describe('secondaries of Agent Orange hypertension (38 CFR 3.310, 3.309(e), 4.115)', () => {
  it('the chat says ischemic heart disease is itself presumptive', () => {
    const answer = ask('Can I claim heart disease secondary to my Agent Orange hypertension?');
    expect(answer).toMatch(/Ischemic heart disease is itself on the Agent Orange list/);
  });

  it('the article no longer offers heart and kidney disease as plain secondaries', () => {
    expect(shown('agent-orange')).not.toMatch(
      /such as heart or kidney disease, can be claimed as secondary/,
    );
    expect(shown('agent-orange')).toMatch(/4\.115/);
  });
});

describe('service records found later: reconsideration from the original date (38 CFR 3.156(c))', () => {
  it('the chat names 3.156(c)', () => {
    const answer = ask(
      'VA denied me because my service records were missing and now they were found, what happens?',
    );
    expect(answer).toMatch(/original effective date \(38 CFR 3\.156\(c\)\)/);
  });

  it('the document analysis next step for a missing in-service event names it', () => {
    expect(nextStepsFile.steps['in-service-event'].next).toMatch(/3\.156\(c\)/);
  });
});

describe('Board reconsideration pauses the Court deadline (Rosler; 38 CFR 20.1000-20.1003)', () => {
  it('the chat says a motion within the 120 days pauses the deadline', () => {
    const answer = ask('Can I ask the Board to reconsider its decision?');
    expect(answer).toMatch(/pauses the Court deadline/);
  });

  it('the Board appeal article lists reconsideration among the ways on', () => {
    expect(shown('board-appeal')).toMatch(/ask the Board to reconsider/);
  });
});

describe('migraine: no 24-hour rule for "prolonged", and "prostrating" is defined by the DBQ', () => {
  it('the article and the condition no longer call prostrating undefined', () => {
    expect(shown('migraine-claims')).not.toMatch(/The rules do not define "prostrating\."/);
    expect(shown('migraine-claims')).toMatch(/headache DBQ/);
    expect(conditionText('8100')).toMatch(/DBQ describes it/);
  });

  it('the chat says there is no 24-hour rule', () => {
    expect(ask('Is there a 24 hour rule for prolonged migraines?')).toMatch(/no 24-hour rule/);
  });

  it('the symptom journal counts a completely prostrating attack of a few hours at 50%', () => {
    const basis = journalContent.bases.find((candidate) => candidate.key === 'migraine')!;
    const criteria = catalog.findByCode('8100')!.percentageOptions;
    const summary = journalSummary(criteria, basis.levels, [
      {
        id: 'attack',
        fromDate: '2026-11-02',
        toDate: null,
        whatHappened: 'Migraine, lay in a dark room all afternoon.',
        stoppedDoing: 'Left work',
        workLost: 'Half a day',
        whoSawIt: null,
        fields: { prostrating: true, completelyProstrating: true, hoursLong: 6 },
      },
    ]);
    expect(summary.find((line) => line.percentage === 50)?.entryCount).toBe(1);
  });
});
