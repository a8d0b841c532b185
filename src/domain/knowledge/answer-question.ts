/**
 * The offline engine's intent router (DESIGN §5). Crisis language is read before it by the
 * safety check (answerInContext); here come requests to fabricate, then questions with ratings, then dates, then statement outlines, then a
 * condition's rating levels, then the knowledge base, and an honest "not found" last. Every
 * answer's sources are checked against our corpus before it leaves.
 */
import { closeAnswer, joinAnswers } from './answer-text';
import { type CitationCorpus, verifyCitations } from './citations';
import { composeAnswer, composeNothingFound } from './compose-answer';
import { answerConditionCriteria, readConditionCriteriaQuestion } from './condition-criteria';
import { crisisParts, crisisReply } from './crisis';
import { answerDeadlineQuestion, readDeadlineQuestion } from './deadline-question';
import { detectFabricationRequest, fabricationReply } from './fabrication';
import { greetingReply, isGreeting } from './greeting';
import { type AskedFor, NOTHING_ASKED } from './intent-classifier';
import { type KnowledgeHit, processTerm, tokenize } from './knowledge-index';
import type { AiPersonality } from './knowledge-types';
import type { OfflineAnswer, OfflineKnowledge } from './offline-types';
import { answerPayQuestion, ASKS_ABOUT_PAY, payPart, readPayQuestion } from './pay-question';
import { answerRatingQuestion, readRatingQuestion } from './rating-question';
import { answerStatementRequest } from './statement-drafting';

type AnswerContext = {
  knowledge: OfflineKnowledge;
  /** YYYY-MM-DD on the server's clock, for deadlines. */
  today: string;
  personality?: AiPersonality;
  /** What the question asks for (IntentClassifier), when it was classified. */
  asked?: AskedFor;
};

/** Passages weighed for the direct answer and what follows it. */
const PASSAGES_CONSIDERED = 6;

type Read = (text: string, context: Required<AnswerContext>) => OfflineAnswer | null;

interface Reader {
  read: Read;
  /**
   * What it reads of a message that tells a story around its question: all of it (a date told
   * before "when is my deadline?" counts), or only the sentences that ask.
   */
  inStory: 'all' | 'asked';
}

const readsAll = (read: Read): Reader => ({ read, inStory: 'all' });
const readsAsked = (read: Read): Reader => ({ read, inStory: 'asked' });

/**
 * The answerers that compute from what the question names, in the order they are tried: a
 * rating to combine, a rating's pay, a date to count from, a statement to outline, a
 * condition's rating levels. The first that reads the question answers it.
 */
const READERS: readonly Reader[] = [
  // A story's percentages are totals, old ratings and hoped-for ones as often as ratings to
  // combine: "I expected 80% because 50 plus 30 is 80" is no list of four ratings.
  readsAsked((text, { knowledge, today, personality }) => {
    const ratings = readRatingQuestion(text);
    if (!ratings) return null;
    const asksPay = ASKS_ABOUT_PAY.test(text.toLowerCase());
    const pay = (combined: number) =>
      payPart(knowledge.rates, knowledge.rules.payAnswer, combined, today);
    return {
      intent: 'rating',
      articleIds: [],
      ...answerRatingQuestion(
        ratings,
        knowledge.rules.ratingAnswer,
        personality,
        asksPay ? pay : undefined,
      ),
    };
  }),
  readsAll((text, { knowledge: { rates, rules }, today, personality }) => {
    const rating = readPayQuestion(text);
    if (rating === null) return null;
    return {
      intent: 'pay',
      articleIds: [],
      ...answerPayQuestion(rating, { rates, wording: rules.payAnswer, today, personality }),
    };
  }),
  readsAll((text, { knowledge: { holidayOn, lanes, rules }, today, personality }) => {
    const question = readDeadlineQuestion(text, today);
    if (!question) return null;
    const wording = rules.deadlineAnswer;
    return {
      intent: 'deadline',
      articleIds: [],
      ...answerDeadlineQuestion({ question, today, holidayOn, lanes, wording, personality }),
    };
  }),
  readsAsked((text, { knowledge, personality }) => {
    const statement = answerStatementRequest(text, knowledge, personality);
    return statement && { intent: 'outline', articleIds: [], ...statement };
  }),
  readsAsked((text, { knowledge, personality }) => {
    const criteria = readConditionCriteriaQuestion(text, knowledge.conditions);
    if (!criteria) return null;
    return {
      intent: 'criteria',
      articleIds: [],
      ...answerConditionCriteria(criteria, personality),
    };
  }),
];

/**
 * "My 50%" points at the veteran's own rating; its number names no topic, and searched as one
 * it finds whichever rating scale has a 50% level.
 */
const OWN_RATING = /\bmy\s+\d{1,3}\s*(?:%|percent\b)/gi;

/**
 * A number with nothing after it ("from 50 to 30") is a rating the veteran names; matched
 * against the articles' sentences it would pick whichever speaks of "30 days".
 */
