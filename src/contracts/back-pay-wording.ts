/**
 * content/knowledge-rules/back-pay-answer.json: what the chat and the estimate on My Claims say
 * around a back pay ledger. Apart from the knowledge files' schemas, so the client bundles no YAML
 * parser to read it.
 */
import { z } from 'zod';
import type { BackPayAnswerWording } from '../domain/knowledge/knowledge-types';
import { sourcedWording, wordingTemplate } from './sourced-wording';

export const backPayAnswerWordingSchema = z
  .object({
    about: z.string().trim().min(1).optional(),
    ...sourcedWording,
    estimate: wordingTemplate('total', 'claim', 'months', 'first', 'last'),
    noMonths: wordingTemplate('claim', 'first'),
    howFiguredHeading: wordingTemplate(),
    effectiveDate: wordingTemplate('date', 'rule'),
    firstMonth: wordingTemplate('first'),
    eachYear: wordingTemplate(),
    assumedHeading: wordingTemplate(),
    assumedRating: wordingTemplate('percent', 'claim'),
    assumedHousehold: wordingTemplate('household'),
    assumedNoHousehold: wordingTemplate(),
    assumedThrough: wordingTemplate('date'),
    assumedNothingElse: wordingTemplate(),
    refine: wordingTemplate(),
    estimateOnly: wordingTemplate(),
    needsRatings: wordingTemplate('claim'),
    howItIsFiguredHeading: wordingTemplate(),
    howItIsFigured: z.array(wordingTemplate()).min(1),
    factsToAdd: wordingTemplate(),
  })
  .strict() satisfies z.ZodType<BackPayAnswerWording>;
