import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** A fresh, empty database in the test PostgreSQL for one test file; returns its URL. */
export async function createTestDatabase(prefix = 'ff_test'): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set: run integration tests through jest (backend-int project)');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: base });
  admin.on('error', () => undefined); // a dropped connection fails the query, not the test process
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
