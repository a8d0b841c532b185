/**
 * What a language model is given (DESIGN §5): instructions, then the grounding the offline
 * engine found (articles, computed facts, the veteran's attachments and case), then the
 * conversation. Everything the veteran wrote or uploaded is redacted here, the one place the
 * prompt is put together, so no identifier can reach the provider.
 */
import { caseBasisLabels, stillToSend, type CaseCondition } from '../../contracts/case';
import type { ModelMessage } from 'ai';
import { type CitationCorpus, verifyCitations } from '../../domain/knowledge/citations';
import { articleParts } from '../../domain/knowledge/compose-answer';
import type { KnowledgeHit } from '../../domain/knowledge/knowledge-index';
import type {
  AiPersonality,
  AnswerClosing,
  ComposedAnswer,
  KnowledgeSource,
  ModelInstructions,
} from '../../domain/knowledge/knowledge-types';
import { renderAnalysisText } from '../../domain/analysis/analysis-text';
import { nameWithSide } from '../../domain/conditions/disability-name';
import { fillText } from '../../domain/analysis/fill-text';
import { redactIdentifiers } from '../../domain/knowledge/redaction';
import { describeHousehold } from '../../domain/ratings/household-words';
import type { ChatContext } from './assistant';

export const MAX_GROUNDING_ARTICLES = 3;
/** A research chat reads twice as many articles, for a longer answer with more sources. */
export const RESEARCH_GROUNDING_ARTICLES = 6;
const MAX_KEY_POINTS = 6;
const HISTORY_TAIL = 6;
/** Per attached document, so a long analysis or text cannot crowd out the rest. */
const DOCUMENT_CHARACTERS = 6000;

export interface GroundingInput {
  context: ChatContext;
  /** Retrieval hits for the question, best first. */
  hits: readonly KnowledgeHit[];
  /** The offline engine's computed answer (a combined rating, a deadline), when it has one. */
  facts: ComposedAnswer | null;
  /** The veteran's own Finder result for this question, worded as the offline answer leads. */
  finder?: string | null;
  /** content/knowledge-rules/chat-modes.json: what the chat's mode asks of the answer. */
  modeInstruction?: string;
  corpus: CitationCorpus;
  /** The line Wingman closes every answer with, left out of what the model reads. */
  answerClosing: AnswerClosing;
  /** content/knowledge-rules/model-instructions.json. */
  instructions: ModelInstructions;
}

export interface GroundedPrompt {
  system: string;
  messages: ModelMessage[];
  /** The grounding's sources that our corpus knows, each once: the answer's "Sources" list. */
  sources: KnowledgeSource[];
}

/** Uploaded text is fenced as data, so words in a file cannot pose as instructions. */
const DOCUMENT_TAG = 'veteran-document';

/** The document inside its fence; a fence typed into the file itself is defused first. */
function fenced(name: string, body: string): string {
  const defuse = (text: string) =>
    text.replace(new RegExp(`<(/?)${DOCUMENT_TAG}`, 'gi'), '‹$1document');
  return `<${DOCUMENT_TAG} name="${defuse(name).replace(/"/g, "'")}">\n${defuse(body)}\n</${DOCUMENT_TAG}>`;
}

/** The model's instructions from content, the document fence named and the tone chosen. */
function instructionsFor(instructions: ModelInstructions, personality: AiPersonality): string {
  return [
    instructions.identity,
    'Rules:',
    ...instructions.rules.map((rule) => `- ${fillText(rule, { documentTag: DOCUMENT_TAG })}`),
    `Tone: ${instructions.tone[personality]}`,
  ].join('\n');
}

/** An earlier answer without the sources list and closing line Wingman added, so none is copied. */
const withoutClosing = (answer: string, closing: AnswerClosing) =>
  answer
    .split('\n\n')
    .filter((block) => !block.startsWith('**Sources:**') && block.trim() !== closing.line)
    .join('\n\n');

const cap = (text: string) =>
  text.length > DOCUMENT_CHARACTERS ? `${text.slice(0, DOCUMENT_CHARACTERS)}\n[…]` : text;

function articleBlock({ article }: KnowledgeHit): string {
  const { shortAnswer, keyBullets } = articleParts(article.body);
  const dates = [
    `checked ${article.checkedOn}`,
    article.effectiveDate ? `in effect since ${article.effectiveDate}` : null,
  ].filter(Boolean);
  return [
    `### ${article.title} (${dates.join(', ')})`,
    shortAnswer,
    ...keyBullets.slice(0, MAX_KEY_POINTS).map((bullet) => `- ${bullet}`),
    `Sources: ${article.sources.map((source) => source.label).join('; ')}`,
  ].join('\n');
}

function section(heading: string, blocks: readonly string[]): string | null {
  return blocks.length > 0 ? [`## ${heading}`, ...blocks].join('\n\n') : null;
}

const bulletSection = (heading: string, lines: readonly string[]) =>
  section(heading, lines.length > 0 ? [lines.join('\n')] : []);

