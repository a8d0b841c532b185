/**
 * An answer that uses what the veteran shared: the documents and disabilities attached to the
 * message, and their own case (rated disabilities, claims, deadlines) for "what should I do
 * next?". Crisis and fabrication answers are never mixed with anything else.
 */
import type { ChatMode } from '../../contracts/chat';
import type { AnalysisLine, StructuredAnalysis } from '../../contracts/structured-analysis';
import { conditionMentions } from '../analysis/condition-matching';
import { nameWithSide } from '../conditions/disability-name';
import { withSegmentLevels } from '../conditions/spine-segments';
import { fillText } from '../analysis/fill-text';
import { answerInCrisis, answerQuestion, sentencesThatAskBeside } from './answer-question';
import { articleParts } from './compose-answer';
import { cfrSource, closeAnswer, finishAnswer, withoutSources } from './answer-text';
import { answerFollowUp } from './follow-up';
import type { HistoryMessage, OfflineAnswer, OfflineKnowledge } from './offline-types';
import { verifyCitations } from './citations';
import { withLineAbove } from './crisis';
import { isCrisis, type SafetyLevel } from '../safety/safety-types';
import { type AskedFor, NOTHING_ASKED } from './intent-classifier';
import { featureStarter } from './feature-starters';
import { finderLead } from './finder-answer';
import { answerDraftingTurn } from './statement-drafting';
import {
  answerFromCase,
  intentToFileLines,
  type CaseDisability,
  type VeteranCaseFacts,
} from './case-answer';
import { DUE_SOON_DAYS } from '../deadlines/filing-deadline';
import type { ConditionCriteria } from './condition-criteria';
import type {
  AiPersonality,
  AnswerClosing,
  CaseAnswerWording,
  KnowledgeSource,
} from './knowledge-types';

export interface ReplyDocument {
  name: string;
  /** The stored analysis, or null when none was made. */
  analysis: StructuredAnalysis | null;
}

export type ReplyDisability = CaseDisability;

export interface ReplyContext {
  question: string;
  /** Earlier messages of the chat, oldest first, for follow-up questions. */
  history?: readonly HistoryMessage[];
  today: string;
  personality: AiPersonality;
  documents: readonly ReplyDocument[];
  disabilities: readonly ReplyDisability[];
  veteranCase: VeteranCaseFacts;
  /** What the question asks for, when it was classified (IntentClassifier). */
  asked?: AskedFor;
  /** The chat's mode; general when not given. */
  mode?: ChatMode;
  /** What the safety check read in the question, when the caller read it first. */
  safety?: SafetyLevel;
}

const ASKS_WHAT_IS_MISSING =
  /\b(?:missing|lack|lacks|need|needs|gaps?|next|get|stronger|improve)\b/i;
const ASKS_ABOUT_MY_CASE =
  /\b(?:what\s+(?:should|do|can)\s+i\s+do|next\s+steps?|do\s+next|my\s+(?:case|claims?|situation)|where\s+do\s+i\s+stand)\b/i;

const lineText = (line: AnalysisLine) => {
  switch (line.kind) {
    case 'bullet':
    case 'quote':
      return line.text;
    case 'status':
      return `${line.item}: ${line.status}${line.detail ? ` (${line.detail})` : ''}`;
    case 'strength':
      return `${line.item}: ${line.strength}${line.detail ? ` (${line.detail})` : ''}`;
  }
};

function sectionLines(analysis: StructuredAnalysis, title: string): string[] {
  const section = analysis.sections.find((entry) => entry.title === title);
  return (section?.lines ?? []).map(lineText);
}

const list = (heading: string, lines: readonly string[]) =>
  lines.length > 0 ? `${heading}\n${lines.map((line) => `- ${line}`).join('\n')}` : null;

/** One attached document: what it lacks and what to get, or its summary and coverage. */
function documentPart(
  document: ReplyDocument,
  question: string,
  wording: CaseAnswerWording,
): string {
  const named = { document: document.name };
  if (!document.analysis) return fillText(wording.documentNotAnalysed, named);
  const parts = ASKS_WHAT_IS_MISSING.test(question)
    ? [
        list(wording.whatIsMissingHeading, sectionLines(document.analysis, 'WHAT IS MISSING')),
        list(wording.whatToGetNextHeading, sectionLines(document.analysis, 'WHAT TO GET NEXT')),
      ]
    : [
        sectionLines(document.analysis, 'PLAIN-LANGUAGE SUMMARY')[0] ?? null,
        list(
          wording.claimElementsHeading,
          sectionLines(document.analysis, 'CLAIM ELEMENT COVERAGE'),
        ),
      ];
  const shown = parts.filter((part): part is string => part !== null);
  return [
    fillText(wording.documentFromAnalysis, named),
    ...(shown.length > 0 ? shown : [wording.analysisFoundNothing]),
  ].join('\n\n');
}

