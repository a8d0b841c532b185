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
  KnowledgeSource,
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

const DECLINE: Record<FabricationKind, string> = {
  'invent-event':
    'I can’t help make up a stressor, an event or symptoms. What you send VA has to be what really happened, and an invented detail can cost you the whole claim.',
  'fake-document':
    'I can’t help create, change or backdate a medical note, record or other document. VA checks where records come from, and a false one can cost you every benefit.',
  'impersonate-provider':
    'I can’t write a letter as if it came from your doctor. A medical opinion only counts when the doctor writes or reviews it and signs it themselves.',
  'lie-to-va':
    'I can’t help with saying something untrue to VA. False statements can lead VA to take away benefits, even ones you truly earned.',
  exaggerate:
    'I can’t help make your symptoms sound worse than they are. What helps most is an honest, detailed picture, including your worst days.',
};

const INSTEAD = [
  '**What works instead, honestly:**',
  '- **Your own statement** (VA Form 21-4138, Statement in Support of Claim): what happened, when and where, and how your condition affects work and daily life, including flare-ups and bad days.',
  '- **Buddy letters** (VA Form 21-10210, Lay/Witness Statement) from people who saw what happened or see how you live with it now.',
  '- **Ask your own doctor for an opinion**: bring your records and ask whether your condition is at least as likely as not related to service, with their reasons. It is their call and their signature.',
  '- **Records**: service treatment records, VA and private treatment notes (VA Form 21-4142 lets VA request private ones).',
  '- A **VSO (Veterans Service Organization) representative** can help you build this evidence for free.',
].join('\n');

const SOURCES: KnowledgeSource[] = [
  {
    label: 'VA Form 21-4138, Statement in Support of Claim',
    url: 'https://www.va.gov/find-forms/about-form-21-4138/',
  },
  {
    label: 'VA Form 21-10210, Lay/Witness Statement',
    url: 'https://www.va.gov/find-forms/about-form-21-10210/',
  },
  {
    label: '38 U.S.C. 6103 (forfeiture for fraud)',
    url: 'https://www.govinfo.gov/app/details/USCODE-2023-title38/USCODE-2023-title38-partIV-chap61-sec6103',
  },
];

export function fabricationReply(request: FabricationRequest): ComposedAnswer {
  return finishAnswer([DECLINE[request.kind], INSTEAD], SOURCES);
}
