import { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createApp } from '../../bootstrap';
import { AppConfig, ConfigOverrides } from '../config/app-config';
import { Clock } from '../time/clock';
import { freePort } from './free-port';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: INestApplication;
  base: string;
  databaseUrl: string;
  db: DataSource;
  get<T = unknown>(path: string): Promise<{ status: number; body: T; headers: Headers }>;
  /** POST JSON with a chosen client IP (TRUST_PROXY is loopback here, so X-Forwarded-For from the test counts). */
  post(path: string, body: unknown, ip?: string): Promise<Response>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: Clock;
  /** Seed the real catalogue (categories, events, news) before answering. */
  seed?: boolean;
  env?: ConfigOverrides;
  databaseUrl?: string;
  /** Send mail through this SMTP server instead of storing it. */
  smtpUrl?: string;
  /** Mail outbox poll interval; 0 (default) leaves dispatching to the test (app.get(MailDispatcher)). */
  pollMs?: number;
  /**
   * With JOBS_ENABLED, whether job schedules fire on the real clock (default true). A test that runs a job itself at
   * controlled times says false: a real tick in the middle would hold the job's lock or post a slot of its own.
   */
  fireSchedules?: boolean;
}

/**
 * The whole Nest app on a fresh database, listening on a free loopback port (real HTTP). Links in mails
 * point at that port. The one backend test harness: public reads, visitor submissions and mail alike.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase());
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = AppConfig.fromEnv(
    {},
    {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
      // Schedules stay off unless a test turns them on, so no job fires in the middle of another test.
      JOBS_ENABLED: 'false',
      // Each test app has its own database but shares DATA_DIR: no index snapshots unless a test asks.
      READ_MODEL_SNAPSHOT: 'false',
      PORT: String(port),
      PUBLIC_BASE_URL: base,
      MAIL_OUTBOX_POLL_MS: String(options.pollMs ?? 0),
      MAIL_SEND_NOW_TIMEOUT_MS: '3000',
      SMTP_URL: options.smtpUrl,
      // Tests stand in for clients at many addresses through X-Forwarded-For from loopback.
      TRUST_PROXY: 'loopback',
      ...options.env,
    },
  );
  // Tests never reach the outside world: no name resolves, so only local servers in FETCH_ALLOWED_ORIGINS answer.
  const resolve = async (hostname: string): Promise<never> => {
    throw new Error(`tests do not resolve outside names (${hostname})`);
  };
  const app = await createApp({ config, clock: options.clock, seed: options.seed ?? false, resolve, jobs: options.fireSchedules });
  await app.listen(port, '127.0.0.1');
  return {
    app,
    base,
    databaseUrl,
    db: app.get(DataSource),
    async get<T>(path: string) {
      const res = await fetch(base + path);
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
    },
    post: (path, body, ip = '10.0.0.1') =>
      fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) }),
    close: () => app.close(),
  };
}

/** Polls until `check` passes (read model is eventually consistent) or the time runs out. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}
