// The safety check's own cost per message (DESIGN §1 "safety"; budget: under 5 ms at p95): short
// chat messages, claim questions and a long journal entry, each read the way every route reads it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSafetyCheck } from '../src/server/safety/load-safety-check';
import { ms, percentile, type Report } from './report';

const ROUNDS = 20;
const LONG_ENTRY =
  'Woke up three times with the same nightmare and my wife says I was yelling again. ' +
  'My back locked up carrying groceries and I missed work on Tuesday. ';

export async function benchmarkSafetyCheck(report: Report) {
  const check = await loadSafetyCheck();
  const own = JSON.parse(
    await readFile(
      path.join(import.meta.dirname, '../scripts/crisis-model/own-phrasings.json'),
      'utf8',
    ),
  ) as { crisis: string[]; warning: string[]; none: string[] };
  const longEntry = LONG_ENTRY.repeat(40);
  const words = longEntry.split(/\s+/).filter(Boolean).length;
  const messages = [...own.crisis, ...own.warning, ...own.none, longEntry];
  for (const message of messages) check.assess(message); // compiled and optimised first
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const message of messages) {
      const started = performance.now();
      check.assess(message);
      times.push(performance.now() - started);
    }
  }
  const p95 = percentile(times, 95);
  report(
    'Safety check per message, p95',
    ms(p95),
    `${messages.length} messages × ${ROUNDS}, a ${words.toLocaleString('en-US')}-word journal entry among them; budget 5 ms${p95 < 5 ? '' : ' — OVER'}`,
  );
}
