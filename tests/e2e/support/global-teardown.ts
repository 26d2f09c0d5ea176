import { rmSync } from 'node:fs';
import type { BrowserServer } from 'playwright-core';
import { e2eServer, STATE_FILE } from './server';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Closes the workers' Chromiums; stops the app started by global-setup (it stops its embedded PostgreSQL on SIGTERM) and removes its data. */
export default async function globalTeardown(): Promise<void> {
  await Promise.all(((globalThis as { __ffBrowserServers?: BrowserServer[] }).__ffBrowserServers ?? []).map((server) => server.close()));
  let server;
  try {
    server = e2eServer();
  } catch {
    return;
  }
  if (alive(server.pid)) {
    process.kill(server.pid, 'SIGTERM');
    const deadline = Date.now() + 20_000;
    while (alive(server.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    if (alive(server.pid)) process.kill(server.pid, 'SIGKILL');
  }
  rmSync(server.dataDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
