import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { linkFromOutbox, tokenOf } from '../test/outbox';
import { captureLogs, createTestApp, uniqueEmail, type TestApp } from '../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const withLogs = async () => {
  const logs = captureLogs();
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
  return { app: t.app, logs };
};

describe('what the log keeps out', () => {
  it('names the outbox file of a mailed link and redacts its token', async () => {
    const { app, logs } = await withLogs();
    const email = uniqueEmail();
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'correct horse battery' },
    });
    const token = tokenOf(await linkFromOutbox(t!.dataDir, email, 'verify-email'));

    const mailLine = logs.lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'mail written to outbox');
    expect(mailLine.file).toContain(`${t!.dataDir}/outbox/`);
    expect(mailLine.link).toBe('http://wingman.test/verify-email?token=[redacted]');
    expect(logs.text()).not.toContain(token);
  });

  it('logs a failed query on a 5xx without its parameters', async () => {
    const { app, logs } = await withLogs();
    const email = uniqueEmail('refused');
    // The database refuses this one address, as a broken query would.
    const constraint = sql.identifier(`refuse_${Date.now()}`);
    await t!.database.db.execute(
      sql`alter table users add constraint ${constraint} check (email <> ${sql.raw(`'${email}'`)}) not valid`,
    );
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: 'a long passphrase', lastName: 'Lopez' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      await t!.database.db.execute(sql`alter table users drop constraint ${constraint}`);
    }
    const failure = logs.lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'request failed');
    expect(failure.err.message).toMatch(/^Failed query: insert into "users"/);
    const logged = logs.text();
    expect(logged).not.toContain(email);
    expect(logged).not.toContain('$argon2id');
    expect(logged).not.toContain('Lopez');
  });
});