function conditionOf(
  disability: ReplyDisability,
  conditions: readonly ConditionCriteria[],
): ConditionCriteria | undefined {
  const byCode = conditions.find(
    (condition) => condition.diagnosticCode === disability.diagnosticCode,
  );
  if (byCode) return byCode;
  const [mention] = conditionMentions(disability.name.toLowerCase(), conditions);
  return conditions.find(
    (condition) => condition.diagnosticCode === mention?.condition.diagnosticCode,
  );
}

/** The condition a disability is rated under, with its part of the spine's own levels. */
function ratedConditionOf(
  disability: ReplyDisability,
  conditions: readonly ConditionCriteria[],
): ConditionCriteria | undefined {
  const condition = conditionOf(disability, conditions);
  return condition && withSegmentLevels(condition, disability);
}

type LevelOption = ConditionCriteria['percentageOptions'][number];

/** One attached disability: its current level and what the next level up takes. */
function disabilityPart(
  disability: ReplyDisability,
  conditions: readonly ConditionCriteria[],
  wording: CaseAnswerWording,
): { text: string; sources: KnowledgeSource[] } {
  const rated = { name: nameWithSide(disability), rating: disability.currentPercentage };
  const condition = ratedConditionOf(disability, conditions);
  if (!condition) {
    return { text: fillText(wording.disabilityWithoutLevels, rated), sources: [] };
  }
  const next = condition.percentageOptions.find(
    (option) => option.percentage > disability.currentPercentage,
  );
  const current = condition.percentageOptions.find(
    (option) => option.percentage === disability.currentPercentage,
  );
  const level = (template: string, { percentage, criteria }: LevelOption) =>
    `- ${fillText(template, { rating: percentage, criteria })}`;
  const lines = [
    fillText(wording.disabilityUnderCode, {
      ...rated,
      code: condition.diagnosticCode,
      section: condition.cfrSection,
    }),
    current ? level(wording.levelNow, current) : null,
    next ? level(wording.levelNext, next) : `- ${wording.highestLevel}`,
    next ? wording.evidenceToGet : null,
  ];
  return {
    text: lines.filter(Boolean).join('\n'),
    sources: [cfrSource(condition.cfrSection)],
  };
}

/** The veteran's own case: nearest deadlines first, then claims and rated disabilities. */
function caseParts(veteranCase: VeteranCaseFacts, wording: CaseAnswerWording): string[] {
  const deadlines = [
    ...intentToFileLines(veteranCase, wording),
    ...veteranCase.claims.flatMap((claim) =>
      claim.nextDeadline ? [`${claim.disabilityName}: ${claim.nextDeadline}`] : [],
    ),
  ];
  const claims = veteranCase.claims.map((claim) => {
    const status = `${claim.disabilityName}: ${claim.status.replace(/_/g, ' ')}`;
    return claim.decisionDate
      ? fillText(wording.claimDecided, { claim: status, date: claim.decisionDate })
      : status;
  });
  const rated = veteranCase.disabilities.map(
    (disability) => `${nameWithSide(disability)}: ${disability.currentPercentage}%`,
  );
  return [
    list(wording.deadlinesFirstHeading, deadlines),
    list(wording.claimsHeading, claims),
    list(wording.ratedDisabilitiesHeading, rated),
    deadlines.length > 0 ? wording.startWithNearestDeadline : wording.noDeadlinePressing,
  ].filter((part): part is string => part !== null);
}

/** A claim-specific chat's case: the deadlines, claims and ratings, and what My Case holds. */
function claimSpecificParts(veteranCase: VeteranCaseFacts, knowledge: OfflineKnowledge): string[] {
  const wording = knowledge.rules.chatModes.claimSpecific;
  const onMyCase = (veteranCase.caseConditions ?? []).map(({ name, readiness }) =>
    fillText(wording.caseCondition, { name, done: readiness.done, total: readiness.total }),
  );
  const myCase = list(wording.caseConditionsHeading, onMyCase);
  if (!hasCase(veteranCase) && !myCase) return [];
  return [...caseParts(veteranCase, knowledge.rules.caseAnswer), ...(myCase ? [myCase] : [])];
}

/** The answer's paragraphs without its sources list and closing line, to merge with others. */
function bodyOf(answer: OfflineAnswer, closing: AnswerClosing): string[] {
  return withoutSources(answer.markdown).filter((block) => block !== closing.line);
}

