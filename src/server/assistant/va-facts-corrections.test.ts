/**
 * The corrections of va-facts.md §12 (review of 2026-11-25), checked in the real content: each
 * test asserts the corrected fact is there and the old, wrong wording is gone, and where the
 * offline engine answers the question, that its answer says it right.
 */
import { describe, expect, it } from 'vitest';
import faqFile from '../../../content/help/faq.json';
import resourcesFile from '../../../content/help/resources.json';
import explainedFile from '../../../content/ratings/combined-rating-explained.json';
import { combinedRatingExplainedSchema } from '../../contracts/combined-rating-explained';
import { faqContentSchema, resourcesContentSchema, type FaqQuestion } from '../../contracts/help';
import { reviewOptions } from '../../domain/deadlines/review-lanes';
import { answerQuestion } from '../../domain/knowledge/answer-question';
import type { KnowledgeArticle } from '../../domain/knowledge/knowledge-types';
import { reviewLanesContent } from '../reference/review-lanes-content';
import { loadConditionCatalog } from '../reference/condition-catalog';
import { loadUpgradeGuidanceContent } from '../reference/guidance-content';
import { loadKnowledgeArticles, loadOfflineKnowledge } from './knowledge-loader';

const [articles, catalog, knowledge] = await Promise.all([
  loadKnowledgeArticles(),
  loadConditionCatalog(),
  loadOfflineKnowledge(),
]);
const faq = faqContentSchema.parse(faqFile);
const resources = resourcesContentSchema.parse(resourcesFile);
const explained = combinedRatingExplainedSchema.parse(explainedFile);
const guidance = loadUpgradeGuidanceContent();

const TODAY = '2026-11-25';

