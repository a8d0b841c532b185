// `npm run bench`: Wingman's performance budgets (DESIGN §8), as ratios measured in one run on
// one machine. Results print as a Markdown table for docs/benchmarks.md.
import { benchmarkAssistant } from './assistant';
import { benchmarkBusyUploads } from './busy-uploads';
import { benchmarkClientSize } from './client-size';
import { benchmarkExport } from './export';
import { benchmarkExtraction } from './extraction';
import { benchmarkReads } from './http-reads';
import { benchmarkMixedLoad } from './mixed-load';
import { benchmarkPacket } from './packet';
import { benchmarkSafetyCheck } from './safety-check';

const rows: string[][] = [];
const report = (measure: string, value: string, note = '') => rows.push([measure, value, note]);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

await benchmarkClientSize(report);
await benchmarkReads(report, databaseUrl);
await benchmarkMixedLoad(report, databaseUrl);
await benchmarkBusyUploads(report);
await benchmarkBusyUploads(report, databaseUrl);
await benchmarkExport(report, databaseUrl);
await benchmarkExtraction(report);
await benchmarkPacket(report);
await benchmarkSafetyCheck(report);
await benchmarkAssistant(report);

console.log('| measure | result | note |\n|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
