import { describe, expect, it } from 'vitest';
import { loggerOptions, pathWithoutQuery, redactedLink, serializeError } from './logging';

describe('request logging', () => {
  it.each([
    ['/reset-password?token=abc123', '/reset-password'],
    ['/verify-email?token=t&x=1', '/verify-email'],
    ['/api/disabilities', '/api/disabilities'],
  ])('logs %s as %s', (url, logged) => {
    expect(pathWithoutQuery(url)).toBe(logged);
  });

  it('never puts a token from the query string into the request log line', () => {
    const options = loggerOptions('info') as { serializers: { req: (r: object) => object } };
    const line = JSON.stringify(
      options.serializers.req({
        method: 'GET',
        url: '/reset-password?token=secret-token',
        ip: '127.0.0.1',
      }),
    );
    expect(line).not.toContain('secret-token');
    expect(line).toContain('/reset-password');
  });

  it.each(['/witness/secret-token', '/api/witness/secret-token'])(
    'never logs the token in the path of a witness link (%s)',
    (url) => {
      const options = loggerOptions('info') as { serializers: { req: (r: object) => object } };
      const line = JSON.stringify(options.serializers.req({ method: 'GET', url, ip: '127.0.0.1' }));
      expect(line).not.toContain('secret-token');
      expect(line).toContain('witness/[redacted]');
    },
  );

  it.each([
    [
      'http://wingman.test/verify-email?token=abc-DEF_123',
      'http://wingman.test/verify-email?token=[redacted]',
    ],
    [
      'https://w.example/reset-password?x=1&token=abc',
      'https://w.example/reset-password?x=1&token=[redacted]',
    ],
  ])('redacts the token of %s', (link, logged) => {
    expect(redactedLink(link)).toBe(logged);
  });

  it('logs a failed query without its parameters, in the message, the stack or the cause', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(jane@example.org) already exists.',
    });
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email", "password") values ($1, $2)\nparams: jane@example.org,$argon2id$v=19$secret',
      ),
      { query: 'insert …', params: ['jane@example.org', '$argon2id$v=19$secret'], cause },
    );
    const logged = serializeError(failed);
    expect(logged.message).toBe(
      'Failed query: insert into "users" ("email", "password") values ($1, $2)',
    );
    expect(logged.cause).toMatchObject({ code: '23505' });
    expect(JSON.stringify(logged)).not.toMatch(/jane@example\.org|argon2id/);
  });
});
