/** content/knowledge-rules/chat-modes.json: what claim-specific and research chats add. */
import { z } from 'zod';
import type { ChatModesWording } from '../domain/knowledge/knowledge-types';
import { sourcedWording, wordingTemplate } from './sourced-wording';

export const chatModesWordingSchema = z
  .object({
    about: z.string().trim().min(1).optional(),
    ...sourcedWording,
    claimSpecific: z
      .object({
        caseConditionsHeading: wordingTemplate(),
        caseCondition: wordingTemplate('name', 'done', 'total'),
      })
      .strict(),
    research: z
      .object({
        extraArticles: z.number().int().min(1).max(6),
        heading: wordingTemplate(),
        article: wordingTemplate('title', 'shortAnswer'),
      })
      .strict(),
    modelInstructions: z
      .object({
        general: wordingTemplate(),
        'claim-specific': wordingTemplate(),
        research: wordingTemplate(),
      })
      .strict(),
  })
  .strict() satisfies z.ZodType<ChatModesWording>;
