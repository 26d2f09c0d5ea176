import path from 'node:path';
import { validateCronExpression } from 'cron';
import { z } from 'zod';

/**
 * Every setting comes from the environment, validated at start-up. Defaults give the embedded mode:
 * embedded PostgreSQL under DATA_DIR, in-process bus, embedded search, local AI and mail.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_BASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
  KAFKA_BROKERS: z.string().optional(),
  KAFKA_CLIENT_ID: z.string().default('festival-finder'),
  KAFKA_TOPIC: z.string().default('festival-finder.event-log'),
  ELASTICSEARCH_URL: z.string().url().optional(),
  ELASTICSEARCH_INDEX_PREFIX: z.string().default('ff'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_EMBEDDING_MODEL: z.string().default('text-embedding-3-small'),
  SEED_CATALOGUE: z.enum(['true', 'false']).default('true'),
  FRONTEND_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug']).default('log'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Festival Finder <hello@festivalfinder.local>'),
  MAIL_TEAM_ADDRESS: z.string().email().default('team@festivalfinder.local'),
  MAIL_OUTBOX_POLL_MS: z.coerce.number().int().min(0).default(5000),
  MAIL_SEND_NOW_TIMEOUT_MS: z.coerce.number().int().min(0).default(4000),
  /** Campaign mails per second: a campaign's outbox rows are spread over time at this rate. */
  NEWSLETTER_SEND_RATE: z.coerce.number().int().min(1).max(100_000).default(100),
  JOBS_ENABLED: z.enum(['true', 'false']).default('true'),
  PROJECTION_RETRY_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  PROJECTION_RETRY_BASE_MS: z.coerce.number().int().min(0).default(200),
  PROJECTION_RETRY_MAX_MS: z.coerce.number().int().min(0).default(5000),
  // The first owner, created on the first start with an empty admin table (else a random password is printed once).
  ADMIN_USERNAME: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._@-]{2,63}$/, 'letters, digits, . _ @ - (3 to 64 characters)')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'at least 8 characters').max(256, 'at most 256 characters').optional(),
  ADMIN_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  ADMIN_SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24)
    .default(12),
  /** Shown by the admin system status (e.g. the release tag or commit the image was built from). */
  APP_VERSION: z.string().optional(),
});

export type AppConfigValues = z.infer<typeof schema>;

/** Settings given in code (tests, CLI): any schema key, or a per-job `JOB_<NAME>_CRON`. */
export type ConfigOverrides = Partial<Record<keyof AppConfigValues | `JOB_${string}_CRON`, string>>;

/** `JOB_<NAME>_CRON`: a cron expression (seconds optional, Europe/London) or `off` for one scheduled job. */
const JOB_CRON = /^JOB_([A-Z0-9_]+)_CRON$/;

export class AppConfig {
  /**
   * @param jobCrons per-job schedule overrides keyed by job name (`expire-past-events`); `off` turns one job off.
   */
  constructor(
    readonly values: AppConfigValues,
    readonly jobCrons: Readonly<Record<string, string>> = {},
  ) {}

  static fromEnv(env: NodeJS.ProcessEnv = process.env, overrides: ConfigOverrides = {}): AppConfig {
    const merged = { ...env, ...overrides };
    const cleaned = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined && v !== ''));
    const parsed = schema.safeParse(cleaned);
    const problems = parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    const jobCrons: Record<string, string> = {};
    for (const [key, value] of Object.entries(cleaned)) {
      const name = JOB_CRON.exec(key)?.[1];
      if (!name) continue;
      const cron = String(value).trim();
      const check = cron === 'off' ? { valid: true } : validateCronExpression(cron);
      if (check.valid) jobCrons[name.toLowerCase().replace(/_/g, '-')] = cron;
      else problems.push(`  ${key}: "${cron}" is not a cron expression (e.g. "0 3 * * *" for 03:00 daily) nor "off"`);
    }
    if (!parsed.success || problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
    return new AppConfig(parsed.data, jobCrons);
  }

  get dataDir(): string {
    return path.resolve(this.values.DATA_DIR);
  }

  get kafkaBrokers(): string[] {
    return (this.values.KAFKA_BROKERS ?? '')
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean);
  }
}
