/**
 * "Help me write a buddy letter for my knee": a request to draft a lay/witness statement or a
 * personal statement, which starts a drafting conversation (statement-drafting.ts). A request
 * to invent what happened is declined earlier (fabrication.ts).
 */
import type { StatementKind } from './knowledge-types';
import { normalizeMessage } from './phrase-match';

const DRAFT_WORDS =
  /\b(?:write|draft|drafting|writing|template|outline|sample|example|format|start|help\s+(?:me\s+)?with)\b/i;
const KINDS: [StatementKind, RegExp][] = [
  [
    'buddy-letter',
    /\b(?:buddy\s+(?:letter|statement)|lay\s+(?:statement|letter)|witness\s+statement|21-10210)\b/i,
  ],
  [
    'personal-statement',
    /\b(?:personal\s+statement|statement\s+in\s+support|my\s+(?:own\s+)?statement|21-4138)\b/i,
  ],
];

/** The statement the message asks help to write, or null when it asks none. */
export function readStatementRequest(text: string): StatementKind | null {
  const message = normalizeMessage(text);
  if (!DRAFT_WORDS.test(message)) return null;
  return KINDS.find(([, pattern]) => pattern.test(message))?.[0] ?? null;
}
