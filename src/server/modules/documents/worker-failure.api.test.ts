import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { giveConsent, textUpload, uploadOne } from '../../test/document-requests';

// An extraction pool whose worker thread dies on every file, as one out of memory would.
const dyingPool = {
  extract: () => Promise.reject(new Error('worker exited with code 1')),
  close: async () => {},
};

let t: TestApp;
const logs = captureLogs();
beforeAll(async () => {
  t = await createTestApp({
    extractor: dyingPool,
    logStream: logs.stream,
    env: { LOG_LEVEL: 'error' },
  });
});
afterAll(() => t.close());

describe('a worker that dies on a file', () => {
  it('keeps the document and says its text could not be read, never a 500', async () => {
    const { cookies } = await registerUser(t.app);
    await giveConsent(t.app, cookies);
    const stored = await uploadOne(
      t.app,
      cookies,
      textUpload('my statement.txt', 'I injured my back lifting ammunition crates in 2004.'),
    );
    expect(stored).toMatchObject({
      originalName: 'my statement.txt',
      extractionProblem: 'corrupt',
      analysisResult: null,
      hasContent: true,
    });
    // The failure reaches the operators' log, without what the veteran wrote.
    expect(logs.text()).toContain('document extraction failed');
    expect(logs.text()).not.toContain('ammunition');
  });
});
