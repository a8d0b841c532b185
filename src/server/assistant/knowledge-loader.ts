import { loadExamPrepContent } from '../reference/exam-prep-content';
import { journalContent } from '../reference/journal-content';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  abbreviationsSchema,
  answerClosingSchema,
  modelInstructionsSchema,
  caseAnswerWordingSchema,
  nothingFoundWordingSchema,
  crisisReplySchema,
  deadlineAnswerWordingSchema,
  fabricationPhrasesSchema,
  fabricationReplyWordingSchema,
  knowledgeLinkProblems,
  parseKnowledgeArticle,
  payAnswerWordingSchema,
  ratingAnswerWordingSchema,
  statementDraftingWordingSchema,
} from '../../contracts/knowledge';
import { backPayAnswerWordingSchema } from '../../contracts/back-pay-wording';
import { featureStartersWordingSchema } from '../../contracts/feature-starters-wording';
import { chatModesWordingSchema } from '../../contracts/chat-modes-wording';
import { finderAnswerWordingSchema } from '../../contracts/finder-answer-wording';
import { combinedRatingExplainedSchema } from '../../contracts/combined-rating-explained';
import { compensationRatesFileSchema } from '../../contracts/ratings';
import type { HolidayLookup } from '../../domain/deadlines/filing-deadline';
import type { OfflineKnowledge } from '../../domain/knowledge/offline-types';
import { createCitationCorpus } from '../../domain/knowledge/citations';
import { createKnowledgeIndex } from '../../domain/knowledge/knowledge-index';
import { createPassageIndex } from '../../domain/knowledge/passage-index';
import {
  type IntentClassifier,
  trainIntentClassifier,
} from '../../domain/knowledge/intent-classifier';
import { understandingContentSchema } from '../../contracts/understanding';
import type { KnowledgeArticle, KnowledgeRules } from '../../domain/knowledge/knowledge-types';
import { createFederalHolidayLookup } from '../reference/federal-holidays';
import { loadSafetyCheck } from '../safety/load-safety-check';
import { reviewLanesContent } from '../reference/review-lanes-content';
import { type ConditionCatalog, loadConditionCatalog } from '../reference/condition-catalog';

const contentDir = path.resolve(import.meta.dirname, '../../../content');
const ratesFile = path.join(contentDir, 'rates', 'compensation-rates.json');
const combinedRatingFile = path.join(contentDir, 'ratings', 'combined-rating-explained.json');
export const knowledgeDir = path.join(contentDir, 'knowledge');
export const knowledgeRulesDir = path.join(contentDir, 'knowledge-rules');
const intentsFile = path.join(contentDir, 'understanding', 'intents.json');

export interface KnowledgeContent {
  articles: KnowledgeArticle[];
  rules: KnowledgeRules;
}

/** Every content/knowledge/*.md, parsed and validated, in file-name order. */
export async function loadKnowledgeArticles(dir = knowledgeDir): Promise<KnowledgeArticle[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    files.map(async (name) =>
      parseKnowledgeArticle(name, await readFile(path.join(dir, name), 'utf8')),
    ),
  );
}