const BARE_NUMBER =
  /(?<![\w$.\-/])\d{1,3}(?![\w%/.,-]|\s*(?:percent|days?|weeks?|months?|years?)\b)/gi;

/** What the knowledge articles say to the question, or null when none is relevant. */
function answerFromArticles(
  text: string,
  { knowledge, personality, asked }: Required<AnswerContext>,
): OfflineAnswer | null {
  const topic = text.replace(OWN_RATING, 'my rating');
  const query = asked.searchTerms ? `${topic}\n${asked.searchTerms}` : topic;
  const found = knowledge.index.search(query, { askingWords: asked.askingWords });
  const otherQuestions = answersToEachQuestion(text, knowledge);
  const hits = [...found];
  for (const { hit } of otherQuestions) {
    if (!hits.some((known) => known.article.id === hit.article.id)) hits.push(hit);
  }
  const [best, ...others] = processFirst(hits, asked, knowledge);
  if (!best) return null;
  const passages = knowledge.passages.best(topic.replace(BARE_NUMBER, ' '), {
    articleIds: hits.map((hit) => hit.article.id),
    cue: asked.cue,
    limit: PASSAGES_CONSIDERED,
  });
  return {
    intent: 'knowledge',
    ...composeAnswer({
      hits: [best, ...others],
      passages,
      alsoAnswers: otherQuestions.map(({ passage }) => passage),
      personality,
      opensWithShortAnswer: asked.intent === 'definition',
    }),
  };
}

/**
 * A question about a process ("VA proposed reducing my migraines, how long do I have?") is
 * answered by the process's article, not by the condition it happens to name: when the
 * classifier read such an intent in the question's own words, the article its words find
 * alone goes first, if the question found it too.
 */
function processFirst(
  hits: readonly KnowledgeHit[],
  asked: AskedFor,
  knowledge: OfflineKnowledge,
): KnowledgeHit[] {
  if (!asked.searchTerms) return [...hits];
  const [process] = knowledge.index.search(asked.searchTerms, { limit: 1 });
  const found = hits.find((hit) => hit.article.id === process?.article.id);
  return found ? [found, ...hits.filter((hit) => hit !== found)] : [...hits];
}

/**
 * A question with fewer words of its own ("Any advice?", "Can I be compensated for it?") asks
 * about the message's topic, not one of its own.
 */
const MIN_TOPIC_WORDS = 2;

/**
 * A message that asks two things ("ITF only goes back a year? And if I was denied in 2015…?")
 * gets each question's best passage, from the article that question finds on its own.
 */
function answersToEachQuestion(text: string, { index, passages }: OfflineKnowledge) {
  const questions = text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(
      (sentence) =>
        sentence.endsWith('?') &&
        tokenize(sentence).filter((word) => processTerm(word)).length >= MIN_TOPIC_WORDS,
    );
  if (questions.length < 2) return [];
  return questions.flatMap((question) => {
    const [hit] = index.search(question, { limit: 1 });
    if (!hit) return [];
    const [passage] = passages.best(question, { articleIds: [hit.article.id], limit: 1 });
    return passage ? [{ hit, passage }] : [];
  });
}

/** How many of the closest articles an "I don't know" names. */
const NEAREST_ARTICLES = 3;

/** Words past which a message tells its story as well as asking (a forum post, a letter). */
const STORY_WORDS = 25;

/**
 * Whether the message says more than its question: a veteran who tells their story around
 * "is 60 + 30 really 80%?" also needs what the articles say about it.
 */
const tellsAStory = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length > STORY_WORDS;

/** The sentences of a story that ask something, or its last sentence when none does. */
function sentencesThatAsk(story: string): string {
  const sentences = story.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim());
  const asking = sentences.filter((sentence) => sentence.trim().endsWith('?'));
  return (asking.length > 0 ? asking : sentences.slice(-1)).join(' ');
}

function answerTopic(text: string, context: AnswerContext): OfflineAnswer {
  const full: Required<AnswerContext> = {
    ...context,
    personality: context.personality ?? 'professional',
    asked: context.asked ?? NOTHING_ASKED,
  };
  if (isGreeting(text)) {
    return { intent: 'greeting', articleIds: [], ...greetingReply(text, full.personality) };
  }
  const story = tellsAStory(text);
  const asked = story ? sentencesThatAsk(text) : text;
  const computed = READERS.reduce<OfflineAnswer | null>(
    (found, { read, inStory }) => found ?? read(inStory === 'all' ? text : asked, full),
    null,
  );
  const fromArticles = answerFromArticles(text, full);
  if (computed && fromArticles && story) {
    return {
      ...computed,
      articleIds: fromArticles.articleIds,
      ...joinAnswers(computed, fromArticles),
    };
  }
  return (
    computed ??
    fromArticles ?? {
      intent: 'nothing-found',
      articleIds: [],
      ...composeNothingFound(
        full.knowledge.rules.nothingFound,
        full.personality,
        full.knowledge.index.nearest(text, NEAREST_ARTICLES).map((article) => article.title),
      ),
    }
  );
}

