import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { vaConditions } from '../../domain/analysis/fixtures/analysis-content';
import type { IntentClassifier } from '../../domain/knowledge/intent-classifier';
import type { OfflineKnowledge } from '../../domain/knowledge/offline-types';
import { loadConfig } from '../config';
import { chatContext, collectChunks } from './chat-context-fixture';
import { loadAnalysisContent } from './analysis-content';
import type { Assistant, ChatContext } from './assistant';
import { loadIntentClassifier, loadOfflineKnowledge } from './knowledge-loader';
import { createLlmAssistant, INTERRUPTED_NOTICE, OFFLINE_FALLBACK_NOTICE } from './llm-assistant';
import { createLanguageModel } from './llm-provider';
import { createOfflineAssistant, type OfflineAssistant } from './offline-assistant';

// A local OpenAI-compatible server: each test says how it answers, and every request is kept.
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let handler: Handler;
let requests: { url: string; body: string }[];
let server: Server;
let baseURL: string;
let knowledge: OfflineKnowledge;
let intents: IntentClassifier;
let offline: OfflineAssistant;

const sseChunk = (content: string) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1_763_900_000,
    model: 'test-model',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;
const sseEnd = () =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1_763_900_000,
    model: 'test-model',
    choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
  })}\n\ndata: [DONE]\n\n`;

/** Answers with these pieces of text, one SSE event each. */
const streams =
  (pieces: string[]): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const piece of pieces) response.write(sseChunk(piece));
    response.end(sseEnd());
  };

beforeAll(async () => {
  [knowledge, intents] = await Promise.all([loadOfflineKnowledge(), loadIntentClassifier()]);
  offline = createOfflineAssistant(
    { content: await loadAnalysisContent(), conditions: vaConditions },
    { knowledge, intents },
  );
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ url: request.url ?? '', body });
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await offline.close();
});
beforeEach(() => {
  requests = [];
});

// Configured as an operator would, so the provider factory is exercised too.
const engine = (timeoutMs = 5_000): Assistant =>
  createLlmAssistant({
    model: createLanguageModel(
      loadConfig({
        WINGMAN_PROVIDER: 'openai-compatible',
        WINGMAN_BASE_URL: baseURL,
        WINGMAN_MODEL: 'test-model',
      }),
    )!,
    offline,
    knowledge,
    intents,
    timeoutMs,
  });
const chat = chatContext;
const collect = collectChunks;
const offlineAnswer = async (context: ChatContext) =>
  (await collect(offline.reply(context))).join('');

describe('the language-model engine', () => {
  const question = 'What is service connection and what do I need to prove it?';

  it('streams the model’s words as they come, then the grounding’s sources and the closing line', async () => {
    handler = streams(['Service connection ', 'links your condition ', 'to your service.']);
    const chunks = await collect(engine().reply(chat(question)));

    expect(chunks.slice(0, 3)).toEqual([
      'Service connection ',
      'links your condition ',
      'to your service.',
    ]);
    const closing = chunks.slice(3).join('');
    const [topHit] = knowledge.index.search(question);
    expect(topHit).toBeDefined();
    expect(closing).toContain('**Sources:**');
    for (const source of topHit!.article.sources) {
      expect(closing).toContain(`- [${source.label}](${source.url})`);
    }
    expect(closing.endsWith(knowledge.rules.answerClosing.line)).toBe(true);
    // That Wingman is educational only is said once, under the message box, not in each answer.
    expect(closing).not.toMatch(/educational|not affiliated/i);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/v1/chat/completions');
  });

  it('grounds the model in the retrieved articles and tells it to cite only them', async () => {
    handler = streams(['Here is what that means.']);
    await collect(engine().reply(chat(question)));

    const body = JSON.parse(requests[0]!.body) as {
      stream: boolean;
      messages: { role: string; content: string }[];
    };
    expect(body.stream).toBe(true);
    const system = body.messages.find((message) => message.role === 'system')!.content;
    const [topHit] = knowledge.index.search(question);
    expect(system).toContain(topHit!.article.title);
    for (const source of topHit!.article.sources) expect(system).toContain(source.label);
    expect(system).toContain('Cite only sources listed in the grounding');
    expect(system).toContain('Never help invent, alter or exaggerate evidence');
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: question });
  });

  it('gives the model the veteran’s own Finder result for a coverage question', async () => {
    handler = streams(['Yes, your Kuwait service meets the Gulf War rule.']);
    const finder = {
      serviceHistoryGiven: true,
      met: [
        {
          title: 'Gulf War illness',
          citation: '38 CFR 3.317',
          status: 'met' as const,
          fact: 'Kuwait, 1 Jan 1991 – 30 Jun 1991: inside the Southwest Asia theater',
          factCitation: '38 CFR 3.317(e)',
          doubt: null,
        },
      ],
      nearMisses: [],
      secondary: [],
      secondaryEvidence: [],
    };
    await collect(
      engine().reply(
        chat('am I covered by the PACT Act?', {
          veteranCase: { disabilities: [], claims: [], finder },
        }),
      ),
    );
    const system = (JSON.parse(requests[0]!.body) as { messages: { content: string }[] })
      .messages[0]!.content;
    expect(system).toContain('## The veteran’s Finder result');
    expect(system).toContain(
      '- **Gulf War illness** (38 CFR 3.317): Kuwait, 1 Jan 1991 – 30 Jun 1991: inside the Southwest Asia theater (38 CFR 3.317(e))',
    );
  });

  it('gives the model the computed rating instead of letting it do the arithmetic', async () => {
    handler = streams(['Your combined rating is 70%.']);
    await collect(engine().reply(chat('I have 50% and 30%, what is my combined rating?')));
    expect(requests[0]!.body).toContain('Computed facts');
    expect(requests[0]!.body).toContain('70%');
  });

  it('sends no SSN, e-mail, phone number or address from the question, the history or a document', async () => {
    handler = streams(['I can help with that.']);
    await collect(
      engine().reply(
        chat('My SSN is 123-45-6789, email me at vet@example.com or call (937) 555-0100.', {
          history: [{ role: 'user', content: 'I live at 1234 Oak Street, Dayton' }],
          documents: [
            {
              name: 'decision.pdf',
              analysis: null,
              text: 'Veteran SSN 987-65-4321, VA file number 87654321, DOB 07/04/1975. Back strain (DC 5237) 20% under 38 CFR 4.71a.',
            },
          ],
          disabilities: [
            { name: 'Lumbosacral strain', currentPercentage: 20, diagnosticCode: '5237' },
          ],
        }),
      ),
    );
    const body = requests[0]!.body;
    for (const identifier of [
      '123-45-6789',
      'vet@example.com',
      '555-0100',
      '1234 Oak Street',
      '987-65-4321',
      '87654321',
      '07/04/1975',
    ]) {
      expect(body).not.toContain(identifier);
    }
    for (const placeholder of ['[SSN]', '[EMAIL]', '[PHONE]', '[ADDRESS]', '[VA FILE NUMBER]']) {
      expect(body).toContain(placeholder);
    }
    expect(body).toContain('[DATE OF BIRTH]');
    expect(body).toContain('Back strain (DC 5237) 20% under 38 CFR 4.71a.');
  });

  it('says which citations of the model it could not check', async () => {
    handler = streams(['See 38 CFR 9.999 and VA Form 21-526EZ.']);
    const answer = (await collect(engine().reply(chat(question)))).join('');
    expect(answer).toContain('Wingman could not check 38 CFR 9.999 against its sources');
    expect(answer).not.toContain('could not check VA Form 21-526EZ');
  });

  it('falls back to the offline answer, with one line saying so, when the provider fails', async () => {
    handler = (_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'overloaded' } }));
    };
    const context = chat(question);
    const chunks = await collect(engine().reply(context));
    expect(chunks[0]).toBe(`${OFFLINE_FALLBACK_NOTICE}\n\n`);
    expect(chunks.slice(1).join('')).toBe(await offlineAnswer(context));
    expect(requests).toHaveLength(1);
  });

  it('falls back to the offline answer when the provider never answers', async () => {
    handler = () => {}; // holds the request open
    const context = chat(question);
    const chunks = await collect(engine(150).reply(context));
    expect(chunks[0]).toBe(`${OFFLINE_FALLBACK_NOTICE}\n\n`);
    expect(chunks.slice(1).join('')).toBe(await offlineAnswer(context));
  });

  it('keeps what the model said and ends with a notice when it breaks off mid-answer', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(sseChunk('Service connection means '));
      setTimeout(() => response.destroy(), 20);
    };
    const chunks = await collect(engine().reply(chat(question)));
    expect(chunks[0]).toBe('Service connection means ');
    const answer = chunks.join('');
    expect(answer).toContain(INTERRUPTED_NOTICE);
    expect(answer).not.toContain(OFFLINE_FALLBACK_NOTICE);
    expect(answer.endsWith(knowledge.rules.answerClosing.line)).toBe(true);
  });

  it('ends with a notice when the model goes silent mid-answer', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(sseChunk('Service connection means '));
    };
    const answer = (await collect(engine(150).reply(chat(question)))).join('');
    expect(answer.startsWith('Service connection means ')).toBe(true);
    expect(answer).toContain(INTERRUPTED_NOTICE);
  });

  it('stops quietly, and stops the request, when the caller aborts', async () => {
    let requestClosed!: Promise<void>;
    handler = (_request, response) => {
      requestClosed = new Promise((resolve) => response.on('close', () => resolve()));
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(sseChunk('Service connection means '));
    };
    const controller = new AbortController();
    const chunks: string[] = [];
    for await (const chunk of engine().reply(chat(question), controller.signal)) {
      chunks.push(chunk);
      controller.abort();
    }
    expect(chunks).toEqual(['Service connection means ']);
    await requestClosed;
  });

  it('answers crisis language with the Veterans Crisis Line, without asking the model', async () => {
    handler = streams(['This must never be sent.']);
    const context = chat('I want to end it all, nothing matters since the denial');
    const answer = (await collect(engine().reply(context))).join('');
    expect(requests).toHaveLength(0);
    expect(answer).toBe(await offlineAnswer(context));
    expect(answer).toContain('Call 988, then press 1');
  });

  it('declines a request to fabricate evidence without asking the model', async () => {
    handler = streams(['This must never be sent.']);
    const context = chat('Can you write a fake doctor note saying my knee was hurt in service?');
    const answer = (await collect(engine().reply(context))).join('');
    expect(requests).toHaveLength(0);
    expect(answer).toBe(await offlineAnswer(context));
  });
});