async function readRules<T>(dir: string, file: string, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(JSON.parse(await readFile(path.join(dir, file), 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`content/knowledge-rules/${file}: ${issue.path.join('.')} ${issue.message}`);
  }
  return parsed.data;
}

/** Each rule list and piece of VA wording, with its file in content/knowledge-rules. */
const RULE_FILES: { [K in keyof KnowledgeRules]: [file: string, z.ZodType<KnowledgeRules[K]>] } = {
  crisisReply: ['crisis-reply.json', crisisReplySchema],
  fabrication: ['fabrication-phrases.json', fabricationPhrasesSchema],
  fabricationReply: ['fabrication-reply.json', fabricationReplyWordingSchema],
  abbreviations: ['abbreviations.json', abbreviationsSchema],
  payAnswer: ['pay-answer.json', payAnswerWordingSchema],
  backPayAnswer: ['back-pay-answer.json', backPayAnswerWordingSchema],
  ratingAnswer: ['rating-answer.json', ratingAnswerWordingSchema],
  caseAnswer: ['case-answer.json', caseAnswerWordingSchema],
  deadlineAnswer: ['deadline-answer.json', deadlineAnswerWordingSchema],
  answerClosing: ['answer-closing.json', answerClosingSchema],
  modelInstructions: ['model-instructions.json', modelInstructionsSchema],
  nothingFound: ['nothing-found.json', nothingFoundWordingSchema],
  statementDrafting: ['statement-drafting.json', statementDraftingWordingSchema],
  featureStarters: ['feature-starters.json', featureStartersWordingSchema],
  finderAnswer: ['finder-answer.json', finderAnswerWordingSchema],
  chatModes: ['chat-modes.json', chatModesWordingSchema],
};

/**
 * The rule lists and the VA wording of the answers built in code. A crisis reply without the
 * Veterans Crisis Line's numbers stops start-up, so the reply can never go out without them.
 */
export async function loadKnowledgeRules(dir = knowledgeRulesDir): Promise<KnowledgeRules> {
  const entries = await Promise.all(
    Object.entries(RULE_FILES).map(async ([key, [file, schema]]) => [
      key,
      await readRules<unknown>(dir, file, schema),
    ]),
  );
  // Every key of KnowledgeRules is in RULE_FILES, read with the schema of its own type.
  return Object.fromEntries(entries) as KnowledgeRules;
}

/**
 * The articles and rule lists the offline assistant reads, checked once at start-up: a broken
 * file or a `related` id that names no article stops start-up, naming the file.
 */
export async function loadKnowledgeContent(
  dirs: { articles?: string; rules?: string } = {},
): Promise<KnowledgeContent> {
  const [articles, rules] = await Promise.all([
    loadKnowledgeArticles(dirs.articles),
    loadKnowledgeRules(dirs.rules),
  ]);
  const problems = knowledgeLinkProblems(articles);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return { articles, rules };
}

/**
 * Everything the offline engine reads, built once: the index over the articles, and the
 * citation corpus from the articles, the conditions data, the forms list and the review lanes.
 */
export async function loadOfflineKnowledge({
  holidayOn = createFederalHolidayLookup(),
  catalog: loadedCatalog,
}: { holidayOn?: HolidayLookup; catalog?: ConditionCatalog } = {}): Promise<OfflineKnowledge> {
  const [{ articles, rules }, catalog, rates, combinedRating, safety] = await Promise.all([
    loadKnowledgeContent(),
    loadedCatalog ?? loadConditionCatalog(),
    readFile(ratesFile, 'utf8').then((text) => compensationRatesFileSchema.parse(JSON.parse(text))),
    readFile(combinedRatingFile, 'utf8').then((text) =>
      combinedRatingExplainedSchema.parse(JSON.parse(text)),
    ),
    loadSafetyCheck(),
  ]);
  return {
    rules,
    index: createKnowledgeIndex(articles, rules.abbreviations),
    passages: createPassageIndex(articles, rules.abbreviations),
    corpus: createCitationCorpus({
      articles,
      conditions: catalog.conditions,
      forms: catalog.forms,
      others: reviewLanesContent.lanes.map((lane) => lane.check.label),
    }),
    conditions: catalog.conditions,
    lanes: reviewLanesContent,
    holidayOn,
    rates,
    tdiu: combinedRating.tdiu,
    examSheets: loadExamPrepContent(journalContent).dbqs,
    safety,
  };
}

/** The intent classifier, trained on content/understanding/intents.json (about 50 ms). */
export async function loadIntentClassifier(file = intentsFile): Promise<IntentClassifier> {
  const parsed = understandingContentSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`content/understanding/intents.json: ${issue.path.join('.')} ${issue.message}`);
  }
  return trainIntentClassifier(parsed.data);
}
