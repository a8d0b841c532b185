// `npm run eval`: the offline assistant scored on questions nobody on the team wrote
// (../shared/data/questions-dev.json and questions-topics.json, each split into a tuning half and a
// held-out half) and on our own (eval/questions-wingman.json), the safety
// check on ../shared/data/crisis-dev.json, and the document analysis on
// ../shared/data/documents-dev.
// `--verbose` lists every answer that missed a fact.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatContext } from '../src/server/assistant/assistant';
import type { Turn } from '../src/contracts/turn';
import {
  loadIntentClassifier,
  loadKnowledgeArticles,
  loadOfflineKnowledge,
} from '../src/server/assistant/knowledge-loader';
import { offlineReply, warmUpOfflineEngine } from '../src/server/assistant/offline-reply';
import { loadTopicMap, topicGaps } from '../src/server/reference/topic-map-content';
import { evaluateBoardDecisions } from './board-decisions';
import { evaluateCrisisSet } from './crisis';
import { evaluateDocuments } from './documents';
import { halves } from './outside-data';
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
  // As the chat route does: each earlier question is stored with the Turn it was read into.
  for (const previous of earlier) {
    const { markdown, turn } = await answer(previous, [...history]);
    history.push(
      { role: 'user', content: previous, turn },
      { role: 'assistant', content: markdown },
    );
  }
  return answer(question, history);
};

async function answer(question: string, history: ChatContext['history']) {
  const started = performance.now();
  let firstChunkMs = Number.NaN;
  let markdown = '';
  let turn: Turn | null = null;
  const context: ChatContext = {
    question,
    history,
    today: TODAY,
    personality: 'professional',
    mode: 'general',
    documents: [],
    disabilities: [],
    veteranCase: { disabilities: [], claims: [] },
    onTurn: (read) => {
      turn = read;
    },
  };
  for await (const chunk of offlineReply(engine, context)) {
    if (Number.isNaN(firstChunkMs)) firstChunkMs = performance.now() - started;
    markdown += chunk;
  }
  return { markdown, firstChunkMs, turn };
}

const saysNothingFound = (markdown: string) =>
  markdown.includes(knowledge.rules.nothingFound.paragraphs[0]!);

// As the server does before it listens.
warmUpOfflineEngine(engine);

async function evaluateFile(title: string, file: string, split: boolean) {
  const set = questionSetSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  if (!split) {
    console.log(
      describeReport(title, await evaluateQuestions(set, ask, saysNothingFound), verbose).join(
        '\n',
      ),
    );
    return;
  }
  for (const { name, inHalf, listsMisses } of halves(verbose)) {
    const halfSet = {
      questions: set.questions.filter(inHalf),
      crisis: set.crisis.filter(inHalf),
      notCrisis: set.notCrisis.filter(inHalf),
    };
    const report = await evaluateQuestions(halfSet, ask, saysNothingFound);
    console.log(describeReport(`${title} — ${name}`, report, listsMisses).join('\n'));
  }
}

const topicMap = await loadTopicMap();
const articleIds = new Set((await loadKnowledgeArticles()).map((article) => article.id));
const gaps = topicGaps(topicMap, articleIds);
const topicCount = topicMap.reduce((sum, category) => sum + category.topics.length, 0);
console.log(`Topic map (content/topic-map): ${topicCount} topics in ${topicMap.length} categories`);
console.log(`  topics with no article: ${gaps.withoutArticle.length}`);
for (const topic of gaps.withoutArticle) console.log(`    ${topic}`);

await evaluateFile(
  'Our own questions (eval/questions-wingman.json)',
  path.join(root, 'eval/questions-wingman.json'),
  false,
);
for (const name of ['questions-dev.json', 'questions-topics.json']) {
  const outside = path.join(sharedData, name);
  if (existsSync(outside)) {
    await evaluateFile(`Outside questions (${path.relative(root, outside)})`, outside, true);
  } else {
    console.log(`Outside questions ${name}: not evaluated — ${outside} is not on this machine.`);
  }
}

const crisisReplyOpening = knowledge.rules.crisisReply.line[0]!;
await evaluateCrisisSet(
  async (message) => (await answer(message, [])).markdown,
  (markdown) => markdown.startsWith(crisisReplyOpening),
  verbose,
);

await evaluateBoardDecisions(sharedData, TODAY, verbose);
await evaluateDocuments(sharedData, verbose);