const hasCase = (veteranCase: VeteranCaseFacts) =>
  veteranCase.claims.length > 0 ||
  veteranCase.disabilities.length > 0 ||
  (veteranCase.intentsToFile ?? []).length > 0;

/**
 * An intent to file whose year ends within DUE_SOON_DAYS is named at the top of the answer, once
 * in a conversation: the date of claim it holds is worth more than any other answer.
 */
function warnOfIntentToFileEnding(
  answer: OfflineAnswer,
  context: ReplyContext,
  wording: CaseAnswerWording,
): OfflineAnswer {
  if (answer.intent === 'crisis') return answer;
  const ending = (context.veteranCase.intentsToFile ?? []).find(
    (intent) => intent.daysLeft <= DUE_SOON_DAYS,
  );
  if (!ending) return answer;
  const warning = fillText(wording.intentToFileEndingSoon, {
    ...ending,
    daysLeft: ending.daysLeft === 0 ? 'today is the last day' : `${ending.daysLeft} days left`,
  });
  const warnedBefore = (context.history ?? []).some((message) =>
    message.turn?.notices.includes('intent-to-file-ending'),
  );
  if (warnedBefore) return answer;
  return {
    ...answer,
    markdown: `${warning}\n\n${answer.markdown}`,
    notices: [...(answer.notices ?? []), 'intent-to-file-ending'],
  };
}

/**
 * The one line of the Veterans Crisis Line to put above an answer, if any: the warning line for
 * warning signs in this message, or a reminder after crisis words earlier in the chat — a
 * veteran who moved on to their claim may still be struggling. Both engines use it.
 */
export function crisisLineAbove(
  level: SafetyLevel,
  history: readonly HistoryMessage[],
  knowledge: Pick<OfflineKnowledge, 'rules' | 'safety'>,
): string | null {
  const reply = knowledge.rules.crisisReply;
  if (level === 'warning') return reply.warning;
  // The level stored with each earlier message; a message stored without one is read again.
  const spokeOfCrisis = history.some(
    (message) =>
      message.role === 'user' &&
      isCrisis(message.turn?.safety ?? knowledge.safety.assess(message.content).level),
  );
  return spokeOfCrisis ? reply.reminder : null;
}

/**
 * The offline engine's answer to a message in its chat. The safety check reads the message
 * before anything else runs: imminent and ideation get the crisis reply first, whatever the
 * chat was doing; warning signs get one line above the answer to what was asked.
 */
/**
 * What of a message the engine answers: all of it, or beside warning signs only the sentences
 * that ask something of their own (an empty string when none does).
 */
export function questionToAnswer(
  question: string,
  level: SafetyLevel,
  knowledge: OfflineKnowledge,
): string {
  if (level !== 'warning') return question;
  return sentencesThatAskBeside(question, knowledge).join(' ');
}

export function answerInContext(context: ReplyContext, knowledge: OfflineKnowledge): OfflineAnswer {
  const level = context.safety ?? knowledge.safety.assess(context.question).level;
  const question = questionToAnswer(context.question, level, knowledge);
  if (isCrisis(level) || (level === 'warning' && question === '')) {
    return answerInCrisis(context.question, {
      knowledge,
      today: context.today,
      personality: context.personality,
    });
  }
  const answering = { ...context, question };
  const answer = warnOfIntentToFileEnding(
    withFurtherReading(answerWithWhatWasShared(answering, knowledge), answering, knowledge),
    answering,
    knowledge.rules.caseAnswer,
  );
  const line = crisisLineAbove(level, context.history ?? [], knowledge);
  return line ? withLineAbove(answer, line, knowledge.rules.crisisReply) : answer;
}

