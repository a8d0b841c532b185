import path from 'node:path';

/** The browser tests' server: its port and its own data folder (fresh every run). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = path.resolve('tmp/e2e-data');
