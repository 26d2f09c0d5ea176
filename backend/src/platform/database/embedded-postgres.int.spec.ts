import { ChildProcessWithoutNullStreams, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../testing/free-port';
import { embeddedPostgresFor, startEmbeddedPostgres, startEmbeddedPostgresEarly } from './embedded-postgres';
import { resolveClusterPaths } from './postgres-cluster';

// Each case starts real PostgreSQL servers (initdb included): allow for a busy machine.
jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '../../../..');
const DRIVER = path.join(ROOT, 'node_modules/.cache/ff-embedded-postgres-driver.js');
const isRoot = process.getuid?.() === 0;

interface Driver {
  child: ChildProcessWithoutNullStreams;
  next(): Promise<Record<string, unknown>>;
  send(command: string): Promise<Record<string, unknown>>;
}

/** A separate process holding a handle (the site or the CLI in real life). */
async function startProcess(dataDir: string, port: number): Promise<Driver & { url: string; role: string }> {
  const child = spawn(process.execPath, [DRIVER, dataDir, String(port)], { stdio: 'pipe' });
  let buffer = '';
  let stderr = '';
  const waiting: Array<(line: Record<string, unknown>) => void> = [];
  const lines: Record<string, unknown>[] = [];
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout.on('data', (d: Buffer) => {
    buffer += d.toString();
    let i;
    while ((i = buffer.indexOf('\n')) >= 0) {
      const text = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      if (!text.startsWith('{')) continue; // the handle's own log lines
      const line = JSON.parse(text) as Record<string, unknown>;
      const w = waiting.shift();
      if (w) w(line);
      else lines.push(line);
    }
  });
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const queued = lines.shift();
      if (queued) return resolve(queued);
      waiting.push(resolve);
      child.once('exit', (code) => reject(new Error(`driver exited with ${code}: ${stderr}`)));
    });
  const send = (command: string) => {
    child.stdin.write(`${command}\n`);
    return next();
  };
  const ready = await next();
  return { child, next, send, url: String(ready.url), role: String(ready.role) };
}

async function answers(url: string, sql = 'SELECT 1'): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query(sql);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const folders: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix)); // mode 0700, like `mktemp -d`
  folders.push(dir);
  return dir;
}

beforeAll(() => {
  mkdirSync(path.dirname(DRIVER), { recursive: true });
  execFileSync(path.join(ROOT, 'node_modules/.bin/esbuild'), [
    path.join(__dirname, 'testing/embedded-postgres-driver.ts'),
    '--bundle',
    '--platform=node',
    '--packages=external',
    `--outfile=${DRIVER}`,
    '--log-level=warning',
  ]);
});

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Files under `dir` that others may read or write, and folders they may list or change (entering, o+x, is allowed). */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const st = lstatSync(file);
    if (st.isDirectory()) {
      if (st.mode & 0o066) found.push(`${file}/ ${(st.mode & 0o777).toString(8)}`);
      found.push(...openToOthers(file));
    } else if (st.isFile() && st.mode & 0o077) found.push(`${file} ${(st.mode & 0o777).toString(8)}`);
  }
  return found;
}

