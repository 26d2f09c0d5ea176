import { MIGRATIONS, RENAMED_MIGRATIONS } from '../../../migrations';
import { AppConfig } from '../config/app-config';
import { createTestDatabase } from '../testing/test-database';
import { openDatabase } from './data-source.factory';

describe('migrations renamed to the one timestamp rule', () => {
  it('an install that ran them under their old names is brought to the new names and runs none of them again', async () => {
    const config = AppConfig.fromEnv({}, { DATABASE_URL: await createTestDatabase(), LOG_LEVEL: 'error' });
    const first = await openDatabase(config);
    // As an install migrated before the renames left it.
    for (const [from, to] of RENAMED_MIGRATIONS) {
      await first.dataSource.query(`UPDATE migrations SET name = $1, timestamp = $2 WHERE name = $3`, [from, Number(from.slice(-13)), to]);
    }
    await first.dataSource.destroy();

    const again = await openDatabase(config); // would fail on "already exists" if a renamed migration ran again
    try {
      const rows: Array<{ name: string; timestamp: string }> = await again.dataSource.query(`SELECT name, timestamp FROM migrations ORDER BY id`);
      expect(rows.map((r) => r.name).sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
      expect(rows.every((r) => Number(r.timestamp) === Number(r.name.slice(-13)))).toBe(true);
    } finally {
      await again.dataSource.destroy();
    }
  });
});
