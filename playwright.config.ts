import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

import { e2eDataDir, e2ePort as port } from './e2e/e2e-env';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Each test is a veteran's whole journey over several screens; on two busy cores some take
  // longer than half a minute.
  timeout: 60_000,
  // There, too, a screen's chunk, a first upload or an analysis can take several seconds.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Beside, not over, the other layers' reports: Playwright empties its own folder.
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // A fresh embedded database for every run.
    command: `rm -rf ${e2eDataDir} && node scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      // Nearly every test signs a new veteran up, all from this one address.
      SIGNUPS_PER_IP: '1000',
      // VA's forms from ../shared, never downloaded by a test (DESIGN §3).
      FORMS_DIR: path.resolve(import.meta.dirname, '../shared/va-forms'),
    },
  },
});
