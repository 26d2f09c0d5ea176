import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { freePort } from './free-port';

/** Starts one embedded PostgreSQL for the integration tier unless TEST_DATABASE_URL points at one. */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ff-test-pg-'));
  const handle = await startEmbeddedPostgres(dir, await freePort(), 'postgres');
  process.env.TEST_DATABASE_URL = handle.url;
  (globalThis as { __ffPostgres?: unknown }).__ffPostgres = handle;
}
