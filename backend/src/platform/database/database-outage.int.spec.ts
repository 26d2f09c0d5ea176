import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { eventually, startTestApp, TestApp } from '../testing/test-app';
import { freePort } from '../testing/free-port';
import { EmbeddedPostgresHandle, startEmbeddedPostgres } from './embedded-postgres';

jest.setTimeout(180_000);

/** The site on its own embedded PostgreSQL, which the test terminates connections of and stops. */
describe('database faults', () => {
  let dataDir: string;
  let port: number;
  let pg: EmbeddedPostgresHandle;
  let site: TestApp;

  const listenerPids = async (): Promise<number[]> => {
    const admin = new Client({ connectionString: pg.url });
    admin.on('error', () => undefined);
    await admin.connect();
    try {
      const rows = await admin.query(`SELECT pid FROM pg_stat_activity WHERE query = 'LISTEN event_log' AND pid <> pg_backend_pid()`);
      return rows.rows.map((r: { pid: number }) => r.pid);
    } finally {
      await admin.end();
    }
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ff-outage-'));
    port = await freePort();
    pg = await startEmbeddedPostgres(dataDir, port, 'festival_finder', { watchMs: 60_000 });
    site = await startTestApp({ databaseUrl: pg.url, seed: true });
  });
  afterAll(async () => {
    await site?.close();
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('re-establishes the relay’s LISTEN connection after its backend is terminated', async () => {
    const [before] = await listenerPids();
    expect(before).toBeDefined();
    const admin = new Client({ connectionString: pg.url });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [before]);
    await admin.end();
    await eventually(async () => {
      const now = await listenerPids();
      expect(now).toHaveLength(1);
      expect(now[0]).not.toBe(before);
    }, 10_000);
  });

  it('answers 503 with Retry-After while the database is down, and recovers when it is back', async () => {
    await pg.stop();
    const read = await fetch(`${site.base}/api/categories/not-a-category/events?limit=1&nocache=${Date.now()}`);
    const health = await fetch(`${site.base}/api/health`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { database: string }).database).toBe('down');
    const signUp = await fetch(`${site.base}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'outage@example.com' }),
    });
    expect(signUp.status).toBe(503);
    expect(signUp.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = (await signUp.json()) as { message: string; code: string };
    expect(body.code).toBe('database-unavailable');
    expect(body.message).toMatch(/try again/);
    expect(read.status).toBeLessThan(500); // public reads come from the read model, not the database

    pg = await startEmbeddedPostgres(dataDir, port, 'festival_finder', { watchMs: 60_000 });
    await eventually(async () => expect((await fetch(`${site.base}/api/health`)).status).toBe(200), 30_000);
    await eventually(async () => expect(await listenerPids()).toHaveLength(1), 15_000);
  });
});