describe('embedded PostgreSQL set-up', () => {
  it('starts in a mode-700 data folder with a random password kept in a 0600 file', async () => {
    const dataDir = tempDir('ff-pg-700-');
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const port = await freePort();
    const handle = await startEmbeddedPostgres(dataDir, port, 'postgres');
    try {
      expect(await answers(handle.url)).toBe(true);
      const file = path.join(dataDir, 'postgres-password');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const password = readFileSync(file, 'utf8').trim();
      expect(password.length).toBeGreaterThanOrEqual(24);
      expect(handle.url).toContain(encodeURIComponent(password));
      expect(await answers(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`)).toBe(false);
      // A failed statement (an attempted username, say) is in the server's log: nobody else may read it.
      await answers(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`, 'SELECT * FROM no_such_table');
      expect(readFileSync(path.join(dataDir, 'postgres.log'), 'utf8')).toContain('no_such_table');
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await handle.stop();
    }
  });

  it('makes a missing DATA_DIR for its owner only, and closes a log an older version left world-readable', async () => {
    const dataDir = path.join(tempDir('ff-pg-new-'), 'data');
    const fresh = await startEmbeddedPostgres(dataDir, await freePort(), 'postgres');
    await fresh.stop();
    // As root the cluster may live in the shared folder (the temporary folder above is closed): remove it.
    const elsewhere = path.join(dataDir, 'postgres-location');
    if (existsSync(elsewhere)) rmSync(readFileSync(elsewhere, 'utf8').trim(), { recursive: true, force: true });
    expect(statSync(dataDir).mode & 0o066).toBe(0);
    expect(openToOthers(dataDir)).toEqual([]);
    const old = tempDir('ff-pg-oldlog-');
    writeFileSync(path.join(old, 'postgres.log'), 'an old log\n');
    chmodSync(path.join(old, 'postgres.log'), 0o644);
    const again = await startEmbeddedPostgres(old, await freePort(), 'postgres');
    await again.stop();
    expect(statSync(path.join(old, 'postgres.log')).mode & 0o777).toBe(0o600);
  });

  (isRoot ? it : it.skip)('as root, works when a folder above DATA_DIR is closed to the postgres user (a checkout in /root)', async () => {
    const closed = tempDir('ff-pg-closed-');
    const dataDir = path.join(closed, 'data');
    mkdirSync(dataDir);
    const handle = await startEmbeddedPostgres(dataDir, await freePort(), 'postgres');
    const pgdata = readFileSync(path.join(dataDir, 'postgres-location'), 'utf8').trim();
    try {
      expect(await answers(handle.url)).toBe(true);
      expect(existsSync(path.join(pgdata, 'PG_VERSION'))).toBe(true);
    } finally {
      await handle.stop();
      rmSync(pgdata, { recursive: true, force: true });
    }
  });

  (isRoot ? it : it.skip)('as root, runs a PostgreSQL build the postgres user cannot reach from a copy it can', async () => {
    const closed = tempDir('ff-pg-build-'); // mode 0700: like a checkout in /root
    const native = path.join(closed, 'native');
    execFileSync('cp', ['-al', path.join(ROOT, 'node_modules/@embedded-postgres', `${os.platform()}-${os.arch()}`, 'native'), native]);
    const dataDir = tempDir('ff-pg-build-data-');
    const logged: string[] = [];
    const paths = resolveClusterPaths(dataDir, (line) => logged.push(line), native);
    try {
      expect(paths.runtime.startsWith(closed)).toBe(false);
      expect(logged.join('\n')).toContain('cannot reach');
      const version = spawnSync(path.join(paths.runtime, 'bin', 'postgres'), ['--version'], { ...paths.runAs, cwd: '/', encoding: 'utf8' });
      expect({ status: version.status, error: version.error?.message }).toEqual({ status: 0, error: undefined });
      expect(version.stdout).toMatch(/^postgres \(PostgreSQL\) \d+/);
      expect(resolveClusterPaths(dataDir, () => undefined, native).runtime).toBe(paths.runtime); // copied once
    } finally {
      rmSync(paths.runtime, { recursive: true, force: true });
    }
  });

  it('is started ahead of need (main.ts), and the next start for that folder and port takes that start over once', async () => {
    const dataDir = tempDir('ff-pg-early-');
    const port = await freePort();
    startEmbeddedPostgresEarly(dataDir, port);
    startEmbeddedPostgresEarly(dataDir, port); // a second call starts nothing more
    // the server comes up before anything asks for it
    const url = () =>
      `postgres://postgres:${encodeURIComponent(readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim())}@127.0.0.1:${port}/postgres`;
    const deadline = Date.now() + 30_000;
    while (!(existsSync(path.join(dataDir, 'postgres-password')) && (await answers(url()))) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(await answers(url())).toBe(true);
    const handle = await embeddedPostgresFor(dataDir, port);
    const again = await embeddedPostgresFor(dataDir, port); // a start of its own: the head start is handed over once
    try {
      expect(again).not.toBe(handle);
      expect(await answers(handle.url)).toBe(true);
    } finally {
      await again.stop();
      await handle.stop();
    }
  });

  it('reports initdb’s own output and what to do when initialisation fails', async () => {
    const dataDir = tempDir('ff-pg-bad-');
    mkdirSync(path.join(dataDir, 'postgres'));
    writeFileSync(path.join(dataDir, 'postgres', 'leftover.txt'), 'not a cluster');
    await expect(startEmbeddedPostgres(dataDir, await freePort(), 'postgres')).rejects.toThrow(
      /initdb\) failed[\s\S]*exists but is not empty[\s\S]*What to do/,
    );
  });
});

describe('embedded PostgreSQL shared by several processes', () => {
  it('a second process is a guest; the owner leaving hands the server over instead of stopping it', async () => {
    const dataDir = tempDir('ff-pg-share-');
    const port = await freePort();
    const cli = await startProcess(dataDir, port);
    const site = await startProcess(dataDir, port);
    expect([cli.role, site.role]).toEqual(['owner', 'guest']);
    await cli.send('stop');
    expect(await answers(site.url)).toBe(true);
    expect((await site.send('role')).role).toBe('owner');
    const pid = postmasterPid(dataDir);
    await site.send('stop');
    expect(alive(pid)).toBe(false);
  });

  it('a server left by an owner killed with -9 is taken over by the next process, which then stops it', async () => {
    const dataDir = tempDir('ff-pg-crash-');
    const port = await freePort();
    const first = await startProcess(dataDir, port);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const pid = postmasterPid(dataDir);
    expect(alive(pid)).toBe(true);
    const second = await startProcess(dataDir, port);
    expect(second.role).toBe('owner');
    expect(postmasterPid(dataDir)).toBe(pid);
    await second.send('stop');
    expect(alive(pid)).toBe(false);
  });

  it('a guest takes ownership when the owner dies, and an owner restarts a server that died', async () => {
    const dataDir = tempDir('ff-pg-lost-');
    const port = await freePort();
    const owner = await startProcess(dataDir, port);
    const guest = await startProcess(dataDir, port);
    owner.child.kill('SIGKILL');
    await eventually(async () => (await guest.send('role')).role === 'owner');
    process.kill(postmasterPid(dataDir), 'SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    await eventually(() => answers(guest.url), 60_000);
    const pid = postmasterPid(dataDir);
    await guest.send('stop');
    expect(alive(pid)).toBe(false);
  });
});
