// The offline Wingman through the real chat route: time to the first streamed token and to the
// whole answer, for questions of every kind the engine routes (DESIGN §8).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/prepare';
import { ms, percentile, type Report } from './report';

const QUESTIONS = [
  'How do I file an intent to file?',
  'I have 50% and 30% and 20%, what is my combined rating?',
  '70 and 40 and 20 with both knees at 10',
  'My decision letter is dated March 3, 2026. What are my deadlines?',
  'What is a nexus letter?',
  'What does 70% for PTSD require?',
  'Can you help me write a buddy letter for my tinnitus?',
  'What is the difference between a Higher-Level Review and a Supplemental Claim?',
  'How does the bilateral factor work?',
  'What is TDIU?',
];
const ROUNDS = 3;

/** Sends one question with Accept: text/event-stream and times the first token and the end. */
async function timeAnswer(base: string, cookie: string, sessionId: string, content: string) {
  const started = performance.now();
  const response = await fetch(`${base}/api/chat/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
    body: JSON.stringify({ sessionId, content }),
  });
  if (!response.ok || !response.body) throw new Error(`chat answered ${response.status}`);
  let firstToken: number | undefined;
  let text = '';
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    text += decoder.decode(read.value, { stream: true });
    if (firstToken === undefined && text.includes('event: token')) {
      firstToken = performance.now() - started;
    }
  }
  if (!text.includes('event: done')) throw new Error(`no answer for "${content}"`);
  return { firstToken: firstToken ?? Number.NaN, full: performance.now() - started };
}

export async function benchmarkAssistant(report: Report) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wingman-bench-assistant-'));
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') });
  try {
    await prepareDatabase(database);
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    config.rateLimits = { ...config.rateLimits, chatPerUser: 10_000 };
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'assistant.bench@example.com', password: 'bench password' }),
    });
    const cookie = register.headers.get('set-cookie')!.split(';')[0]!;
    const session = await fetch(`${base}/api/chat/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: 'Bench' }),
    });
    const { id: sessionId } = (await session.json()) as { id: string };

    const firstTokens: number[] = [];
    const fulls: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const question of QUESTIONS) {
        const { firstToken, full } = await timeAnswer(base, cookie, sessionId, question);
        firstTokens.push(firstToken);
        fulls.push(full);
      }
    }
    await app.close();
    const runs = `${QUESTIONS.length} questions × ${ROUNDS}, PGlite, signed in, streamed`;
    report(
      'offline Wingman: first streamed token',
      `median ${ms(percentile(firstTokens, 50))}, p95 ${ms(percentile(firstTokens, 95))}`,
      runs,
    );
    report(
      'offline Wingman: whole answer stored and sent',
      `median ${ms(percentile(fulls, 50))}, p95 ${ms(percentile(fulls, 95))}`,
      'includes storing both messages',
    );
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
