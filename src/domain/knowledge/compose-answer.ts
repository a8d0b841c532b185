/**
 * The answer for a question the knowledge base covers: the article's short answer, its key
 * bullets, its effective date when the rule has one, its sources and the closing line. The
 * profile's aiPersonality changes the opening and how much is shown, never the facts.
 */
import { finishAnswer } from './answer-text';
import { formatLongDate } from './calendar-words';
import { type KnowledgeHit, processTerm, tokenize } from './knowledge-index';
import type { RankedPassage } from './passage-index';
import type { AiPersonality, ComposedAnswer, NothingFoundWording } from './knowledge-types';

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

const FRIENDLY_OPENING = 'Good question. ';

type ComposeInput = {
  /** Relevant hits, best first (KnowledgeIndex.search); the first one answers. */
  hits: readonly [KnowledgeHit, ...KnowledgeHit[]];
  /**
   * The passages that answer the question, best first (PassageIndex.best): the first one or two
   * open the answer, the rest follow the article's short answer.
   */
  passages?: readonly RankedPassage[];
  personality?: AiPersonality;
  /** "What is…" is answered by the article's short answer; the passages follow it. */
  opensWithShortAnswer?: boolean;
  /** The best passage for each question of a message that asks several: each is shown. */
  alsoAnswers?: readonly RankedPassage[];
};

/** A passage this close to the best one answers the question too. */
const DIRECT_SHARE = 0.85;
/** Passages this close are worth knowing beside the answer. */
const MORE_SHARE = 0.35;
const MORE_SHOWN = 3;

/** Whether `text` already says what `passage` says (the same sentence, bold or not). */
const alreadySays = (text: string, passage: string) =>
  text.replace(/\*\*/g, '').replace(/\s+/g, ' ').includes(passage.slice(0, 60));

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
/** Passages sharing this much of their words say the same thing (a fact and its sentence). */
const SAME_THING = 0.6;

const sayTheSame = (words: Set<string>, others: Set<string>) =>
  [...words].filter((word) => others.has(word)).length / Math.min(words.size, others.size) >=
  SAME_THING;

function withoutRepeats(passages: readonly RankedPassage[]): RankedPassage[] {
  const kept: { passage: RankedPassage; words: Set<string> }[] = [];
  for (const passage of passages) {
    const words = wordsOf(passage.text);
    if (!kept.some((other) => sayTheSame(words, other.words))) kept.push({ passage, words });
  }
  return kept.map(({ passage }) => passage);
}

/** The words that carry meaning, stemmed: a long short answer shares every "the" and "of". */
const meaningOf = (text: string) =>
  new Set(tokenize(text).flatMap((word) => processTerm(word) ?? []));

/** Whether the short answer already says what the passage says, in the same or other words. */
const shortAnswerSays = (shortAnswer: string, passage: RankedPassage) =>
  alreadySays(shortAnswer, passage.text) ||
  sayTheSame(meaningOf(passage.text), meaningOf(shortAnswer));

/**
 * The direct answer: the passages closest to the best, at most two, from the article that
 * answers; then the ones worth knowing beside it.
 */
function splitPassages(ranked: readonly RankedPassage[]) {
  // "What form do I use?" is answered by a passage that names a form, whatever else scores.
  const passages = withoutRepeats([
    ...ranked.filter((passage) => passage.ofKindAsked),
    ...ranked.filter((passage) => !passage.ofKindAsked),
  ]);
  const best = passages[0]?.score ?? 0;
  const [first, second] = passages;
  // A second sentence opens the answer only when it answers nearly as well as the first.
  const direct = [first, second]
    .filter((passage) => passage !== undefined)
    .filter((passage) => passage.score >= best * DIRECT_SHARE);
  const more = passages.filter(
    (passage) => !direct.includes(passage) && passage.score >= best * MORE_SHARE,
  );
  return { direct, more };
}

/** Another article's passage must answer this much better to take the lead from the first. */
const TAKES_THE_LEAD = 1.5;

/**
 * The best hit, unless another article holds a passage that answers clearly better ("is VA
 * pay taxed?" may rank the pay article first and hold its answer in the tax article), or is
 * of the kind asked for where the best hit's is not.
 */