function veteranBlocks(context: ChatContext): (string | null)[] {
  const { documents, disabilities, veteranCase } = context;
  const code = (diagnosticCode: string | null) => (diagnosticCode ? ` (DC ${diagnosticCode})` : '');
  return [
    section(
      'Documents the veteran attached',
      documents.map((document) =>
        fenced(
          document.name,
          document.analysis
            ? cap(renderAnalysisText(document.analysis.sections))
            : document.text
              ? `Text (not analysed):\n${cap(document.text)}`
              : 'No analysis or text is available.',
        ),
      ),
    ),
    bulletSection(
      'Disabilities the veteran attached',
      disabilities.map(
        (disability) =>
          `- ${nameWithSide(disability)}: rated ${disability.currentPercentage}%${code(disability.diagnosticCode)}`,
      ),
    ),
    bulletSection('The veteran’s case', [
      ...veteranCase.disabilities.map(
        (disability) =>
          `- Rated: ${nameWithSide(disability)} ${disability.currentPercentage}%${code(disability.diagnosticCode)}`,
      ),
      ...veteranCase.claims.map(
        (claim) =>
          `- Claim: ${claim.disabilityName}, ${claim.status.replace(/_/g, ' ')}` +
          (claim.submittedDate ? `, received by VA ${claim.submittedDate}` : '') +
          (claim.intentToFileDate ? `, intent to file ${claim.intentToFileDate}` : '') +
          (claim.decisionDate ? `, decided ${claim.decisionDate}` : '') +
          (claim.nextDeadline ? `, next deadline: ${claim.nextDeadline}` : ''),
      ),
      ...(veteranCase.intentsToFile ?? []).map(
        (intent) =>
          `- Intent to file received ${intent.receivedDate}: the complete claim is due by ${intent.deadline} (${intent.daysLeft} days left)`,
      ),
      ...(veteranCase.household
        ? [`- Dependents (Profile & Settings): ${describeHousehold(veteranCase.household)}`]
        : []),
      ...(veteranCase.caseConditions ?? []).map(caseConditionLine),
    ]),
  ];
}

/** A condition on My Case: its basis, how much VA's needs are covered, and what is still to get. */
function caseConditionLine(condition: CaseCondition): string {
  const gaps = condition.elements.filter((element) => stillToSend(element.status));
  return (
    `- On My Case: ${condition.name} (${caseBasisLabels[condition.basis].toLowerCase()}), ` +
    `${condition.readiness.done} of ${condition.readiness.total} covered` +
    (gaps.length > 0 ? `; still to get: ${gaps.map((gap) => gap.label).join('; ')}` : '; ready')
  );
}

/** Sources in the order given, each label once, only those our corpus can vouch for. */
function groundingSources(
  hits: readonly KnowledgeHit[],
  facts: ComposedAnswer | null,
  corpus: CitationCorpus,
): KnowledgeSource[] {
  const all = [...(facts?.sources ?? []), ...hits.flatMap((hit) => hit.article.sources)];
  const unique = all.filter(
    (source, index) => all.findIndex((other) => other.label === source.label) === index,
  );
  return verifyCitations(unique, corpus).kept;
}

export function buildGroundedPrompt({
  context,
  hits,
  facts,
  finder = null,
  modeInstruction,
  corpus,
  answerClosing,
  instructions,
}: GroundingInput): GroundedPrompt {
  const grounding = hits.slice(
    0,
    context.mode === 'research' ? RESEARCH_GROUNDING_ARTICLES : MAX_GROUNDING_ARTICLES,
  );
  // Our own articles carry no identifiers; what came from the veteran is redacted.
  const veteranText = veteranBlocks(context)
    .filter((block): block is string => block !== null)
    .map(redactIdentifiers);
  const system = [
    instructionsFor(instructions, context.personality),
    modeInstruction ?? null,
    `Today is ${context.today}.`,
    '# Grounding',
    section('Knowledge articles', grounding.map(articleBlock)) ??
      '## Knowledge articles\n\nNo article matched this question.',
    facts
      ? section('Computed facts', [
          redactIdentifiers(facts.markdown.replace(answerClosing.line, '').trim()),
        ])
      : null,
    ...veteranText,
    finder
      ? section('The veteran’s Finder result (lead the answer with it, as it is)', [
          redactIdentifiers(finder),
        ])
      : null,
  ]
    .filter((block): block is string => block !== null)
    .join('\n\n');
  const messages: ModelMessage[] = [
    ...context.history.slice(-HISTORY_TAIL).map((message) => ({
      role: message.role,
      content: redactIdentifiers(
        message.role === 'assistant'
          ? withoutClosing(message.content, answerClosing)
          : message.content,
      ),
    })),
    { role: 'user', content: redactIdentifiers(context.question) },
  ];
  return { system, messages, sources: groundingSources(grounding, facts, corpus) };
}
