import { INestApplication } from '@nestjs/common';
import { createApp } from '../../bootstrap';
import { AppConfig, ConfigOverrides } from '../config/app-config';
import { Clock } from '../time/clock';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: INestApplication;
  base: string;
  databaseUrl: string;
  get<T = unknown>(path: string): Promise<{ status: number; body: T; headers: Headers }>;
  close(): Promise<void>;
}

/** The whole Nest app on a fresh database, listening on a random loopback port (real HTTP). */
export async function startTestApp(
  options: { clock?: Clock; seed?: boolean; env?: ConfigOverrides; databaseUrl?: string } = {},
): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase());
  // Schedules stay off unless a test turns them on, so no job fires in the middle of another test.
  const config = AppConfig.fromEnv({}, { DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', NODE_ENV: 'test', JOBS_ENABLED: 'false', ...options.env });
  const app = await createApp({ config, clock: options.clock, seed: options.seed ?? false });
  await app.listen(0, '127.0.0.1');
  const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return {
    app,
    base,
    databaseUrl,
    async get<T>(path: string) {
      const res = await fetch(base + path);
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
    },
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
