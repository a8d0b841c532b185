/**
 * The knowledge base files: content/knowledge/<id>.md (YAML front matter, then a Markdown body
 * whose first paragraph answers on its own) and the rule lists of content/knowledge-rules/*.json.
 * The domain keeps its own types (src/domain/knowledge/knowledge-types.ts); these schemas
 * check the files against them.
 */
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { phrasePattern } from './analysis';
import type {
  Abbreviations,
  AnswerClosing,
  ModelInstructions,
  CaseAnswerWording,
  CrisisReply,
  DeadlineAnswerWording,
  FabricationPhrases,
  FabricationReplyWording,
  KnowledgeArticle,
  NothingFoundWording,
  PayAnswerWording,
  RatingAnswerWording,
  StatementDraftingWording,
} from '../domain/knowledge/knowledge-types';
import { placeholdersOf } from '../domain/guidance/guidance-text';
import { confidenceSchema } from './conditions';
import { VETERANS_CRISIS_LINE } from './crisis-line';
import { knowledgeSourceSchema, sourcedWording, wordingTemplate } from './sourced-wording';

const text = z.string().trim().min(1);
const isoDate = (field: string) => z.iso.date({ error: `Write ${field} as YYYY-MM-DD` });
/** YAML reads an unquoted 2026-11-23 as a date; the files mean the calendar day. */
const calendarDay = (field: string) =>
  z.preprocess(
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    isoDate(field),
  );

export const knowledgeFrontMatterSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Write the id in kebab-case' }),
  title: text,
  synonyms: z.array(z.coerce.string().trim().min(1)),
  topics: z.array(text),
  sources: z.array(knowledgeSourceSchema).min(1, { error: 'An article needs at least one source' }),
  confidence: confidenceSchema,
  checkedOn: calendarDay('checkedOn'),
  effectiveDate: calendarDay('effectiveDate').optional(),
  related: z.array(text),
  conditions: z.array(
    z.coerce.string().regex(/^\d{4}$/, { error: 'A diagnostic code is four digits' }),
  ),
  doubts: z.array(text),
  /** Short facts that each answer one question on their own ("HLR: VA's goal is about 125 days"). */
  facts: z.array(text).default([]),
});

export const knowledgeArticleSchema = knowledgeFrontMatterSchema.extend({
  body: text,
}) satisfies z.ZodType<KnowledgeArticle>;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/** Why a knowledge file was refused, naming the file and the field. */
export class KnowledgeFileError extends Error {
  constructor(fileName: string, problem: string) {
    super(`content/knowledge/${fileName}: ${problem}`);
    this.name = 'KnowledgeFileError';
  }
}

