/**
 * Starts the real app on embedded defaults (embedded PostgreSQL, seeded catalogue, in-process read model) from the
 * existing build, on free ports and a throw-away data folder, and waits for /api/health.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserServer } from 'playwright-core';
import { resolveChromium } from '../../support/chromium';
import { launchServer, sharedBrowserEnv } from './browser';
import { E2E_ADMIN, STATE_FILE, type E2eServer } from './server';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      throw new Error(`the app exited during start-up (see ${path.join(os.tmpdir(), 'ff-e2e-app.log')})`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the app did not become healthy within ${timeoutMs / 1000}s (${last})`);
}

export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  // Pick (and, for the npm-shipped build, unpack) the browser once; the workers inherit the choice.
  const browser = await resolveChromium();
  console.log(`e2e: ${browser.source} Chromium at ${browser.executablePath}`);
  const servers = await Promise.all(Array.from({ length: globalConfig.maxWorkers }, () => launchServer()));
  (globalThis as { __ffBrowserServers?: BrowserServer[] }).__ffBrowserServers = servers;
  // The workers inherit these; jest numbers its workers from 1.
  servers.forEach((server, i) => (process.env[sharedBrowserEnv(i + 1)] = server.wsEndpoint()));
  // One retry: on a busy machine a freshly picked port can be taken between the check and PostgreSQL's start.
  try {
    await startApp();
  } catch (error) {
    console.warn(`e2e: first start failed (${String(error)}); retrying once with new ports`);
    await startApp();
  }
}

async function startApp(): Promise<void> {
  const repoRoot = path.resolve(__dirname, '../../..');
  const main = path.join(repoRoot, 'backend/dist/src/main.js');
  const index = path.join(repoRoot, 'frontend/dist/index.html');
  if (!existsSync(main) || !existsSync(index)) {
    throw new Error('e2e tests need a build: run `npm run build` first (root `npm test` does it).');
  }
  const [port, pgPort, outsidePort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ff-e2e-data-'));
  const log = openSync(path.join(os.tmpdir(), 'ff-e2e-app.log'), 'w');
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      // The first owner of the empty database, so the admin tests can sign in.
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Tests may serve an "outside" website on this port (two host names: two sites); the app may fetch from it.
      FETCH_ALLOWED_ORIGINS: `http://127.0.0.1:${outsidePort},http://localhost:${outsidePort}`,
      FETCH_HOST_INTERVAL_MS: '0',
      // The catalogue's real ticket sites cannot be reached from a test machine; some names take the resolver 5 s to
      // give up on, which made each dead-link run wait ~20 s. Local answers come in milliseconds.
      FETCH_TIMEOUT_MS: '2000',
    },
    stdio: ['ignore', log, log],
    detached: false,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const state: E2eServer = { baseUrl, pid: child.pid!, dataDir, pgPort, repoRoot, outsidePort };
  writeFileSync(STATE_FILE, JSON.stringify(state));
  child.unref();
  await waitForHealth(baseUrl, child.pid!, 180_000);
}
