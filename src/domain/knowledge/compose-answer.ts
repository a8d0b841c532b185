/**
 * The answer for a question the knowledge base covers: the article's short answer, its key
 * bullets, its effective date when the rule has one, its sources and the closing line. The
 * profile's aiPersonality changes the opening and how much is shown, never the facts.
 */
import { finishAnswer } from './answer-text';
import { formatLongDate } from './calendar-words';
import type { KnowledgeHit } from './knowledge-index';
import type {
  AiPersonality,
  ComposedAnswer,
  KnowledgeArticle,
  NothingFoundWording,
} from './knowledge-types';

export interface ArticleParts {
  /** The first paragraph: it answers on its own. */
  shortAnswer: string;
  /** The body after the short answer, under its own headings. */
  sections: { heading: string; text: string }[];
  /** Top-level bullets of the "What to do" section, or of the whole body when it has none. */
  keyBullets: string[];
}

const BULLET = /^[-*] (.+)$/;
const SUB_BULLET = /^\s+[-*] (.+)$/;

/**
 * The top-level bullets of a Markdown list; a nested list joins its parent ("Submit it one of
 * these ways: online; by phone"), so a lead-in never stands alone without its items.
 */
function bulletsOf(text: string): string[] {
  const bullets: string[] = [];
  for (const line of text.split('\n')) {
    const top = BULLET.exec(line)?.[1];
    if (top) {
      bullets.push(top);
      continue;
    }
    const nested = SUB_BULLET.exec(line)?.[1];
    if (nested && bullets.length > 0) {
      const parent = bullets.pop()!;
      const item = nested.replace(/[;.]$/, '');
      bullets.push(parent.endsWith(':') ? `${parent} ${item}` : `${parent}; ${item}`);
    }
  }
  return bullets;
}
const WHAT_TO_DO = /what to do|next steps?|how to/i;

export function articleParts(body: string): ArticleParts {
  const [first = '', ...rest] = body.trim().split(/\n\s*\n/);
  const sections: ArticleParts['sections'] = [];
  let current = { heading: '', lines: [] as string[] };
  const close = () => {
    const text = current.lines.join('\n').trim();
    if (text) sections.push({ heading: current.heading, text });
  };
  for (const line of rest.join('\n\n').split('\n')) {
    const heading = /^#{2,3} (.+)$/.exec(line)?.[1];
    if (heading === undefined) {
      current.lines.push(line);
      continue;
    }
    close();
    current = { heading: heading.trim(), lines: [] };
  }
  close();
  const toDo = sections.find((section) => WHAT_TO_DO.test(section.heading));
  const keyBullets = toDo
    ? bulletsOf(toDo.text)
    : sections.flatMap((section) => bulletsOf(section.text));
  return { shortAnswer: first.trim(), sections, keyBullets };
}

const BULLETS_SHOWN: Record<AiPersonality, number> = {
  professional: 4,
  friendly: 3,
  detailed: Infinity,
};

function opening(personality: AiPersonality, article: KnowledgeArticle): string {
  if (personality === 'friendly')
    return `Good question. Here’s the short version on **${article.title}**:`;
  if (personality === 'detailed') return `Here is the full picture on **${article.title}**.`;
  return `**${article.title}**`;
}

type ComposeInput = {
  /** Relevant hits, best first (KnowledgeIndex.search); the first one answers. */
  hits: readonly [KnowledgeHit, ...KnowledgeHit[]];
  personality?: AiPersonality;
};

export function composeAnswer({
  hits,
  personality = 'professional',
}: ComposeInput): ComposedAnswer {
  const [best, ...others] = hits;
  const { article } = best;
  const parts = articleParts(article.body);
  const bullets = parts.keyBullets.slice(0, BULLETS_SHOWN[personality]);
  const details =
    personality === 'detailed'
      ? parts.sections
          .filter((section) => !WHAT_TO_DO.test(section.heading))
          .map((section) =>
            section.heading ? `**${section.heading}**\n\n${section.text}` : section.text,
          )
      : [];
  const effective = article.effectiveDate
    ? `_This rule has applied since ${formatLongDate(article.effectiveDate, { weekday: false })}._`
    : null;
  const seeAlso =
    others.length > 0
      ? `**See also:** ${others.map((hit) => hit.article.title).join('; ')}.`
      : null;
  const checked =
    personality === 'detailed'
      ? `_Last checked against its sources on ${formatLongDate(article.checkedOn, { weekday: false })}._`
      : null;
  return finishAnswer(
    [
      opening(personality, article),
      parts.shortAnswer,
      effective,
      ...details,
      bullets.length > 0
        ? `**What to do:**\n${bullets.map((bullet) => `- ${bullet}`).join('\n')}`
        : null,
      seeAlso,
      checked,
    ],
    article.sources,
  );
}

/** When retrieval finds nothing relevant: say so, and point to free, qualified help. */
export function composeNothingFound(
  wording: NothingFoundWording,
  personality: AiPersonality = 'professional',
): ComposedAnswer {
  return finishAnswer(
    [personality === 'friendly' ? wording.friendlyOpening : null, ...wording.paragraphs],
    wording.sources,
  );
}
