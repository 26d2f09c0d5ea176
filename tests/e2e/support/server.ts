/** Where the e2e app runs: written by global-setup, read by the tests and the teardown. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface E2eServer {
  baseUrl: string;
  pid: number;
  dataDir: string;
  pgPort: number;
  repoRoot: string;
  /** A free port the app may fetch from (FETCH_ALLOWED_ORIGINS), for tests that stand up an outside website. */
  outsidePort: number;
}

// One file per checkout, so test runs in two clones on one machine never read or remove each other's app.
const CHECKOUT = createHash('sha1').update(path.resolve(__dirname, '../../..')).digest('hex').slice(0, 10);
export const STATE_FILE = path.join(os.tmpdir(), `ff-e2e-${process.env.USER ?? 'user'}-${CHECKOUT}.json`);

export function e2eServer(): E2eServer {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as E2eServer;
}

export function baseUrl(): string {
  return e2eServer().baseUrl;
}

/**
 * The first owner the app creates on its empty database (ADMIN_USERNAME / ADMIN_PASSWORD at start-up). Tests that
 * need other admins create them through the console.
 */
export const E2E_ADMIN = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'e2e-owner',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Heron-Lantern-Quay-2026',
};
