// `npm run eval`: the offline assistant scored on questions nobody on the team wrote
// (../shared/data/questions-dev.json) and on our own (eval/questions-wingman.json), the safety
// check on ../shared/data/crisis-dev.json, and the document analysis on
// ../shared/data/documents-dev.
// `--verbose` lists every answer that missed a fact.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatContext } from '../src/server/assistant/assistant';
import {
  loadIntentClassifier,
  loadOfflineKnowledge,
} from '../src/server/assistant/knowledge-loader';
import { offlineReply, warmUpOfflineEngine } from '../src/server/assistant/offline-reply';
import { evaluateBoardDecisions } from './board-decisions';
import { evaluateCrisisSet } from './crisis';
import { evaluateDocuments } from './documents';
import { describeReport, evaluateQuestions, questionSetSchema, type Ask } from './questions';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharedData = path.resolve(
  process.env.WINGMAN_SHARED_DATA ?? path.join(root, '../shared/data'),
);
const verbose = process.argv.includes('--verbose');
const TODAY = '2026-11-25';

const knowledge = await loadOfflineKnowledge();
const engine = { knowledge, intents: await loadIntentClassifier() };

const ask: Ask = async (question, earlier) => {
  const history: ChatContext['history'] = [];
  for (const previous of earlier) {
    history.push({ role: 'user', content: previous });
    history.push({ role: 'assistant', content: (await answer(previous, [...history])).markdown });
  }
  return answer(question, history);
};

async function answer(question: string, history: ChatContext['history']) {
  const started = performance.now();
  let firstChunkMs = Number.NaN;
  let markdown = '';
  const context: ChatContext = {
    question,
    history,
    today: TODAY,
    personality: 'professional',
    mode: 'general',
    documents: [],
    disabilities: [],
    veteranCase: { disabilities: [], claims: [] },
  };
  for await (const chunk of offlineReply(engine, context)) {
    if (Number.isNaN(firstChunkMs)) firstChunkMs = performance.now() - started;
    markdown += chunk;
  }
  return { markdown, firstChunkMs };
}

const saysNothingFound = (markdown: string) =>
  markdown.includes(knowledge.rules.nothingFound.paragraphs[0]!);

// As the server does before it listens.
warmUpOfflineEngine(engine);

async function evaluateFile(title: string, file: string) {
  const set = questionSetSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const report = await evaluateQuestions(set, ask, saysNothingFound);
  console.log(describeReport(title, report, verbose).join('\n'));
}

await evaluateFile(
  'Our own questions (eval/questions-wingman.json)',
  path.join(root, 'eval/questions-wingman.json'),
);
const outside = path.join(sharedData, 'questions-dev.json');
if (existsSync(outside)) {
  await evaluateFile(`Veterans' questions (${path.relative(root, outside)})`, outside);
} else {
  console.log(`Veterans' questions: not evaluated — ${outside} is not on this machine.`);
}

const crisisReplyOpening = knowledge.rules.crisisReply.line[0]!;
await evaluateCrisisSet(
  async (message) => (await answer(message, [])).markdown,
  (markdown) => markdown.startsWith(crisisReplyOpening),
  verbose,
);

await evaluateBoardDecisions(sharedData, TODAY, verbose);
await evaluateDocuments(sharedData, verbose);
