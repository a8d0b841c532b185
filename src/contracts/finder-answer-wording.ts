/**
 * content/knowledge-rules/finder-answer.json: how the chat shows the veteran's own finder result
 * when a question asks about presumptive coverage or about secondary conditions.
 */
import { z } from 'zod';
import type { FinderAnswerWording } from '../domain/knowledge/knowledge-types';
import { sourcedWording, wordingTemplate } from './sourced-wording';

const phrases = z.array(z.string().trim().toLowerCase().min(1)).min(1);

export const finderAnswerWordingSchema = z
  .object({
    about: z.string().trim().min(1).optional(),
    ...sourcedWording,
    presumptive: z
      .object({
        topics: phrases,
        standalone: phrases,
        asks: phrases,
        notAbout: phrases,
        heading: wordingTemplate('finderLink'),
        met: wordingTemplate('title', 'citation', 'fact', 'factCitation'),
        reported: wordingTemplate('title', 'citation', 'fact'),
        doubt: wordingTemplate('doubt'),
        noneMet: wordingTemplate(),
        nearMissHeading: wordingTemplate(),
        nearMiss: wordingTemplate('title', 'citation', 'why'),
        vaDecides: wordingTemplate('finderLink'),
        noHistory: wordingTemplate('finderLink', 'profileLink'),
      })
      .strict(),
    secondary: z
      .object({
        asks: phrases,
        claimWords: phrases,
        notAbout: phrases,
        heading: wordingTemplate('condition', 'finderLink'),
        pair: wordingTemplate('name', 'secondaryTo', 'mechanism'),
        doubt: wordingTemplate('doubt'),
        evidence: wordingTemplate('evidence'),
        none: wordingTemplate('condition', 'finderLink'),
      })
      .strict(),
  })
  .strict() satisfies z.ZodType<FinderAnswerWording>;
