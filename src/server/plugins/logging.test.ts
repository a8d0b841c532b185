import { describe, expect, it } from 'vitest';
import { loggerOptions, pathWithoutQuery } from './logging';

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
});
