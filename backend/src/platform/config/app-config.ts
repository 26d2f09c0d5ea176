import path from 'node:path';
import { validateCronExpression } from 'cron';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/** The performance layers a benchmark may switch off (PERF_LAYERS_OFF). */
export const PERF_LAYERS = ['lean-path', 'response-cache', 'revision-cache', 'smart-search-memo'] as const;
export type PerfLayer = (typeof PERF_LAYERS)[number];

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
  /** Where uploaded event images are kept (default DATA_DIR/uploads; docs/images.md). */
  UPLOADS_DIR: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
  KAFKA_BROKERS: z.string().optional(),
  KAFKA_CLIENT_ID: z.string().default('festival-finder'),
  KAFKA_TOPIC: z.string().default('festival-finder.event-log'),
  /** How long the broker waits for a silent consumer before its partitions move to another instance. */
  KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().min(6000).max(300_000).default(10_000),
  ELASTICSEARCH_URL: z.string().url().optional(),
  ELASTICSEARCH_INDEX_PREFIX: z.string().default('ff'),
  /** Embedded index only: save it to DATA_DIR/read-model at shutdown and start from it (docs/search-performance.md). */
  READ_MODEL_SNAPSHOT: z.enum(['true', 'false']).default('true'),
  /** The running site saves the snapshot once its index has been idle this long after a change (0: only at shutdown). */
  READ_MODEL_SNAPSHOT_IDLE_SECONDS: z.coerce.number().min(0).max(86_400).default(30),
  /** At most one periodic snapshot per this many seconds (each costs about a second of CPU at 50,000 events). */
  READ_MODEL_SNAPSHOT_MIN_INTERVAL_SECONDS: z.coerce.number().min(0).max(86_400).default(300),
  /**
   * Benchmarks only: performance layers to switch off, comma-separated (lean-path, response-cache, revision-cache,
   * smart-search-memo), to measure what each buys (docs/decisions/0008-performance-layers.md). Never set in production.
   */
  PERF_LAYERS_OFF: z
    .string()
    .default('')
    .refine((v) => v.split(',').every((name) => !name.trim() || (PERF_LAYERS as readonly string[]).includes(name.trim())), {
      message: `must list only: ${PERF_LAYERS.join(', ')}`,
    }),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_EMBEDDING_MODEL: z.string().default('text-embedding-3-small'),
  /** Vectors of meaning for hybrid ranking: `auto` (OpenAI with OPENAI_API_KEY, else the local word vectors), `local`, `openai` or `off`. */
  EMBEDDINGS: z.enum(['auto', 'local', 'openai', 'off']).default('auto'),
  // The AI description tools' OpenAI calls: per-attempt timeout, retries of 429/5xx/timeouts, first backoff (doubles).
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  AI_BACKOFF_MS: z.coerce.number().int().min(0).max(10_000).default(500),
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
  /** Mails handed to SMTP at once per instance: at most this many can be left 'sending' (uncertain) by a crash. */
  MAIL_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(200).default(10),
  /** Mails a crash left mid-send (the server may or may not have accepted them): send again, or record and skip. */
  NEWSLETTER_RESEND_UNCERTAIN: z.enum(['resend', 'skip'], { errorMap: () => ({ message: "must be 'resend' or 'skip'" }) }).default('resend'),
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
  // Outside fetches (platform/net/guarded-fetcher.ts).
  FETCH_ALLOWED_ORIGINS: z.string().optional(),
  FETCH_HOST_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  FETCH_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  FETCH_USER_AGENT: z.string().optional(),
  // Event discovery (modules/discovery; docs/discovery.md). Lists are comma-separated.
  DISCOVERY_SITES: z.string().optional(),
  DISCOVERY_ICS_FEEDS: z.string().optional(),
  DISCOVERY_CRAWL_DEPTH: z.coerce.number().int().min(0).max(5).default(2),
  DISCOVERY_MAX_PAGES: z.coerce.number().int().min(1).max(1000).default(40),
  DISCOVERY_PUBLISH_SOURCES: z
    .string()
    .regex(/^\s*((site|ics|skiddle|ticketmaster|ai)\s*(,\s*|$))*$/, 'a comma list of: site, ics, skiddle, ticketmaster, ai')
    .default(''),
  SKIDDLE_API_KEY: z.string().optional(),
  SKIDDLE_BASE_URL: z.string().url().default('https://www.skiddle.com'),
  TICKETMASTER_API_KEY: z.string().optional(),
  TICKETMASTER_BASE_URL: z.string().url().default('https://app.ticketmaster.com'),
  DISCOVERY_API_MAX_PAGES: z.coerce.number().int().min(1).max(50).default(5),
  // Social publishing (modules/social, docs/social.md). Base URLs are settings so tests point them at local servers.
  FACEBOOK_PAGE_ID: z
    .string()
    .regex(/^\d{1,30}$/, 'the numeric id of the Facebook page')
    .optional(),
  FACEBOOK_PAGE_TOKEN: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v19.0'),
  // Instagram publishing goes through the same Graph API with the Facebook page token (docs/social.md).
  INSTAGRAM_BUSINESS_ACCOUNT_ID: z.string().regex(/^\d+$/, 'INSTAGRAM_BUSINESS_ACCOUNT_ID is the numeric Instagram user id').optional(),
  X_API_URL: z.string().url().default('https://api.x.com'),
  X_ACCESS_TOKEN: z.string().optional(),
  /** The B2B listing packages as JSON; checked at start-up by the B2B module (docs/b2b-marketing.md). Unset: the spec's three. */
  B2B_PACKAGES_JSON: z.string().optional(),
  /** Gap between the posts of one run (the spec's ten seconds). */
  FACEBOOK_POST_INTERVAL_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SOCIAL_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  TIKTOK_CLIENT_KEY: z.string().optional(),
  TIKTOK_CLIENT_SECRET: z.string().optional(),
  TIKTOK_AUTH_URL: z.string().url().default('https://www.tiktok.com/v2/auth/authorize/'),
  TIKTOK_API_URL: z.string().url().default('https://open.tiktokapis.com'),
  /** Who sees TikTok photo posts; unset: the most private level the creator allows (docs/social.md). */
  TIKTOK_PRIVACY_LEVEL: z.enum(['SELF_ONLY', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'PUBLIC_TO_EVERYONE']).optional(),
  /** How long a TikTok publish waits for TikTok's outcome (status/fetch), and how often it asks. */
  TIKTOK_PUBLISH_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(20_000),
  TIKTOK_STATUS_POLL_MS: z.coerce.number().int().min(10).max(30_000).default(2_000),
  /** base64 of 32 random bytes; encrypts platform tokens at rest (AES-256-GCM). */
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'base64 of exactly 32 bytes (openssl rand -base64 32)')
    .optional(),
  /** Shown by the admin system status (e.g. the release tag or commit the image was built from). */
  APP_VERSION: z.string().optional(),
  /** A Smart Search term shows as trending once this many distinct visitors searched it within 14 days. */
  TRENDING_MIN_VISITORS: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Prometheus /metrics on its own port (unset: off), never on the public one; bind it where only the scraper reaches. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /**
   * Which proxies' X-Forwarded-For / -Proto to believe (client address for rate limits, https for cookies): `none`
   * (default: the site faces clients itself), a hop count (`1`), or addresses, CIDRs and Express's names
   * (`loopback`, `linklocal`, `uniquelocal`), comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('none')
    .refine(
      (v) => v === 'none' || /^\d{1,2}$/.test(v) || v.split(',').every((p) => TRUSTED_NAMES.has(p.trim()) || isAddressOrCidr(p.trim())),
      'none, a hop count (1), or addresses, CIDRs, loopback, linklocal or uniquelocal, comma-separated',
    ),
});

const TRUSTED_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  if (ipaddr.isValid(value)) return true;
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

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

  get uploadsDir(): string {
    return path.resolve(this.values.UPLOADS_DIR ?? path.join(this.values.DATA_DIR, 'uploads'));
  }

  /** TRUST_PROXY as Express's `trust proxy` setting. */
  get trustProxy(): boolean | number | string[] {
    const value = this.values.TRUST_PROXY;
    if (value === 'none') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((p) => p.trim());
  }

  /** False only when a benchmark switched the layer off (PERF_LAYERS_OFF). */
  layerOn(layer: PerfLayer): boolean {
    return !this.values.PERF_LAYERS_OFF.split(',').some((name) => name.trim() === layer);
  }

  get kafkaBrokers(): string[] {
    return (this.values.KAFKA_BROKERS ?? '')
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean);
  }
}
