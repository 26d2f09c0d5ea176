import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const ROOT = path.resolve(__dirname, '../../../..');
const MAIN = path.join(ROOT, 'backend/dist/src/main.js');

/** The built site (backend/dist, as `npm start` runs it) as a process of its own, so a test can kill -9 it. */
export interface SiteProcess {
  name: string;
  base: string;
  /** Everything it printed so far (stdout and stderr, written straight to a file: a kill -9 loses none of it). */
  output(): string;
  /** SIGKILL: no shutdown hook runs, no connection is closed politely. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export function builtSiteProblem(): string | null {
  return existsSync(MAIN) ? null : `these tests run the built site: ${MAIN} is missing (run \`npm run build\`; \`npm test\` builds first)`;
}

/** Starts the site with the given settings on a free port and waits until /api/health answers 200. */
export async function startSiteProcess(name: string, env: Record<string, string>, timeoutMs = 180_000): Promise<SiteProcess> {
  const problem = builtSiteProblem();
  if (problem) throw new Error(problem);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `ff-site-${name}-`));
  const logFile = path.join(dataDir, 'site.log');
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: base,
      DATA_DIR: dataDir,
      SEED_CATALOGUE: 'false',
      JOBS_ENABLED: 'false',
      READ_MODEL_SNAPSHOT: 'false',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let last = '';
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    site.output(); // keep what it printed before its folder goes
    rmSync(dataDir, { recursive: true, force: true });
  };
  const site: SiteProcess = {
    name,
    base,
    // Kept after stop() removes the folder.
    output: () => (existsSync(logFile) ? (last = readFileSync(logFile, 'utf8')) : last),
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`site ${name} exited during start-up:\n${site.output().slice(-4000)}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (healthy) return site;
    if (Date.now() > deadline) {
      await site.kill();
      throw new Error(`site ${name} was not healthy within ${timeoutMs / 1000} s:\n${site.output().slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
