import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { freePort } from './free-port';
import { startTestEngines } from './test-engines';

/**
 * Starts, once per jest run: Kafka and Elasticsearch in the background (test-engines.ts; the suites that need them
 * wait), and one embedded PostgreSQL unless TEST_DATABASE_URL points at one.
 */
export default async function globalSetup(globalConfig: { testPathPattern?: string }): Promise<void> {
  startTestEngines(globalConfig.testPathPattern);
  if (process.env.TEST_DATABASE_URL) return;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ff-test-pg-'));
  const handle = await startEmbeddedPostgres(dir, await freePort(), 'postgres', { throwaway: true });
  process.env.TEST_DATABASE_URL = handle.url;
  (globalThis as { __ffPostgres?: unknown }).__ffPostgres = handle;
}