/** Drops every source that names a section or form our content does not cite. */
function withVerifiedSources(answer: OfflineAnswer, corpus: CitationCorpus): OfflineAnswer {
  const { kept, dropped } = verifyCitations(answer.sources, corpus);
  if (dropped.length === 0) return answer;
  let markdown = answer.markdown
    .split('\n')
    .filter((line) => !dropped.some((source) => line === `- [${source.label}](${source.url})`))
    .join('\n');
  if (kept.length === 0) {
    // The sources block is left as a bare heading: drop it whole.
    markdown = markdown
      .split('\n\n')
      .filter((block) => block.trim() !== '**Sources:**')
      .join('\n\n');
  }
  return { ...answer, markdown, sources: kept };
}

function answerWithoutCrisis(text: string, context: AnswerContext): OfflineAnswer {
  const { rules } = context.knowledge;
  const fabrication = detectFabricationRequest(text, rules.fabrication);
  if (fabrication) {
    const reply = fabricationReply(fabrication, rules.fabricationReply);
    return { intent: 'fabrication', articleIds: [], ...reply };
  }
  return answerTopic(text, context);
}

/** The answer, its sources checked, closed by the line every answer ends with. */
export function answerQuestion(text: string, context: AnswerContext): OfflineAnswer {
  const answer = withVerifiedSources(answerWithoutCrisis(text, context), context.knowledge.corpus);
  return closeAnswer(answer, context.knowledge.rules.answerClosing);
}

/**
 * A sentence that asks: a question mark, or a question or request word first (a request to
 * make something up asks too, and is declined). "When" and
 * "who" open statements too ("When the going gets tough…"), so they need the question mark.
 */
const ASKS =
  /\?$|^(?:how|what|whats|what's|can|could|do|does|did|is|are|am|should|will|would|may|help|tell|explain|write|draft)\b/i;

/** Articles on getting mental health care, answered beside the line even when nothing is asked. */
const CARE_TOPIC = 'mental-health-care';

/** What follows the line is kept short: the direct answer, not the whole article. */
const PARAGRAPHS_AFTER_THE_LINE = 2;

/**
 * What a veteran in crisis says about the care they get or lack ("all I got offered was group
 * therapy…") is answered after the line: how to get care is help, never a distraction from it.
 * Anything else they tell without asking waits; the line comes alone.
 */
function careTheyMention(text: string, context: AnswerContext): OfflineAnswer | null {
  const [hit] = context.knowledge.index.search(text, { limit: 1 });
  if (!hit?.article.topics.includes(CARE_TOPIC)) return null;
  const answer = answerWithoutCrisis(text, { ...context, asked: NOTHING_ASKED });
  return answer.articleIds[0] === hit.article.id ? answer : null;
}

/** The first paragraphs of an answer, then its sources. */
function shortened(answer: OfflineAnswer): string {
  const blocks = answer.markdown.split('\n\n');
  const sources = blocks.filter((block) => block.startsWith('**Sources:**'));
  const said = blocks.filter((block) => !block.startsWith('**Sources:**'));
  return [...said.slice(0, PARAGRAPHS_AFTER_THE_LINE), ...sources].join('\n\n');
}

/**
 * The sentences of a message that ask something and carry no crisis or warning words of their
 * own: what is answered beside the Veterans Crisis Line.
 */
export function sentencesThatAskBeside(text: string, knowledge: OfflineKnowledge): string[] {
  return text
    .split(/(?<=[.!?,;…])\s+|\n+/)
    .filter(
      (sentence) =>
        knowledge.safety.assess(sentence).level === 'none' &&
        (ASKS.test(sentence.trim()) ||
          detectFabricationRequest(sentence, knowledge.rules.fabrication)),
    );
}

/**
 * The reply to a message the safety check read as imminent or ideation, or as warning signs
 * with nothing asked beside them: the Veterans Crisis Line
 * first, a caring word, and — when the message also asked something — a short answer after
 * it. Only the sentences that ask and carry no such words are answered.
 */
export function answerInCrisis(text: string, context: AnswerContext): OfflineAnswer {
  const { rules, corpus } = context.knowledge;
  const questions = sentencesThatAskBeside(text, context.knowledge);
  const topic =
    questions.length > 0
      ? answerWithoutCrisis(questions.join(' '), { ...context, asked: NOTHING_ASKED })
      : careTheyMention(text, context);
  const answer: OfflineAnswer =
    !topic || topic.intent === 'nothing-found'
      ? { intent: 'crisis', articleIds: [], ...crisisReply(rules.crisisReply) }
      : withVerifiedSources(
          {
            intent: 'crisis',
            articleIds: topic.articleIds,
            markdown: [...crisisParts(rules.crisisReply), '---', shortened(topic)].join('\n\n'),
            sources: [...rules.crisisReply.sources, ...topic.sources],
          },
          corpus,
        );
  return closeAnswer(answer, rules.answerClosing);
}
