/**
 * An answer that uses what the veteran shared: the documents and disabilities attached to the
 * message, and their own case (rated disabilities, claims, deadlines) for "what should I do
 * next?". Crisis and fabrication answers are never mixed with anything else.
 */
import { parseAnalysisText, type AnalysisLine } from '../analysis/analysis-text';
import { conditionMentions } from '../analysis/condition-matching';
import { answerQuestion, type OfflineAnswer, type OfflineKnowledge } from './answer-question';
import { cfrSource, closeAnswer, finishAnswer } from './answer-text';
import { answerFollowUp, type HistoryMessage } from './follow-up';
import { verifyCitations } from './citations';
import { crisisReminder, detectCrisis } from './crisis';
import { type AskedFor, NOTHING_ASKED } from './intent-classifier';
import { answerDraftingTurn } from './statement-drafting';
import { answerFromCase, type CaseDisability, type VeteranCaseFacts } from './case-answer';
import type { ConditionCriteria } from './condition-criteria';
import type { AiPersonality, AnswerClosing, KnowledgeSource } from './knowledge-types';

export interface ReplyDocument {
  name: string;
  /** The stored analysis in the display format, or null when none was made. */
  analysis: string | null;
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

function sectionLines(analysis: string, title: string): string[] {
  const section = parseAnalysisText(analysis).find((entry) => entry.title === title);
  return (section?.lines ?? []).map(lineText);
}

const list = (heading: string, lines: readonly string[]) =>
  lines.length > 0 ? `${heading}\n${lines.map((line) => `- ${line}`).join('\n')}` : null;

/** One attached document: what it lacks and what to get, or its summary and coverage. */
function documentPart(document: ReplyDocument, question: string): string {
  const title = `**${document.name}**`;
  if (!document.analysis) {
    return `${title}: this document has no analysis yet, so I cannot say what it shows. You can run the analysis from the Documents page.`;
  }
  const parts = ASKS_WHAT_IS_MISSING.test(question)
    ? [
        list('What is missing:', sectionLines(document.analysis, 'WHAT IS MISSING')),
        list('What to get next:', sectionLines(document.analysis, 'WHAT TO GET NEXT')),
      ]
    : [
        sectionLines(document.analysis, 'PLAIN-LANGUAGE SUMMARY')[0] ?? null,
        list(
          'How it covers the claim elements:',
          sectionLines(document.analysis, 'CLAIM ELEMENT COVERAGE'),
        ),
      ];
  const shown = parts.filter((part): part is string => part !== null);
  return [
    `${title}, from its analysis:`,
    ...(shown.length > 0 ? shown : ['The analysis found nothing to add on this.']),
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

/** One attached disability: its current level and what the next level up takes. */
function disabilityPart(
  disability: ReplyDisability,
  conditions: readonly ConditionCriteria[],
): { text: string; sources: KnowledgeSource[] } {
  const heading = `**${disability.name}**, rated ${disability.currentPercentage}%`;
  const condition = conditionOf(disability, conditions);
  if (!condition) {
    return {
      text: `${heading}. Wingman has no rating levels for this condition yet; the rating schedule in 38 CFR Part 4 lists them, and a VSO can go through them with you.`,
      sources: [],
    };
  }
  const next = condition.percentageOptions.find(
    (option) => option.percentage > disability.currentPercentage,
  );
  const current = condition.percentageOptions.find(
    (option) => option.percentage === disability.currentPercentage,
  );
  const lines = [
    `${heading} under diagnostic code ${condition.diagnosticCode} (${condition.cfrSection}).`,
    current ? `- **${current.percentage}% now:** ${current.criteria}` : null,
    next
      ? `- **${next.percentage}% next:** ${next.criteria}`
      : '- This is the highest level the diagnostic code allows.',
    next
      ? 'Evidence to get: medical records or an exam report that describe the findings the next level names, and statements from you and people who see its effects.'
      : null,
  ];
  return {
    text: lines.filter(Boolean).join('\n'),
    sources: [cfrSource(condition.cfrSection)],
  };
}

/** The veteran's own case: nearest deadlines first, then claims and rated disabilities. */
function caseParts(veteranCase: VeteranCaseFacts): string[] {
  const deadlines = veteranCase.claims.flatMap((claim) =>
    claim.nextDeadline ? [`${claim.disabilityName}: ${claim.nextDeadline}`] : [],
  );
  const claims = veteranCase.claims.map(
    (claim) =>
      `${claim.disabilityName}: ${claim.status.replace(/_/g, ' ')}${claim.decisionDate ? `, decided ${claim.decisionDate}` : ''}`,
  );
  const rated = veteranCase.disabilities.map(
    (disability) => `${disability.name}: ${disability.currentPercentage}%`,
  );
  return [
    list('**Deadlines to act on first:**', deadlines),
    list('**Your claims:**', claims),
    list('**Your rated disabilities:**', rated),
    deadlines.length > 0
      ? 'Start with the nearest deadline: filing on time keeps your options and your effective date.'
      : 'No deadline is pressing in what you have recorded. Attach a disability to see what its next level takes, or a document to see what it is missing.',
  ].filter((part): part is string => part !== null);
}

/** The answer's paragraphs without its sources list and closing line, to merge with others. */
function bodyOf(answer: OfflineAnswer, closing: AnswerClosing): string[] {
  return answer.markdown
    .split('\n\n')
    .filter((block) => !block.startsWith('**Sources:**') && block !== closing.line);
}

const hasCase = (veteranCase: VeteranCaseFacts) =>
  veteranCase.claims.length > 0 || veteranCase.disabilities.length > 0;

/**
 * After crisis words earlier in the chat, every later answer keeps the line in view: a veteran
 * who moved on to their claim may still be struggling.
 */
function keepCrisisLineInView(
  answer: OfflineAnswer,
  history: readonly HistoryMessage[],
  knowledge: OfflineKnowledge,
): OfflineAnswer {
  if (answer.intent === 'crisis') return answer;
  const spokeOfCrisis = history.some(
    (message) => message.role === 'user' && detectCrisis(message.content, knowledge.rules.crisis),
  );
  if (!spokeOfCrisis) return answer;
  return {
    ...answer,
    markdown: `${crisisReminder(knowledge.rules.crisisReply)}\n\n${answer.markdown}`,
    sources: [...knowledge.rules.crisisReply.sources, ...answer.sources],
  };
}

export function answerInContext(context: ReplyContext, knowledge: OfflineKnowledge): OfflineAnswer {
  return keepCrisisLineInView(
    answerWithWhatWasShared(context, knowledge),
    context.history ?? [],
    knowledge,
  );
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
  if (base.intent === 'crisis' || base.intent === 'fabrication') return base;
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
      tdiu: knowledge.tdiu,
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

  const disabilities = context.disabilities.map((disability) =>
    disabilityPart(disability, knowledge.conditions),
  );
  const parts = [
    ...(own?.parts ?? []),
    ...context.documents.map((document) => documentPart(document, context.question)),
    ...disabilities.map((part) => part.text),
  ];
  const sources = [...(own?.sources ?? []), ...disabilities.flatMap((part) => part.sources)];
  const aboutCase =
    parts.length === 0 &&
    hasCase(context.veteranCase) &&
    (ASKS_ABOUT_MY_CASE.test(context.question) || base.intent === 'nothing-found');
  if (aboutCase) parts.push(...caseParts(context.veteranCase));
  if (parts.length === 0) return base;

  // What the veteran attached answers the question; the general answer follows only when found.
  const general =
    base.intent === 'nothing-found' || base.intent === 'greeting' ? [] : bodyOf(base, closing);
  const { kept } = verifyCitations(
    [...sources, ...(general.length > 0 ? base.sources : [])],
    knowledge.corpus,
  );
  const answer = finishAnswer([...parts, ...(general.length > 0 ? ['---', ...general] : [])], kept);
  return { ...base, ...closeAnswer(answer, closing) };
}
