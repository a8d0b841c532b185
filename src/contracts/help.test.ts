import { describe, expect, it } from 'vitest';
import faqFile from '../../content/help/faq.json';
import promptsFile from '../../content/help/prompts.json';
import resourcesFile from '../../content/help/resources.json';
import { VETERANS_CRISIS_LINE } from './crisis-line';
import {
  faqContentSchema,
  type FaqQuestion,
  promptsContentSchema,
  resourcesContentSchema,
} from './help';

const faq = faqContentSchema.parse(faqFile);
const prompts = promptsContentSchema.parse(promptsFile);
const resources = resourcesContentSchema.parse(resourcesFile);

const countsByTitle = (categories: { title: string; items: unknown[] }[]) =>
  categories.map(({ title, items }) => [title, items.length]);
const answerText = (question: FaqQuestion) =>
  question.answer
    .map((block) => (typeof block === 'string' ? block : block.list.join(' ')))
    .join(' ');

describe('content/help/faq.json', () => {
  const questions = faq.categories.flatMap((category) =>
    category.questions.map((question) => ({ category: category.title, ...question })),
  );

  it('has 17 questions in the spec’s five categories, in its order', () => {
    expect(
      countsByTitle(faq.categories.map((c) => ({ title: c.title, items: c.questions }))),
    ).toEqual([
      ['Getting Started', 3],
      ['Claim Process', 4],
      ['Ratings & Benefits', 4],
      ['Appeals & Reviews', 3],
      ['Documentation', 3],
    ]);
    expect(new Set(questions.map((question) => question.id)).size).toBe(17);
  });

  // [topic, category, what the question asks, facts its answer must state]
  const topics: [string, string, RegExp, (string | RegExp)[]][] = [
    ['filing a first claim', 'Getting Started', /file my first/i, ['21-526EZ']],
    ['intent to file', 'Getting Started', /intent to file/i, ['21-0966', 'one year']],
    ['evidence types', 'Getting Started', /evidence/i, ['Service records', 'Lay statements']],
    ['several disabilities', 'Claim Process', /more than one disability/i, ['21-526EZ']],
    [
      'processing time',
      'Claim Process',
      /how long/i,
      ['125 to 150 days', 'average', 'claim status tool'],
    ],
    ['C&P exams', 'Claim Process', /C&P exam/i, ['compensation and pension']],
    ['adding evidence', 'Claim Process', /add evidence/i, ['20-0995']],
    ['rating schedule', 'Ratings & Benefits', /rating\?/i, ['0% to 100% in steps of 10%']],
    [
      'combined rating',
      'Ratings & Benefits',
      /combined rating/i,
      ['4.25', 'combined value is 65', 'combined rating is 70%'],
    ],
    [
      'TDIU',
      'Ratings & Benefits',
      /TDIU/,
      ['21-8940', '60% or more', '40% or more', '70% or more'],
    ],
    [
      'increase claims',
      'Ratings & Benefits',
      /higher rating/i,
      ['21-526EZ', /lower(ing)? your rating/],
    ],
    [
      'denial options',
      'Appeals & Reviews',
      /denies my claim/i,
      ['20-0995', '20-0996', '10182', 'one year'],
    ],
    [
      'after a review decision',
      'Appeals & Reviews',
      /after a Higher-Level Review or Board/i,
      ['not a second Higher-Level Review', '120 days'],
    ],
    [
      'a missed year',
      'Appeals & Reviews',
      /more than a year/i,
      ['Supplemental Claim', 'next workday'],
    ],
    ['buddy letters', 'Documentation', /buddy letter/i, ['21-10210']],
    ['service records', 'Documentation', /service records/i, ['SF-180']],
    ['private records', 'Documentation', /private medical records/i, ['21-4142', '21-4142a']],
  ];

  it.each(topics)('answers the spec’s topic "%s"', (_, category, asks, facts) => {
    const found = questions.filter(
      (question) => question.category === category && asks.test(question.question),
    );
    expect(found).toHaveLength(1);
    const text = answerText(found[0]!);
    for (const fact of facts) expect(text).toMatch(fact);
  });

  it('gives every answer its sources and the day they were checked', () => {
    for (const question of questions) {
      expect(question.sources.length, question.id).toBeGreaterThan(0);
      expect(question.checkedOn, question.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const [first] = faq.categories[0]!.questions;
    expect(() =>
      faqContentSchema.parse({
        ...faq,
        categories: [{ ...faq.categories[0], questions: [{ ...first, sources: [] }] }],
      }),
    ).toThrow('A VA fact needs at least one source');
  });
});

describe('content/help/prompts.json', () => {
  const all = prompts.categories.flatMap((category) => category.prompts);

  it('has 16 prompts, four in each of the spec’s categories, in its order', () => {
    expect(
      countsByTitle(prompts.categories.map((c) => ({ title: c.title, items: c.prompts }))),
    ).toEqual([
      ['Secondary Conditions & Symptoms', 4],
      ['Rating Optimization', 4],
      ['Document Analysis', 4],
      ['Claims Process', 4],
    ]);
    expect(new Set(all.map((prompt) => prompt.id)).size).toBe(16);
    expect(new Set(all.map((prompt) => prompt.example)).size).toBe(16);
  });

  it('refuses a template without a placeholder and an example with one left in', () => {
    const [first] = prompts.categories[0]!.prompts;
    const withPrompt = (prompt: object) => ({
      ...prompts,
      categories: [{ ...prompts.categories[0], prompts: [prompt] }],
    });
    expect(() =>
      promptsContentSchema.parse(withPrompt({ ...first, template: 'How do I file?' })),
    ).toThrow('A template needs at least one [placeholder]');
    expect(() =>
      promptsContentSchema.parse(withPrompt({ ...first, example: 'My [condition] hurts' })),
    ).toThrow('An example has no [placeholders] left');
  });

  it('has the four pro tips', () => {
    expect(prompts.proTips.map((tip) => tip.title)).toEqual([
      'Be specific',
      'Upload documents first',
      'Make the examples your own',
      'Ask follow-up questions',
    ]);
  });
});

describe('content/help/resources.json', () => {
  const links = resources.categories.flatMap((category) => category.links);

  it('has 20 links, four in each of the spec’s categories, in its order', () => {
    expect(
      countsByTitle(resources.categories.map((c) => ({ title: c.title, items: c.links }))),
    ).toEqual([
      ['Official VA Resources', 4],
      ['Forms & Applications', 4],
      ['Support Organizations', 4],
      ['Tools & Calculators', 4],
      ['Educational Resources', 4],
    ]);
  });

  it('links only to unique https addresses, none to retired VA sites', () => {
    const urls = links.map((link) => new URL(link.url));
    expect(urls.every((url) => url.protocol === 'https:')).toBe(true);
    expect(new Set(urls.map((url) => url.href)).size).toBe(20);
    expect(urls.filter((url) => url.hostname.includes('ebenefits'))).toEqual([]);
    expect(() =>
      resourcesContentSchema.parse({
        ...resources,
        categories: [
          { ...resources.categories[0], links: [{ ...links[0], url: 'http://www.va.gov/' }] },
        ],
      }),
    ).toThrow('A link needs an https address');
  });

  it('lists the three phone lines, the crisis line with the crisis strip’s numbers', () => {
    expect(
      resources.contact.lines.map(({ name, call, pressAfterCalling, text }) => ({
        name,
        call,
        pressAfterCalling,
        text,
      })),
    ).toEqual([
      {
        name: 'Veterans Crisis Line',
        call: VETERANS_CRISIS_LINE.call,
        pressAfterCalling: VETERANS_CRISIS_LINE.pressAfterCalling,
        text: VETERANS_CRISIS_LINE.text,
      },
      { name: 'VA benefits hotline', call: '800-827-1000' },
      { name: 'White House VA Hotline', call: '855-948-2311' },
    ]);
    expect(VETERANS_CRISIS_LINE).toEqual({ call: '988', pressAfterCalling: '1', text: '838255' });
    const crisisLine = resources.contact.lines[0]!;
    expect(crisisLine.description).toMatch(/free/i);
    expect(crisisLine.description).toMatch(/confidential/i);
    expect(crisisLine.description).toMatch(/24 hours a day, 7 days a week/);
    for (const line of resources.contact.lines) {
      expect(line.sources.length, line.id).toBeGreaterThan(0);
    }
  });

  it('says the linked sites are not affiliated and Wingman is not responsible for them', () => {
    expect(resources.disclaimer).toMatch(/not affiliated with Wingman/);
    expect(resources.disclaimer).toMatch(/not responsible for their content/);
  });
});