function answerWithWhatWasShared(
  context: ReplyContext,
  knowledge: OfflineKnowledge,
): OfflineAnswer {
  const { question, today, personality, asked } = context;
  const alone = answerQuestion(question, { knowledge, today, personality, asked });
  const history = context.history ?? [];
  const drafting = answerDraftingTurn(question, alone, { history, knowledge, personality });
  if (drafting) return drafting;
  // With something attached, "this" and "it" point at the attachment, not the last question.
  const attached = context.documents.length > 0 || context.disabilities.length > 0;
  const base = attached
    ? alone
    : answerFollowUp(question, alone, {
        history: context.history ?? [],
        knowledge,
        today,
        personality,
        asked,
      });
  if (base.intent === 'fabrication') return base;
  const closing = knowledge.rules.answerClosing;

  const own = answerFromCase(
    {
      question,
      asked: asked ?? NOTHING_ASKED,
      subjectArticleId: base.articleIds[0],
      veteranCase: context.veteranCase,
      today,
      personality,
    },
    {
      conditions: knowledge.conditions,
      rates: knowledge.rates,
      payWording: knowledge.rules.payAnswer,
      ratingWording: knowledge.rules.ratingAnswer,
      caseWording: knowledge.rules.caseAnswer,
      tdiu: knowledge.tdiu,
      backPayWording: knowledge.rules.backPayAnswer,
      holidayOn: knowledge.holidayOn,
    },
  );
  if (own?.standsAlone) {
    const { kept } = verifyCitations(own.sources, knowledge.corpus);
    return {
      intent: 'case',
      articleIds: [],
      ...closeAnswer(finishAnswer(own.parts, kept), closing),
    };
  }

  const wording = knowledge.rules.caseAnswer;
  const starter = featureStarter(question, {
    wording: knowledge.rules.featureStarters,
    conditions: knowledge.conditions,
    today,
    ...(knowledge.examSheets ? { examSheets: knowledge.examSheets } : {}),
  });
  const fromFinder = starter
    ? null
    : finderLead(question, context.veteranCase.finder, {
        wording: knowledge.rules.finderAnswer,
        conditions: knowledge.conditions,
      });
  const lead = starter ?? fromFinder;
  const disabilities = context.disabilities.map((disability) =>
    disabilityPart(disability, knowledge.conditions, wording),
  );
  const parts = [
    // The tool the veteran asked to open, or their own finder result, leads; case facts the
    // question only brushed would bury it.
    ...(lead ? [lead] : (own?.parts ?? [])),
    ...context.documents.map((document) => documentPart(document, context.question, wording)),
    ...disabilities.map((part) => part.text),
  ];
  const sources = [
    ...(lead ? [] : (own?.sources ?? [])),
    ...disabilities.flatMap((part) => part.sources),
  ];
  const aboutCase =
    parts.length === 0 && hasCase(context.veteranCase) && ASKS_ABOUT_MY_CASE.test(context.question);
  if (aboutCase) parts.push(...caseParts(context.veteranCase, wording));
  // A claim-specific chat gives the case after an answer that did not already use it; a
  // question nothing answers gets an honest "I don't know", not the case in its place.
  const withCase =
    context.mode === 'claim-specific' &&
    parts.length === 0 &&
    base.intent !== 'greeting' &&
    base.intent !== 'nothing-found'
      ? claimSpecificParts(context.veteranCase, knowledge)
      : [];
  if (parts.length === 0 && withCase.length === 0) return base;

  // What the veteran attached answers the question; the general answer follows only when found.
  const general =
    base.intent === 'nothing-found' || base.intent === 'greeting' ? [] : bodyOf(base, closing);
  const { kept } = verifyCitations(
    [...sources, ...(general.length > 0 ? base.sources : [])],
    knowledge.corpus,
  );
  const sections = [parts, general, withCase].filter((section) => section.length > 0);
  const answer = finishAnswer(
    sections.flatMap((section, index) => (index > 0 ? ['---', ...section] : section)),
    kept,
  );
  return { ...base, ...closeAnswer(answer, closing) };
}

const WITHOUT_READING = new Set<OfflineAnswer['intent']>(['crisis', 'fabrication', 'greeting']);

/** A research chat: more articles on the question follow the answer, each with its sources. */
function withFurtherReading(
  answer: OfflineAnswer,
  context: ReplyContext,
  knowledge: OfflineKnowledge,
): OfflineAnswer {
  if (context.mode !== 'research' || WITHOUT_READING.has(answer.intent)) return answer;
  const wording = knowledge.rules.chatModes.research;
  const more = knowledge.index
    .search(context.question, { limit: wording.extraArticles + answer.articleIds.length })
    .filter(({ article }) => !answer.articleIds.includes(article.id))
    .slice(0, wording.extraArticles);
  if (more.length === 0) return answer;
  const reading = more.map(({ article }) =>
    fillText(wording.article, {
      title: article.title,
      shortAnswer: articleParts(article.body).shortAnswer,
    }),
  );
  const closing = knowledge.rules.answerClosing;
  const { kept } = verifyCitations(
    [...answer.sources, ...more.flatMap(({ article }) => article.sources)],
    knowledge.corpus,
  );
  const body = bodyOf(answer, closing);
  return {
    ...answer,
    ...closeAnswer(
      finishAnswer([...body, `${wording.heading}\n${reading.join('\n')}`], kept),
      closing,
    ),
  };
}
