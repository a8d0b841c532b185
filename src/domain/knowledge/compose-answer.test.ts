import { describe, expect, it } from 'vitest';
import { articleParts, composeAnswer, composeNothingFound } from './compose-answer';
import { knowledgeRules, testArticles } from './fixtures/knowledge-fixtures';
import type { KnowledgeHit } from './knowledge-index';
import type { RankedPassage } from './passage-index';

const hit = (id: string): KnowledgeHit => ({
  article: testArticles.find((article) => article.id === id)!,
  score: 10,
  coverage: 1,
});
const itf = testArticles[0]!;

describe('an article’s parts', () => {
  it('the first paragraph is the short answer; bullets come from "What to do"', () => {
    const parts = articleParts(itf.body);
    expect(parts.shortAnswer).toMatch(/^An intent to file tells VA/);
    expect(parts.sections.map((section) => section.heading)).toEqual([
      'What it means for you',
      'What to do',
    ]);
    expect(parts.keyBullets).toHaveLength(5);
  });

  it('keeps a nested list with the bullet that leads into it', () => {
    const body = [
      'Short answer.',
      '',
      '## What to do',
      '',
      '- Submit it one of these ways:',
      '  - online at VA.gov;',
      '  - by phone.',
      '- Keep the date.',
    ].join('\n');
    expect(articleParts(body).keyBullets).toEqual([
      'Submit it one of these ways: online at VA.gov; by phone',
      'Keep the date.',
    ]);
  });
});

describe('composing the answer', () => {
  const answers = (['professional', 'friendly', 'detailed'] as const).map((personality) =>
    composeAnswer({ hits: [hit('intent-to-file'), hit('vso-help')], personality }),
  );

  it('every personality carries the same short answer and ends with the sources', () => {
    for (const { markdown, sources } of answers) {
      expect(markdown).toContain(articleParts(itf.body).shortAnswer);
      // The closing line follows where the answer leaves the engine (answer-question.test.ts).
      expect(markdown.split('\n\n').at(-1)).toContain(
        '**Sources:**\n- [38 CFR 3.155](https://www.ecfr.gov/current/title-38/section-3.155)',
      );
      expect(sources).toEqual(itf.sources);
    }
  });

  it('personality changes the opening and the amount of detail', () => {
    const [professional, friendly, detailed] = answers.map((answer) => answer.markdown);
    expect(professional).toMatch(/^An intent to file tells VA/);
    expect(friendly).toMatch(/^Good question/);
    const bullets = (markdown: string) =>
      markdown.split('\n').filter((line) => line.startsWith('- ') && !line.startsWith('- ['))
        .length;
    expect(bullets(friendly!)).toBe(3);
    expect(bullets(professional!)).toBe(4);
    expect(bullets(detailed!)).toBe(5);
    expect(detailed).toContain('**What it means for you**');
    expect(detailed).toContain('Last checked against its sources on November 23, 2026');
    expect(professional).not.toContain('What it means for you');
  });

  it('names the other relevant articles', () => {
    expect(answers[0]!.markdown).toContain(
      '**See also:** Free help from a VSO or accredited representative.',
    );
  });

  it('a rule with an effective date says since when it applies', () => {
    expect(composeAnswer({ hits: [hit('higher-level-review')] }).markdown).toContain(
      'This rule has applied since February 19, 2019.',
    );
  });

  it('nothing found says so, suggests a VSO and links VA.gov’s search for one', () => {
    const wording = knowledgeRules.nothingFound;
    for (const personality of ['professional', 'friendly'] as const) {
      const answer = composeNothingFound(wording, personality);
      expect(answer.markdown).toContain('I won’t guess');
      expect(answer.markdown).toContain('VSO');
      expect(answer.sources[0]?.url).toBe(
        'https://www.va.gov/get-help-from-accredited-representative/find-rep/',
      );
    }
    expect(composeNothingFound(wording, 'friendly').markdown).toMatch(/^Thanks for asking/);
    expect(composeNothingFound(wording, 'professional').markdown).toMatch(/^I don’t know this one/);
  });

  it('nothing found names the articles that come closest, when there are any', () => {
    const wording = knowledgeRules.nothingFound;
    const answer = composeNothingFound(wording, 'professional', ['Service dogs', 'Travel pay']);
    expect(answer.markdown).toContain(`${wording.nearestHeading}\n- Service dogs\n- Travel pay`);
    expect(composeNothingFound(wording).markdown).not.toContain(wording.nearestHeading);
  });
});

describe('what is worth knowing beside the answer', () => {
  const passage = (text: string, score: number): RankedPassage => ({
    articleId: 'intent-to-file',
    text,
    kind: 'fact',
    score,
    ofKindAsked: false,
  });

  it('never repeats the short answer in other words, and keeps what it does not say', () => {
    const { markdown } = composeAnswer({
      hits: [hit('intent-to-file')],
      opensWithShortAnswer: true,
      passages: [
        passage(
          'Once VA gets your intent to file, you have one year to send the complete claim, and pay can start from that date.',
          9,
        ),
        passage('An intent to file can be submitted online, by phone, or on VA Form 21-0966.', 8),
      ],
    });
    const worthKnowing = markdown.split('\n\n').find((block) => block.startsWith('**Also'));
    expect(worthKnowing).toContain('online, by phone, or on VA Form 21-0966');
    expect(worthKnowing).not.toContain('Once VA gets your intent to file');
  });
});
