// The JavaScript each kind of visit downloads, gzip-compressed, against DESIGN §8's budgets.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Report } from './report';

const clientDir = path.resolve(import.meta.dirname, '../dist/client');
const gzipSizeOf = async (files: Iterable<string>) => {
  let gzip = 0;
  for (const file of files) gzip += gzipSync(await readFile(path.join(clientDir, file))).length;
  return gzip;
};

/** The JS the landing page loads: the entry script and what index.html preloads. */
async function landingScripts(): Promise<string[]> {
  const html = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

/** A chunk and every chunk it imports statically, as the browser fetches them before running it. */
async function withStaticImports(chunk: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(chunk)) return seen;
  seen.add(chunk);
  const code = await readFile(path.join(clientDir, chunk), 'utf8');
  for (const [, file] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    await withStaticImports(`assets/${file}`, seen);
  }
  return seen;
}

/** The JS of the chat screen (home, signed in): the landing scripts and the signed-in chunk. */
async function chatScreenScripts(): Promise<string[]> {
  const assets = await readdir(path.join(clientDir, 'assets'));
  const signedIn = assets.find((name) => /^signed-in-app-.+\.js$/.test(name));
  if (!signedIn) throw new Error('no signed-in-app chunk in dist/client/assets');
  const files = new Set(await landingScripts());
  for (const file of await withStaticImports(`assets/${signedIn}`)) files.add(file);
  return [...files];
}

/** Reports the landing page's and the chat screen's JS; run after `vite build`. */
export async function benchmarkClientSize(report: Report) {
  const kib = async (files: string[]) => `${((await gzipSizeOf(files)) / 1024).toFixed(1)} KiB`;
  const landing = await landingScripts();
  report(
    'landing page JS (gzip)',
    await kib(landing),
    `${landing.length} files; budget 150 KiB; the signed-in app loads lazily`,
  );
  const chat = await chatScreenScripts();
  report(
    'chat screen JS (gzip)',
    await kib(chat),
    `${chat.length} files; budget 300 KiB; other screens load their own chunks`,
  );
}