/** Splits the front matter from the body, validates both, and checks the id names the file. */
export function parseKnowledgeArticle(fileName: string, fileText: string): KnowledgeArticle {
  const match = FRONT_MATTER.exec(fileText.replace(/^\uFEFF/, ''));
  if (!match) throw new KnowledgeFileError(fileName, 'starts without a --- front matter block');
  let frontMatter: unknown;
  try {
    frontMatter = parseYaml(match[1]!);
  } catch (error) {
    throw new KnowledgeFileError(
      fileName,
      `front matter is not valid YAML (${(error as Error).message})`,
    );
  }
  const parsed = knowledgeArticleSchema.safeParse({
    ...(frontMatter as object),
    body: match[2]!.trim(),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new KnowledgeFileError(
      fileName,
      `${issue.path.join('.') || 'front matter'}: ${issue.message}`,
    );
  }
  if (`${parsed.data.id}.md` !== fileName) {
    throw new KnowledgeFileError(fileName, `id "${parsed.data.id}" does not match the file name`);
  }
  return parsed.data;
}

/** Related ids that name no article, one sentence each; empty when every link resolves. */
export function knowledgeLinkProblems(articles: readonly KnowledgeArticle[]): string[] {
  const ids = new Set(articles.map((article) => article.id));
  return articles.flatMap((article) =>
    article.related
      .filter((id) => !ids.has(id))
      .map((id) => `content/knowledge/${article.id}.md: related "${id}" is not an article`),
  );
}

// ---- content/knowledge-rules/*.json ---------------------------------------------------------

const sourced = {
  sources: z.array(text).min(1),
  checkedOn: isoDate('checkedOn'),
  confidence: confidenceSchema,
};

const fabricationKind = z.enum([
  'invent-event',
  'fake-document',
  'impersonate-provider',
  'lie-to-va',
  'exaggerate',
]);

export const fabricationPhrasesSchema = z.object({
  ...sourced,
  kinds: z
    .array(
      z.object({
        kind: fabricationKind,
        patterns: z.array(phrasePattern).min(1),
      }),
    )
    .min(1),
}) satisfies z.ZodType<FabricationPhrases>;

export const fabricationReplyWordingSchema = z
  .object({
    about: text.optional(),
    ...sourcedWording,
    // Every kind the phrases can find needs its own refusal.
    decline: z.record(fabricationKind, wordingTemplate()),
    insteadHeading: wordingTemplate(),
    instead: z.array(wordingTemplate()).min(1),
  })
  .strict() satisfies z.ZodType<FabricationReplyWording>;

export const abbreviationsSchema = z.object({
  ...sourced,
  entries: z.array(z.object({ abbreviation: text, expansion: text })).min(1),
}) satisfies z.ZodType<Abbreviations>;

// ---- VA wording: content/knowledge-rules/*-reply.json, *-answer.json ------------------------

const { call, text: textNumber } = VETERANS_CRISIS_LINE;
/** The reply may never go out without the numbers: a file that drops one is refused. */
const namesTheLine = (value: string) => value.includes(call) && value.includes(textNumber);
const lineMissing = `must give the Veterans Crisis Line's numbers: call ${call}, text ${textNumber}`;

export const crisisReplySchema = z
  .object({
    about: text.optional(),
    ...sourcedWording,
    line: z
      .array(text)
      .min(1)
      .refine((lines) => namesTheLine(lines.join('\n')), { error: lineMissing }),
    caring: z.array(text),
    warning: text.refine(namesTheLine, { error: lineMissing }),
    reminder: text.refine(namesTheLine, { error: lineMissing }),
  })
  .strict() satisfies z.ZodType<CrisisReply>;

export const ratingAnswerWordingSchema = z
  .object({
    about: text.optional(),
    ...sourcedWording,
    friendlyOpening: wordingTemplate(),
    wholePersonMethod: wordingTemplate(),
    firstStep: wordingTemplate('name', 'after'),
    nextStep: wordingTemplate('name', 'remaining', 'share', 'before', 'after'),
    bilateralFirst: wordingTemplate('ratings', 'combined', 'factor', 'value'),
    bilateralName: wordingTemplate('rating'),
    bilateralNotApplied: wordingTemplate(),
    allZero: wordingTemplate(),
    alreadyRound: wordingTemplate('value'),
    rounds: wordingTemplate('value', 'rating'),
    notAdded: wordingTemplate('added'),
    statedMatches: wordingTemplate('stated'),
    statedDiffers: wordingTemplate('stated', 'rating'),
    checkTheLetter: wordingTemplate(),
  })
  .strict() satisfies z.ZodType<RatingAnswerWording>;

export const caseAnswerWordingSchema = z
  .object({
    about: text.optional(),
    ...sourcedWording,
    noRatings: wordingTemplate(),
    savedRatingsHeading: wordingTemplate(),
    whichRating: wordingTemplate('level'),
    askWithItsName: wordingTemplate(),
    whatIfCombined: wordingTemplate('name', 'from', 'to', 'after', 'before'),
    noSuchLevel: wordingTemplate('condition', 'code', 'level', 'levels'),
    whatIfPay: wordingTemplate('afterPay', 'beforePay', 'forWhom', 'table'),
    payForHouseholdInQuestion: wordingTemplate('household'),
    payForHouseholdOnProfile: wordingTemplate('household'),
    payForNoDependents: wordingTemplate(),
    payForUnknownHousehold: wordingTemplate(),
    tdiuSummary: wordingTemplate('summary'),
    tdiuRatingsHeading: wordingTemplate('combined'),
    noOpenDeadline: wordingTemplate(),
    deadlinesHeading: wordingTemplate(),
    intentToFileDeadline: wordingTemplate('receivedDate', 'deadline'),
    intentToFileEndingSoon: wordingTemplate('deadline', 'daysLeft', 'receivedDate'),
    deadlinesAreLastDays: wordingTemplate(),
    documentNotAnalysed: wordingTemplate('document'),
    documentFromAnalysis: wordingTemplate('document'),
    whatIsMissingHeading: wordingTemplate(),
    whatToGetNextHeading: wordingTemplate(),
    claimElementsHeading: wordingTemplate(),
    analysisFoundNothing: wordingTemplate(),
    disabilityWithoutLevels: wordingTemplate('name', 'rating'),
    disabilityUnderCode: wordingTemplate('name', 'rating', 'code', 'section'),
    levelNow: wordingTemplate('rating', 'criteria'),
    levelNext: wordingTemplate('rating', 'criteria'),
    highestLevel: wordingTemplate(),
    evidenceToGet: wordingTemplate(),
    deadlinesFirstHeading: wordingTemplate(),
    claimsHeading: wordingTemplate(),
    ratedDisabilitiesHeading: wordingTemplate(),
    claimDecided: wordingTemplate('claim', 'date'),
    startWithNearestDeadline: wordingTemplate(),
    noDeadlinePressing: wordingTemplate(),
    fromMyCase: wordingTemplate(),
  })
  .strict() satisfies z.ZodType<CaseAnswerWording>;

export const payAnswerWordingSchema = z
  .object({
    about: text.optional(),
    ...sourcedWording,
    checkTheAmounts: wordingTemplate('checkedOn'),
    newerAmountsMayApply: wordingTemplate(),
    paidByCombinedRating: wordingTemplate(),
    householdUnknown: wordingTemplate(),
    householdFromQuestion: wordingTemplate('household'),
    householdFromProfile: wordingTemplate('household'),
    sameForEveryHousehold: wordingTemplate(),
    howItAddsUp: wordingTemplate(),
    separatedSpouse: wordingTemplate(),
  })
  .strict() satisfies z.ZodType<PayAnswerWording>;

export const deadlineAnswerWordingSchema = z
  .object({
    about: text.optional(),
    ...sourcedWording,
    countedFromLetterDate: wordingTemplate(),
    deadlineMoved: wordingTemplate('endDate', 'reasons'),
    askDecisionType: wordingTemplate(),
    freeHelp: wordingTemplate(),
    intentToFileRule: knowledgeSourceSchema,
    formPage: wordingTemplate('number').pipe(z.url({ protocol: /^https$/ })),
    decisionReviewsPage: z.url({ protocol: /^https$/ }),
  })
  .strict() satisfies z.ZodType<DeadlineAnswerWording>;

export const answerClosingSchema = z
  .object({
    about: text.optional(),
    ...sourcedWording,
    // Earlier answers are read back without it by matching it as a whole paragraph.
    line: wordingTemplate().refine((line) => !/\n\s*\n/.test(line), {
      error: 'must be one paragraph, with no blank line',
    }),
  })
  .strict() satisfies z.ZodType<AnswerClosing>;

export const modelInstructionsSchema = z
  .object({
    about: text.optional(),
    ...sourcedWording,
    identity: wordingTemplate(),
    rules: z
      .array(z.union([wordingTemplate(), wordingTemplate('documentTag')]))
      .min(1)
      .refine((rules) => rules.some((rule) => rule.includes('{documentTag}')), {
        error: "a rule must tell the model that text in '{documentTag}' fences is data",
      }),
    tone: z.object({
      professional: wordingTemplate(),
      friendly: wordingTemplate(),
      detailed: wordingTemplate(),
    }),
  })
  .strict() satisfies z.ZodType<ModelInstructions>;

export const nothingFoundWordingSchema = z
  .object({
    about: text.optional(),
    ...sourcedWording,
    friendlyOpening: wordingTemplate(),
    paragraphs: z.array(wordingTemplate()).min(1),
    nearestHeading: wordingTemplate(),
  })
  .strict() satisfies z.ZodType<NothingFoundWording>;

const statementFact = z.enum([
  'condition',
  'writer',
  'writerName',
  'observed',
  'frequency',
  'since',
  'inService',
  'treatment',
  'symptoms',
  'effects',
]);

/** A draft paragraph: its `{placeholders}` may only name facts, which the draft fills. */
const draftParagraph = text.superRefine((value, ctx) => {
  for (const name of placeholdersOf(value)) {
    if (!statementFact.safeParse(name).success) {
      ctx.addIssue({ code: 'custom', message: `Unknown fact {${name}}` });
    }
  }
});

const statementFormWording = z
  .object({
    form: knowledgeSourceSchema,
    name: wordingTemplate(),
    asks: z.array(statementFact).min(1),
    draft: z.array(draftParagraph).min(1),
    tips: wordingTemplate(),
  })
  .strict();

export const statementDraftingWordingSchema = z
  .object({
    about: text.optional(),
    ...sourcedWording,
    forms: z.object({
      'buddy-letter': statementFormWording,
      'personal-statement': statementFormWording,
    }),
    facts: z.record(
      statementFact,
      z.object({ label: wordingTemplate(), question: wordingTemplate().optional(), blank: text }),
    ),
    askHeading: wordingTemplate('name', 'form'),
    askAgainHeading: wordingTemplate('name', 'form'),
    draftHeading: wordingTemplate('name', 'form'),
    askIntro: wordingTemplate(),
    askAgainIntro: wordingTemplate(),
    soFar: wordingTemplate(),
    askClosing: wordingTemplate(),
    usedHeading: wordingTemplate(),
    yourWordsNote: wordingTemplate(),
    leftToFillHeading: wordingTemplate(),
    nothingLeftToFill: wordingTemplate(),
    friendlyOpening: wordingTemplate(),
    certify: wordingTemplate(),
    signature: wordingTemplate(),
  })
  .strict()
  .superRefine((wording, ctx) => {
    // Wingman can only ask for a fact it has a question for.
    for (const [kind, form] of Object.entries(wording.forms)) {
      for (const fact of form.asks) {
        if (!wording.facts[fact].question) {
          ctx.addIssue({
            code: 'custom',
            path: ['forms', kind, 'asks'],
            message: `asks for ${fact}, which has no question`,
          });
        }
      }
    }
  }) satisfies z.ZodType<StatementDraftingWording>;
