/** Where the e2e app runs: written by global-setup, read by the tests and the teardown. */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface E2eServer {
  baseUrl: string;
  pid: number;
  dataDir: string;
  pgPort: number;
  repoRoot: string;
}

export const STATE_FILE = path.join(os.tmpdir(), `ff-e2e-${process.env.USER ?? 'user'}.json`);

export function e2eServer(): E2eServer {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as E2eServer;
}

export function baseUrl(): string {
  return e2eServer().baseUrl;
}
