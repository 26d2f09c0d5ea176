/**
 * A second copy of the built app for a test that needs its own settings (e.g. discovery sources pointing at a local
 * server): own ports, own throw-away data folder, seeded catalogue, the e2e owner. Stopped with `stop()`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from './server';

export interface ExtraApp {
  baseUrl: string;
  stop(): Promise<void>;
}

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

export async function startExtraApp(name: string, env: Record<string, string>): Promise<ExtraApp> {
  const repoRoot = path.resolve(__dirname, '../../..');
  const [port, pgPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `ff-e2e-${name}-`));
  const log = openSync(path.join(os.tmpdir(), `ff-e2e-${name}.log`), 'w');
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'backend/dist/src/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: baseUrl,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (alive()) {
      child.kill('SIGTERM');
      const deadline = Date.now() + 20_000;
      while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      if (alive()) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (!alive()) throw new Error(`the ${name} app exited during start-up (see ${path.join(os.tmpdir(), `ff-e2e-${name}.log`)})`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status === 200) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the ${name} app did not become healthy within 180 s`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
