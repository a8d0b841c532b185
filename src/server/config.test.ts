import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs with no settings at all: embedded database, offline mail and assistant', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      formsDir: 'data/forms',
      databaseUrl: undefined,
      smtpUrl: undefined,
      provider: 'offline',
      publicUrl: 'http://127.0.0.1:3000',
      documentRetentionHours: 72,
      supportEmail: null,
      shutdownTimeoutMs: 10_000,
      providerTimeoutMs: 30_000,
    });
  });

  it("keeps VA's form templates in the data folder unless FORMS_DIR says where", () => {
    expect(loadConfig({ DATA_DIR: '/srv/wingman' }).formsDir).toBe('/srv/wingman/forms');
    expect(loadConfig({ DATA_DIR: '/srv/wingman', FORMS_DIR: '../shared/va-forms' }).formsDir).toBe(
      '../shared/va-forms',
    );
  });

  it('reads a language-model provider with what it needs', () => {
    const config = loadConfig({
      WINGMAN_PROVIDER: 'openai-compatible',
      WINGMAN_BASE_URL: 'http://127.0.0.1:11434/v1',
      WINGMAN_MODEL: 'llama3.1',
      WINGMAN_TIMEOUT_SECONDS: '20',
    });
    expect(config).toMatchObject({
      provider: 'openai-compatible',
      providerBaseUrl: 'http://127.0.0.1:11434/v1',
      providerModel: 'llama3.1',
      providerTimeoutMs: 20_000,
    });
  });

  it('takes a Redis for shared rate limits only as a redis:// URL', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('refuses a sign-up limit that is not a positive whole number', () => {
    expect(() => loadConfig({ SIGNUPS_PER_IP: '0' })).toThrow(/SIGNUPS_PER_IP/);
    expect(loadConfig({ SIGNUPS_PER_IP: '500' }).rateLimits.registerPerIp).toBe(500);
    expect(loadConfig({}).rateLimits.registerPerIp).toBe(20);
  });

  it('treats empty variables as unset and trims a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      PUBLIC_URL: 'https://wingman.example.org/',
      TRUST_PROXY: 'true',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://wingman.example.org');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ DATABASE_URL: 'mysql://db' }, /DATABASE_URL must start with postgres/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET must be at least 32 characters/],
    [{ WINGMAN_PROVIDER: 'magic' }, /WINGMAN_PROVIDER/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must start with smtp/],
    [{ SHUTDOWN_TIMEOUT_SECONDS: '0' }, /SHUTDOWN_TIMEOUT_SECONDS/],
    [{ WINGMAN_TIMEOUT_SECONDS: '-1' }, /WINGMAN_TIMEOUT_SECONDS/],
    [
      { WINGMAN_PROVIDER: 'openai-compatible' },
      /WINGMAN_PROVIDER=openai-compatible needs WINGMAN_BASE_URL and WINGMAN_MODEL/,
    ],
    [
      { WINGMAN_PROVIDER: 'openai', WINGMAN_MODEL: 'gpt-4o-mini' },
      /WINGMAN_PROVIDER=openai needs WINGMAN_API_KEY$/,
    ],
    [{ WINGMAN_PROVIDER: 'anthropic', WINGMAN_API_KEY: 'key' }, /anthropic needs WINGMAN_MODEL/],
    // Behind TLS the Secure cookie needs the proxy's X-Forwarded-Proto, or no one stays signed in.
    [
      { PUBLIC_URL: 'https://wingman.example.org' },
      /TRUST_PROXY must be true when PUBLIC_URL is https/,
    ],
  ])('stops on %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
