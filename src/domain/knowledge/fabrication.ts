/**
 * Wingman never helps invent evidence (DESIGN §5). A request to make up an event, fake a
 * record, write as if a doctor, lie to VA or exaggerate is declined kindly, with the honest
 * ways to show the same thing.
 */
import { finishAnswer } from './answer-text';
import type {
  ComposedAnswer,
  FabricationKind,
  FabricationPhrases,
  FabricationReplyWording,
} from './knowledge-types';
import { firstPhraseMatch } from './phrase-match';

export interface FabricationRequest {
  kind: FabricationKind;
  phrase: string;
}

export function detectFabricationRequest(
  text: string,
  phrases: FabricationPhrases,
): FabricationRequest | null {
  for (const { kind, patterns } of phrases.kinds) {
    const phrase = firstPhraseMatch(text, patterns);
    if (phrase) return { kind, phrase };
  }
  return null;
}

export function fabricationReply(
  request: FabricationRequest,
  wording: FabricationReplyWording,
): ComposedAnswer {
  const instead = [
    `**${wording.insteadHeading}**`,
    ...wording.instead.map((item) => `- ${item}`),
  ].join('\n');
  return finishAnswer([wording.decline[request.kind], instead], wording.sources);
}
