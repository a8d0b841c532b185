import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_REMINDER_DAYS } from '../domain/deadlines/reminder-steps';

const providers = ['offline', 'openai-compatible', 'openai', 'anthropic'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  FORMS_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Wingman <no-reply@wingman.local>'),
  WINGMAN_PROVIDER: z.enum(providers).default('offline'),
  WINGMAN_BASE_URL: z.url().optional(),
  WINGMAN_API_KEY: z.string().optional(),
  WINGMAN_MODEL: z.string().optional(),
  WINGMAN_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  DOCUMENT_RETENTION_HOURS: z.coerce.number().positive().default(72),
  SUPPORT_EMAIL: z.email().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
  // Shared rate-limit counters for several instances; unset, each instance counts its own.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  // Days before a deadline that reminder e-mails go out, e.g. "90,30,7,1".
  REMINDER_DAYS: z
    .string()
    .regex(/^\s*\d{1,3}(\s*,\s*\d{1,3})*\s*$/, {
      error: 'must be whole numbers of days separated by commas, e.g. 90,30,7,1',
    })
    .transform((value) => [...new Set(value.split(',').map((day) => Number(day.trim())))])
    .default([...DEFAULT_REMINDER_DAYS]),
  // Many veterans may sign up from one address (a VA clinic, a VSO office, a shared network).
  SIGNUPS_PER_IP: z.coerce.number().int().positive().max(100_000).optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** VA's official form PDFs: filled from here, downloaded from VA into it when missing. */
  formsDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  sessionSecret: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  provider: (typeof providers)[number];
  providerBaseUrl: string | undefined;
  providerApiKey: string | undefined;
  providerModel: string | undefined;
  /** How long the language model may stay silent before the offline engine answers instead. */
  providerTimeoutMs: number;
  documentRetentionHours: number;
  /** Where veterans write for help; unset, no address is shown rather than a made-up one. */
  supportEmail: string | null;
  logLevel: string;
  /** Behind a reverse proxy, take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** After SIGTERM/SIGINT, how long in-flight work may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Days before a deadline that reminder e-mails go out. */
  reminderDays: number[];
  rateLimits: RateLimits;
};

/** How sign-in slows down for one account after wrong passwords (decision 005). */
export type LoginSlowdown = {
  /** Wrong passwords per window that cost nothing extra. */
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
};

/** Requests allowed per window; tests may tighten or relax them. */
export type RateLimits = {
  windowMs: number;
  loginPerIp: number;
  /** Per account, sign-in slows down instead of refusing (decision 005). */
  loginSlowdown: LoginSlowdown;
  registerPerIp: number;
  mailPerIp: number;
  mailPerAccount: number;
  /** Document upload requests per veteran. */
  uploadsPerUser: number;
  /** Chat messages per veteran. */
  chatPerUser: number;
  /** Claim packets built per veteran. */
  packetsPerUser: number;
  /** Attempts to delete the account (each checks the password) per veteran. */
  accountDeletionPerUser: number;
  /** Attempts to change the password (each checks the current one) per veteran. */
  passwordChangePerUser: number;
  /** Opening or answering witness links, per address (they work signed out). */
  witnessLinkPerIp: number;
};

export const defaultRateLimits: RateLimits = {
  windowMs: 15 * 60 * 1000,
  loginPerIp: 50,
  loginSlowdown: {
    freeFailures: 5,
    firstDelayMs: 1000,
    maxDelayMs: 15_000,
    windowMs: 15 * 60 * 1000,
  },
  registerPerIp: 20,
  mailPerIp: 20,
  mailPerAccount: 5,
  uploadsPerUser: 60,
  chatPerUser: 60,
  packetsPerUser: 20,
  accountDeletionPerUser: 10,
  passwordChangePerUser: 10,
  witnessLinkPerIp: 30,
};

export class ConfigError extends Error {}

type ProviderVariable = 'WINGMAN_BASE_URL' | 'WINGMAN_API_KEY' | 'WINGMAN_MODEL';

/** What each language-model provider cannot start without. */
const providerNeeds: Record<(typeof providers)[number], ProviderVariable[]> = {
  offline: [],
  'openai-compatible': ['WINGMAN_BASE_URL', 'WINGMAN_MODEL'],
  openai: ['WINGMAN_API_KEY', 'WINGMAN_MODEL'],
  anthropic: ['WINGMAN_API_KEY', 'WINGMAN_MODEL'],
};

/** Reads the environment once; a bad value stops start-up with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, '');
  // Wingman speaks plain HTTP; over https the Secure session cookie is only sent when the
  // TLS proxy's X-Forwarded-Proto is trusted, so without it nobody could stay signed in.
  if (publicUrl.startsWith('https://') && e.TRUST_PROXY !== 'true') {
    throw new ConfigError(
      'Invalid configuration: TRUST_PROXY must be true when PUBLIC_URL is https (Wingman runs behind a TLS proxy)',
    );
  }
  const missing = providerNeeds[e.WINGMAN_PROVIDER].filter((name) => e[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: WINGMAN_PROVIDER=${e.WINGMAN_PROVIDER} needs ${missing.join(' and ')}`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    formsDir: e.FORMS_DIR ?? path.join(e.DATA_DIR, 'forms'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    provider: e.WINGMAN_PROVIDER,
    providerBaseUrl: e.WINGMAN_BASE_URL,
    providerApiKey: e.WINGMAN_API_KEY,
    providerModel: e.WINGMAN_MODEL,
    providerTimeoutMs: e.WINGMAN_TIMEOUT_SECONDS * 1000,
    documentRetentionHours: e.DOCUMENT_RETENTION_HOURS,
    supportEmail: e.SUPPORT_EMAIL ?? null,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    reminderDays: e.REMINDER_DAYS,
    rateLimits: {
      ...defaultRateLimits,
      ...(e.SIGNUPS_PER_IP !== undefined && { registerPerIp: e.SIGNUPS_PER_IP }),
    },
  };
}