function leadingHit(
  hits: readonly [KnowledgeHit, ...KnowledgeHit[]],
  passages: readonly RankedPassage[],
): KnowledgeHit {
  const [first] = hits;
  const top = passages[0];
  if (!top || top.articleId === first.article.id) return first;
  const firsts = passages.filter((passage) => passage.articleId === first.article.id);
  const firstsBest = firsts.find((passage) => passage.ofKindAsked) ?? firsts[0];
  // A passage of the kind asked for ("lower", for "will an exam lower my rating") outranks one
  // that only shares the question's words.
  const answersBetter =
    !firstsBest ||
    (top.ofKindAsked && !firstsBest.ofKindAsked) ||
    top.score >= firstsBest.score * TAKES_THE_LEAD;
  if (!answersBetter) return first;
  return hits.find((hit) => hit.article.id === top.articleId) ?? first;
}

export function composeAnswer({
  hits,
  passages = [],
  personality = 'professional',
  opensWithShortAnswer = false,
  alsoAnswers = [],
}: ComposeInput): ComposedAnswer & { articleIds: string[] } {
  const lead = leadingHit(hits, passages);
  const others = hits.filter((hit) => hit !== lead);
  const { article } = lead;
  const parts = articleParts(article.body);
  // The direct answer comes from the article that leads; the others' passages may follow it.
  const ordered = [
    ...passages.filter((passage) => passage.articleId === article.id),
    ...passages.filter((passage) => passage.articleId !== article.id),
  ];
  const split = splitPassages(ordered);
  // A passage of the short answer answers: the short answer opens, whole.
  const shortAnswerOpens =
    opensWithShortAnswer ||
    split.direct.some((passage) => alreadySays(parts.shortAnswer, passage.text));
  const direct = shortAnswerOpens ? [] : split.direct;
  // Beside the short answer, what is worth knowing is weighed among what it does not say.
  const rest = splitPassages(
    ordered.filter((passage) => !shortAnswerSays(parts.shortAnswer, passage)),
  );
  const answersToOthers = alsoAnswers.filter(
    (answer) =>
      !direct.some((passage) => passage.text === answer.text) &&
      !shortAnswerSays(parts.shortAnswer, answer),
  );
  const more = withoutRepeats([...direct, ...answersToOthers, ...rest.direct, ...rest.more])
    .filter((passage) => !direct.includes(passage))
    .slice(0, MORE_SHOWN + answersToOthers.length);
  const directText = direct.map((passage) => passage.text).join(' ');
  const bullets = parts.keyBullets
    .filter((bullet) => ![...direct, ...more].some((passage) => alreadySays(bullet, passage.text)))
    .slice(0, BULLETS_SHOWN[personality]);
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
  const opening = personality === 'friendly' ? FRIENDLY_OPENING : '';
  const sources = [lead, ...others]
    .filter((hit) => [...direct, ...more].some((passage) => passage.articleId === hit.article.id))
    .flatMap((hit) => hit.article.sources);
  const answer = finishAnswer(
    [
      shortAnswerOpens || !directText
        ? `${opening}${parts.shortAnswer}`
        : `${opening}${directText}\n\n**${article.title}:** ${parts.shortAnswer}`,
      more.length > 0
        ? `**Also worth knowing:**\n${more.map((passage) => `- ${passage.text}`).join('\n')}`
        : null,
      effective,
      ...details,
      bullets.length > 0
        ? `**What to do:**\n${bullets.map((bullet) => `- ${bullet}`).join('\n')}`
        : null,
      seeAlso,
      checked,
    ],
    [...article.sources, ...sources],
  );
  // The article the answer opened with comes first: a follow-up's "it" is its subject.
  return { ...answer, articleIds: [lead, ...others].map((hit) => hit.article.id) };
}

/** When retrieval finds nothing relevant: say so, and point to free, qualified help. */
export function composeNothingFound(
  wording: NothingFoundWording,
  personality: AiPersonality = 'professional',
  /** The titles of the articles that come closest, best first. */
  nearest: readonly string[] = [],
): ComposedAnswer {
  return finishAnswer(
    [
      personality === 'friendly' ? wording.friendlyOpening : null,
      ...wording.paragraphs,
      nearest.length > 0
        ? [wording.nearestHeading, ...nearest.map((title) => `- ${title}`)].join('\n')
        : null,
    ],
    wording.sources,
  );
}