function article(id: string): KnowledgeArticle {
  const found = articles.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No article ${id}`);
  return found;
}
/** What a veteran can read of an article: the body and the facts, never the doubts. */
const shown = (id: string) => [article(id).body, ...article(id).facts].join('\n');

function condition(code: string) {
  const found = catalog.findByCode(code);
  if (!found) throw new Error(`No condition ${code}`);
  return found;
}
function criterion(code: string, percentage: number): string {
  const option = condition(code).percentageOptions.find((o) => o.percentage === percentage);
  if (!option) throw new Error(`DC ${code} has no ${percentage}% level`);
  return option.criteria;
}
/** Every text of a condition entry a veteran can see. */
function conditionText(code: string): string {
  const entry = condition(code);
  return [
    entry.conditionName,
    ...entry.percentageOptions.map((option) => option.criteria),
    ...entry.requiredEvidence,
    ...entry.examinerFocus,
    ...(entry.notes ?? []),
  ].join('\n');
}

function faqAnswer(id: string): string {
  const question = faq.categories
    .flatMap((category) => category.questions)
    .find((candidate: FaqQuestion) => candidate.id === id);
  if (!question) throw new Error(`No FAQ ${id}`);
  return question.answer
    .map((block) => (typeof block === 'string' ? block : block.list.join('\n')))
    .join('\n');
}

/** Every text block of the guidance words, for looking one up by what it says. */
const guidanceBlocks = [
  ...guidance.overview.flat(),
  ...Object.values(guidance.alerts),
  ...guidance.documentationNeeded,
  ...guidance.buddyLetterTips,
  ...guidance.doctorGuidance,
  ...guidance.upgradeStrategy.flat(),
];
const guidanceWhen = (when: string) =>
  guidanceBlocks
    .filter((block) => block.when === when)
    .map((block) => block.text)
    .join('\n');
const mentalFindings = (percentage: number) =>
  guidance.decidingFindings
    .filter(
      (entry) =>
        entry.ratingFormula === 'General Rating Formula for Mental Disorders' &&
        entry.percentage === percentage,
    )
    .flatMap((entry) => entry.findings)
    .join('\n');

const ask = (question: string) =>
  answerQuestion(question, { knowledge, today: TODAY, personality: 'professional' });

/** Sentences that tie a secondary condition's pay to the other condition's date must deny it. */
function secondaryDateClaims(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) =>
      /(?:primary|original|first|underlying|this) condition'?s? (?:effective )?date|date of the (?:first )?condition that caused it|date it can be paid from|back to the effective date/i.test(
        sentence,
      ),
    )
    .filter((sentence) => !/\b(?:not|never)\b/i.test(sentence));
}

describe('1. Hemorrhoids, DC 7336: the 2024 criteria, 0% under 38 CFR 4.31, no fissures', () => {
  it('the conditions data gives the 2024 levels, with prolapse, thrombosis and anemia', () => {
    expect(condition('7336').percentageOptions.map((o) => o.percentage)).toEqual([10, 20]);
    expect(criterion('7336', 10)).toMatch(
      /prolapsed internal hemorrhoids with two or fewer episodes of thrombosis/i,
    );
    expect(criterion('7336', 10)).toMatch(/external hemorrhoids with three or more episodes/i);
    expect(criterion('7336', 20)).toMatch(/persistent bleeding and secondary anemia/);
    expect(criterion('7336', 20)).toMatch(
      /continuously prolapsed internal hemorrhoids with three or more episodes of thrombosis/,
    );
    expect((condition('7336').notes ?? []).join(' ')).toMatch(
      /neither the 10% nor the 20% criteria are rated 0% \(38 CFR 4\.31\)/,
    );
    expect(condition('7336').checkedOn).toBe(TODAY);
  });

  it('the conditions data never says "with fissures" or that mild hemorrhoids earn 10%', () => {
    const text = conditionText('7336');
    expect(text).not.toMatch(/fissure/i);
    expect(text).not.toMatch(/mild or moderate/i);
    expect(text).not.toMatch(/no 0% level for hemorrhoids/i);
  });

  it('the digestive article gives the same levels and the 0% rule', () => {
    const text = shown('gerd-and-digestive');
    expect(text).toMatch(/two or fewer clotting episodes \(thrombosis\) a year/);
    expect(text).toMatch(/persistent bleeding with anemia/);
    expect(text).toMatch(/meet neither level \(38 CFR 4\.31\)/);
    expect(text).toMatch(/does not by itself earn 10%/);
    expect(text).not.toMatch(/fissure/i);
    expect(text).not.toMatch(/Mild or moderate is now 10%/i);
    expect(text).not.toMatch(/no longer have a 0% level/i);
  });

  it('the offline answer to "what does 10% for hemorrhoids require" gives the 2024 criteria', () => {
    const { markdown } = ask('what does 10% for hemorrhoids require');
    expect(markdown).toContain('two or fewer episodes of thrombosis');
    expect(markdown).toContain('persistent bleeding and secondary anemia');
    expect(markdown).not.toMatch(/fissure|mild or moderate/i);
  });
});

describe('2. A secondary condition is paid from its own claim (38 CFR 3.400; Ross v. Peake)', () => {
  it('the secondary-conditions article says so, and never ties pay to the first condition', () => {
    const text = shown('secondary-conditions');
    expect(text).toMatch(/not for the date pay starts/);
    expect(text).toMatch(/date VA receives the claim for it/);
    expect(text).toContain('38 CFR 3.400');
    expect(text).toContain('Ross v. Peake');
    expect(text).toMatch(/claim it as soon as you notice it/i);
    expect(text).not.toMatch(/such as the date it can be paid from/);
    expect(secondaryDateClaims(text)).toEqual([]);
    expect(article('secondary-conditions').sources.map((s) => s.label)).toEqual(
      expect.arrayContaining(['38 CFR 3.400 (Effective dates)']),
    );
  });

  it('the effective-dates article has the rule for secondary conditions', () => {
    const text = shown('effective-dates');
    expect(text).toMatch(/\*\*Secondary conditions\.\*\* [^\n]*own effective date/);
    expect(text).toMatch(/never paid back to the effective date of the condition that caused it/);
    expect(secondaryDateClaims(text)).toEqual([]);
  });

  it('the FAQ and the upgrade guidance say the same', () => {
    const fromFaq = faqAnswer('several-disabilities');
    expect(fromFaq).toMatch(/effective date comes from its own claim/);
    expect(fromFaq).toContain('38 CFR 3.400');
    expect(secondaryDateClaims(fromFaq)).toEqual([]);

    const secondary = guidance.upgradeStrategy
      .flat()
      .find((block) => block.text.includes('claimed as secondary'));
    expect(secondary?.text).toMatch(/effective date comes from its own claim/);
    expect(secondary?.text).toMatch(/never this condition's date \(38 CFR 3\.400\)/);
    expect(secondary?.sources).toContain('38 CFR 3.400');
    expect(secondaryDateClaims(secondary?.text ?? '')).toEqual([]);
  });

  it('the offline answer about a secondary condition’s effective date says so', () => {
    const answer = ask('what is the effective date for a secondary condition');
    expect(answer.articleIds).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(effective-dates|secondary-conditions)$/)]),
    );
    expect(answer.markdown).toMatch(/secondary condition's effective date/i);
    expect(answer.markdown).toContain('38 CFR 3.400');
    expect(secondaryDateClaims(answer.markdown)).toEqual([]);
  });
});

describe('3. Missing a scheduled re-examination can reduce a rating (38 CFR 3.655(c))', () => {
  it('the rating-reductions article says so, with the section', () => {
    const text = shown('rating-reductions');
    expect(text).toMatch(/Missing a (?:scheduled )?re-examination/i);
    expect(text).toMatch(/propose to reduce or stop that rating \(38 CFR 3\.655\(c\)\)/);
    expect(article('rating-reductions').sources.map((s) => s.label)).toContain(
      '38 CFR 3.655 (Failure to report for VA examination)',
    );
  });

  it('the FAQ on C&P exams warns about a missed re-examination', () => {
    const text = faqAnswer('cp-exams');
    expect(text).toMatch(/re-examination of a rating you already have/);
    expect(text).toMatch(/reducing or stopping that rating \(38 CFR 3\.655\(c\)\)/);
  });
});

describe('4. A written proposal comes first only when payments would drop (38 CFR 3.105(e))', () => {
  const promisesNoticeForEvery =
    /cannot lower your rating without warning|before any reduction|VA must tell you before it reduces a rating/i;

  it('the rating-reductions article ties the proposal to a drop in payments', () => {
    const text = shown('rating-reductions');
    expect(text).toMatch(/when the lower rating would cut the payments you get now/);
    expect(text).toMatch(/do not count on advance notice for every change/);
    expect(text).toContain('38 CFR 3.105(e)');
    expect(text).not.toMatch(promisesNoticeForEvery);
  });

  it('the FAQ on increases and the upgrade guidance say the same', () => {
    const fromFaq = faqAnswer('increase-claims');
    expect(fromFaq).toMatch(/When a reduction would lower the payments you get now/);
    expect(fromFaq).not.toMatch(promisesNoticeForEvery);

    const risk = guidanceWhen('increaseSuggested');
    expect(risk).toMatch(/When a reduction would lower the payments you get now/);
    expect(risk).toMatch(/do not count on advance notice for every change/);
    expect(risk).not.toMatch(promisesNoticeForEvery);
  });

  it('the offline answer to "can VA lower my rating" promises no notice for every reduction', () => {
    const { markdown } = ask('can VA lower my rating');
    expect(markdown).toContain('38 CFR 3.105(e)');
    expect(markdown).toContain('60 days');
    expect(markdown).not.toMatch(promisesNoticeForEvery);
  });
});

describe('5. SMC(s): one disability rated total, plus 60% more or housebound in fact', () => {
  const oldRule =
    /or your service-connected conditions keep you mostly confined to your home for life\./;

  it('the SMC article states both parts, and that housebound alone is not enough', () => {
    const text = shown('smc');
    expect(text).toMatch(/\*\*one\*\* service-connected condition rated total on its own/);
    // Corrected in the review of 2026-12-07 (va-facts §14): the others combine to 60%, not add.
    expect(text).toMatch(/\*\*combine\*\* to 60% or more under the combined ratings table/);
    expect(text).toMatch(/being housebound in fact/);
    expect(text).toMatch(/Being housebound is not enough without the one total rating/);
    expect(text).toMatch(
      /combined rating of 100% made up of several smaller ratings does not count/,
    );
    expect(text).not.toMatch(oldRule);
  });

  it('the combined rating panel and the upgrade guidance give the same rule', () => {
    for (const text of [explained.tdiu.alreadyTotal, guidanceWhen('combinedTotal')]) {
      expect(text).toMatch(/one disability rated total on its own/);
      expect(text).toMatch(/combine to 60% or more under the combined ratings table/);
      expect(text).toMatch(/housebound in fact/);
      expect(text).toMatch(/Being housebound without that one total disability is not enough/);
    }
  });

  it('the offline answer about SMC(s) gives the rule', () => {
    const { markdown } = ask('who qualifies for SMC(s) housebound');
    expect(markdown).toMatch(/rated total on its own/);
    expect(markdown).toMatch(/housebound in fact/);
    expect(markdown).not.toMatch(oldRule);
  });
});

describe('6. Former POWs: hypertensive vascular disease, so plain hypertension counts', () => {
  it('the POW article lists plain high blood pressure for any length of captivity', () => {
    const text = shown('pow-presumptives');
    expect(text).toMatch(
      /hypertensive vascular disease, which includes \*\*plain high blood pressure/,
    );
    expect(text).toMatch(/You do not need heart damage for high blood pressure to count/);
    expect(text).not.toMatch(/or high blood pressure heart disease, and their complications/);
  });

  it('the presumptive-conditions article says the same in its POW group', () => {
    const text = shown('presumptive-conditions');
    expect(text).toMatch(
      /\*\*Former prisoners of war\.\*\*[^\n]*plain high blood pressure \(hypertension\) counts/,
    );
  });

  it('the offline answer on high blood pressure for former POWs says it counts', () => {
    const answer = ask('is high blood pressure presumptive for former POWs');
    expect(answer.articleIds).toContain('pow-presumptives');
    expect(answer.markdown).toMatch(/plain high blood pressure/i);
  });
});

describe('7. Mental disorders: the General Rating Formula’s own words at 70% and 100%', () => {
  const mentalCodes = catalog.conditions
    .filter((entry) => entry.ratingFormula === 'General Rating Formula for Mental Disorders')
    .map((entry) => entry.diagnosticCode);

  it('every code on the formula quotes it at 70% and 100%', () => {
    expect(mentalCodes).toEqual(expect.arrayContaining(['9411', '9434', '9400']));
    for (const code of mentalCodes) {
      expect(criterion(code, 70), code).toContain(
        'difficulty in adapting to stressful circumstances',
      );
      expect(criterion(code, 100), code).toMatch(/^Total occupational and social impairment\./);
      expect(conditionText(code), code).not.toMatch(
        /Total work and social impairment|difficulty adapting to stressful/,
      );
    }
  });

  it('the two mental health articles and the guidance use the same words', () => {
    for (const id of ['mental-health-claims-ptsd', 'depression-and-anxiety']) {
      const text = shown(id);
      expect(text, id).toContain('difficulty in adapting to stressful circumstances');
      expect(text, id).toMatch(/total occupational and social impairment/i);
      expect(text, id).not.toMatch(/total impairment at work and in social life/i);
    }
    expect(mentalFindings(70)).toContain('difficulty in adapting to stressful circumstances');
    expect(mentalFindings(70)).not.toMatch(/unable to adapt to stressful situations/);
    expect(mentalFindings(100)).toContain('Total occupational and social impairment');
    expect(mentalFindings(100)).not.toMatch(/^Total impairment at work/m);
  });

  it('the offline answers on 70% and 100% for PTSD quote the formula', () => {
    expect(ask('what does 70% for PTSD require').markdown).toContain(
      'difficulty in adapting to stressful circumstances',
    );
    expect(ask('what does 100% PTSD require').markdown).toContain(
      'Total occupational and social impairment',
    );
  });
});

describe('8. The Court’s 120 days are counted under its own Rule 26(a), not 38 CFR 3.110', () => {
  it('the court-appeal and deadlines articles cite the Court’s rule', () => {
    const court = shown('court-appeal');
    expect(court).toMatch(/The Court counts those days under its own Rule 26\(a\)/);
    expect(court).toMatch(/moves to the next day the Court is open/);
    expect(court).not.toMatch(/check the Court's rules or ask for help right away/);

    const deadlines = shown('deadlines-weekends-holidays');
    expect(deadlines).toMatch(
      /\*\*Court of Appeals for Veterans Claims:\*\*[^\n]*under its own Rule 26\(a\), not VA's rule/,
    );
  });

  it('the FAQ and the review lanes say the same', () => {
    expect(faqAnswer('after-a-review')).toMatch(/counts those days under its own Rule 26\(a\)/);
    const court = reviewLanesContent.lanes.find((lane) => lane.lane === 'court-appeal');
    expect(court?.note).toMatch(/under its own Rule 26\(a\)/);
    expect(court?.period).toEqual({ days: 120 });

    const options = reviewOptions({
      decisionDate: '2026-10-01',
      decisionType: 'board-decision',
      today: TODAY,
      holidayOn: () => null,
      content: reviewLanesContent,
    });
    const lane = options.lanes.find((candidate) => candidate.lane === 'court-appeal');
    expect(lane?.note).toContain('by 2027-01-29, 120 days after');
    expect(lane?.note).toContain('Rule 26(a)');
  });

  it('the offline answers name the Court’s rule', () => {
    expect(ask('the board denied my appeal on 2026-10-01').markdown).toContain('Rule 26(a)');
    expect(ask('how do I appeal to the court').markdown).toContain('Rule 26(a)');
  });
});

describe('9. Ankle, DC 5271: marked or moderate is the rater’s judgment', () => {
  it('the conditions data says so and promises no 20% for a fraction of lost motion', () => {
    expect(criterion('5271', 20)).toMatch(/the rater judges it/);
    expect((condition('5271').notes ?? []).join(' ')).toMatch(
      /No fraction of lost motion guarantees 20%/,
    );
    expect(conditionText('5271')).not.toMatch(/half or more[^.]*marked/i);
  });

  it('the ankle article no longer turns half the motion into "marked"', () => {
    const text = shown('ankle-claims');
    expect(text).toMatch(/rater's judgment/);
    expect(text).toMatch(/No fraction of lost motion guarantees 20%/);
    expect(text).not.toMatch(/half or more of your motion is often seen as marked/i);
  });

  it('the offline answer on 20% for an ankle makes no promise by degrees', () => {
    const { markdown } = ask('what does 20% for ankle require');
    expect(markdown).toMatch(/rater judges it/);
    expect(markdown).not.toMatch(/half/i);
  });
});

describe('10. VA.gov claim status: 8 steps for a compensation claim, back to step 3', () => {
  const steps = [
    'Claim received',
    'Initial review',
    'Evidence gathering',
    'Evidence review',
    'Rating',
    'Preparing decision letter',
    'Final review',
    'Claim decided',
  ];

  it('the claim-status article lists the 8 steps in order', () => {
    const { body } = article('claim-status-and-processing-times');
    steps.forEach((step, index) => {
      expect(body).toContain(`${index + 1}. **${step}.**`);
    });
    expect(body).toMatch(/\*\*move back\*\* to step 3, evidence gathering/);
    expect(body).not.toMatch(
      /Evidence gathering, review and decision|Preparation for notification/,
    );
    expect(body).not.toMatch(/5\. \*\*Complete\.\*\*/);
  });

  it('the FAQ on processing times lists the same 8 steps', () => {
    const text = faqAnswer('processing-time');
    steps.forEach((step, index) => expect(text).toContain(`Step ${index + 1}: ${step}.`));
    expect(text).toMatch(/the claim goes back to step 3/);
  });

  it('the offline answer on claim status steps names 8 steps', () => {
    const answer = ask('what are the steps of my claim status');
    expect(answer.articleIds[0]).toBe('claim-status-and-processing-times');
    expect(answer.markdown).toContain('8 steps');
  });
});

describe('11. What is still unverified is not stated as settled', () => {
  it('the weekend rule cites 38 CFR 3.110 without a paragraph nobody confirmed', () => {
    expect(reviewLanesContent.workdayRule.label).toBe('38 CFR 3.110');
    const shownToVeterans = [
      reviewLanesContent.workdayRule.label,
      reviewLanesContent.workdayRule.summary,
      ...reviewLanesContent.lanes.flatMap((lane) => [lane.note, lane.noteAfter, lane.check.label]),
      shown('deadlines-weekends-holidays'),
      shown('court-appeal'),
      faqAnswer('missed-one-year'),
      faqAnswer('after-a-review'),
    ].join('\n');
    expect(shownToVeterans).not.toContain('3.110(b)');
    expect(article('deadlines-weekends-holidays').doubts.join(' ')).toMatch(
      /Which paragraph of 38 CFR 3\.110/,
    );
  });

  it('the average processing time is given as unchecked, not as VA’s published figure', () => {
    const text = faqAnswer('processing-time');
    expect(text).toMatch(/we could not check that range against VA's own published figure/);
    expect(text).not.toMatch(/VA's published average for completing a disability claim has/);
    expect(shown('claim-status-and-processing-times')).not.toMatch(/\b1\d\d(?:\.\d)? days\b/);
  });

  it('the White House VA Hotline’s hours are reported, not promised', () => {
    const hotline = resources.contact.lines.find((line) => line.id === 'white-house-va-hotline');
    expect(hotline?.description).not.toMatch(/\bopen 24\/7\b/);
    expect(hotline?.description).toMatch(/check its current hours on VA\.gov/);
  });

  it('the proposed mental disorders formula is shown as not confirmed either way', () => {
    for (const id of ['mental-health-claims-ptsd', 'depression-and-anxiety']) {
      expect(shown(id), id).toMatch(/We could not confirm whether they have taken effect/);
    }
    for (const code of ['9411', '9434', '9400']) {
      expect((condition(code).notes ?? []).join(' '), code).toMatch(
        /Whether it has since become final is uncertain/,
      );
    }
  });
});

describe('facts on the articles these corrections touched', () => {
  const touched = [
    'gerd-and-digestive',
    'rating-reductions',
    'smc',
    'pow-presumptives',
    'presumptive-conditions',
    'mental-health-claims-ptsd',
    'depression-and-anxiety',
    'secondary-conditions',
    'effective-dates',
    'court-appeal',
    'deadlines-weekends-holidays',
    'claim-status-and-processing-times',
    'ankle-claims',
  ];

  it.each(touched)('%s has 4 to 10 one-sentence facts, checked on 2026-11-25 or later', (id) => {
    const { facts, checkedOn } = article(id);
    // Some were checked again in the review of 2026-12-07 (va-facts §14).
    expect(['2026-11-25', '2026-12-07']).toContain(checkedOn);
    expect(facts.length).toBeGreaterThanOrEqual(4);
    expect(facts.length).toBeLessThanOrEqual(10);
    for (const fact of facts) {
      expect(fact, id).toMatch(/[.)]$/);
      expect(fact, id).not.toMatch(/^(?:It|This|They|These)\b/);
      // One sentence: no full stop followed by a capital, except after an abbreviation.
      expect(fact.replace(/\b(?:U\.S\.C|CFR|Vet\.App|v|No|St)\./g, ''), id).not.toMatch(
        /[a-z0-9)]\.\s+[A-Z]/,
      );
    }
  });
});
