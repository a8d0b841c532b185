/**
 * The offline engine's intent router (DESIGN §5): crisis language first, then requests to
 * fabricate, then questions with ratings, then dates, then statement outlines, then a
 * condition's rating levels, then the knowledge base, and an honest "not found" last. Every
 * answer's sources are checked against our corpus before it leaves.
 */
import type { HolidayLookup } from '../deadlines/filing-deadline';
import type { ReviewLanesContent } from '../deadlines/review-lanes';
import { closeAnswer } from './answer-text';
import { type CitationCorpus, verifyCitations } from './citations';
import { composeAnswer, composeNothingFound } from './compose-answer';
import {
  answerConditionCriteria,
  readConditionCriteriaQuestion,
  type ConditionCriteria,
} from './condition-criteria';
import { crisisParts, crisisReply, detectCrisis } from './crisis';
import { answerDeadlineQuestion, readDeadlineQuestion } from './deadline-question';
import { detectFabricationRequest, fabricationReply } from './fabrication';
import { greetingReply, isGreeting } from './greeting';
import { type AskedFor, NOTHING_ASKED } from './intent-classifier';
import type { KnowledgeIndex } from './knowledge-index';
import type { PassageIndex } from './passage-index';
import type {
  AiPersonality,
  ComposedAnswer,
  KnowledgeRules,
  SourcedWording,
} from './knowledge-types';
import {
  answerPayQuestion,
  ASKS_ABOUT_PAY,
  payPart,
  readPayQuestion,
  type CompensationRates,
} from './pay-question';
import { answerRatingQuestion, readRatingQuestion } from './rating-question';
import type { TdiuWording } from '../ratings/tdiu-schedular-status';
import { answerStatementRequest, readStatementRequest } from './statement-outline';

export type OfflineIntent =
  | 'crisis'
  | 'fabrication'
  | 'rating'
  | 'pay'
  | 'deadline'
  | 'outline'
  | 'criteria'
  | 'knowledge'
  | 'greeting'
  | 'case'
  | 'nothing-found';

export interface OfflineAnswer extends ComposedAnswer {
  intent: OfflineIntent;
  /** Ids of the articles the answer came from (the first one answered). */
  articleIds: string[];
}

/** What the engine reads, built once at start-up. */
export interface OfflineKnowledge {
  rules: KnowledgeRules;
  index: KnowledgeIndex;
  /** The sentences of the articles, to open an answer with the one that answers. */
  passages: PassageIndex;
  corpus: CitationCorpus;
  /** content/conditions, for "what does 50% require" questions. */
  conditions: readonly ConditionCriteria[];
  lanes: ReviewLanesContent;
  holidayOn: HolidayLookup;
  /** content/rates, for "how much does 70% pay?". */
  rates: CompensationRates;
  /** content/ratings/combined-rating-explained.json, for "do I qualify for TDIU?". */
  tdiu: TdiuWording & SourcedWording;
}

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

function answerTopic(
  text: string,
  { knowledge, today, personality = 'professional', asked = NOTHING_ASKED }: AnswerContext,
): OfflineAnswer {
  if (isGreeting(text)) {
    return { intent: 'greeting', articleIds: [], ...greetingReply(text, personality) };
  }
  const ratings = readRatingQuestion(text);
  if (ratings) {
    const asksPay = ASKS_ABOUT_PAY.test(text.toLowerCase());
    const pay = (combined: number) =>
      payPart(knowledge.rates, knowledge.rules.payAnswer, combined, today);
    return {
      intent: 'rating',
      articleIds: [],
      ...answerRatingQuestion(ratings, personality, asksPay ? pay : undefined),
    };
  }
  const payRating = readPayQuestion(text);
  if (payRating !== null) {
    const { rates, rules } = knowledge;
    return {
      intent: 'pay',
      articleIds: [],
      ...answerPayQuestion(payRating, { rates, wording: rules.payAnswer, today, personality }),
    };
  }
  const deadline = readDeadlineQuestion(text, today);
  if (deadline) {
    const { holidayOn, lanes, rules } = knowledge;
    return {
      intent: 'deadline',
      articleIds: [],
      ...answerDeadlineQuestion({
        question: deadline,
        today,
        holidayOn,
        lanes,
        wording: rules.deadlineAnswer,
        personality,
      }),
    };
  }
  const statement = readStatementRequest(text, knowledge.conditions);
  if (statement) {
    return { intent: 'outline', articleIds: [], ...answerStatementRequest(statement, personality) };
  }
  const criteria = readConditionCriteriaQuestion(text, knowledge.conditions);
  if (criteria) {
    return {
      intent: 'criteria',
      articleIds: [],
      ...answerConditionCriteria(criteria, personality),
    };
  }
  const query = asked.searchTerms ? `${text}\n${asked.searchTerms}` : text;
  const [best, ...others] = knowledge.index.search(query, { askingWords: asked.askingWords });
  if (!best) {
    return {
      intent: 'nothing-found',
      articleIds: [],
      ...composeNothingFound(knowledge.rules.nothingFound, personality),
    };
  }
  const hits = [best, ...others] as const;
  const articleIds = hits.map((hit) => hit.article.id);
  const passages = knowledge.passages.best(text, {
    articleIds,
    cue: asked.cue,
    limit: PASSAGES_CONSIDERED,
  });
  return {
    intent: 'knowledge',
    articleIds,
    ...composeAnswer({
      hits,
      passages,
      personality,
      opensWithShortAnswer: asked.intent === 'definition',
    }),
  };
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
  return closeAnswer(answerUnclosed(text, context), context.knowledge.rules.answerClosing);
}

function answerUnclosed(text: string, context: AnswerContext): OfflineAnswer {
  const { rules, corpus } = context.knowledge;
  if (!detectCrisis(text, rules.crisis)) {
    return withVerifiedSources(answerWithoutCrisis(text, context), corpus);
  }
  // A question asked alongside crisis words still gets its answer, after the line.
  const rest = text
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => !detectCrisis(sentence, rules.crisis))
    .join(' ');
  const topic = answerWithoutCrisis(rest, context);
  if (topic.intent === 'nothing-found') {
    return { intent: 'crisis', articleIds: [], ...crisisReply(rules.crisisReply) };
  }
  return withVerifiedSources(
    {
      intent: 'crisis',
      articleIds: topic.articleIds,
      markdown: [...crisisParts(rules.crisisReply), '---', topic.markdown].join('\n\n'),
      sources: [...rules.crisisReply.sources, ...topic.sources],
    },
    corpus,
  );
}
