import { DataSource } from 'typeorm';
import { MIGRATIONS, RENAMED_MIGRATIONS } from '../../../migrations';
import { AppConfig } from '../config/app-config';
import { EmbeddedPostgresHandle, embeddedPostgresFor } from './embedded-postgres';

export interface Database {
  dataSource: DataSource;
  url: string;
  embedded: EmbeddedPostgresHandle | null;
}

/** TypeORM entity classes; each feature module lists its own and the app module gathers them. */
export type EntityList = Array<new (...args: never[]) => object>;

/** Connects to DATABASE_URL, or starts embedded PostgreSQL under DATA_DIR; then runs migrations. */
export async function openDatabase(config: AppConfig, entities: EntityList = []): Promise<Database> {
  const embedded = config.values.DATABASE_URL ? null : await embeddedPostgresFor(config.dataDir, config.values.EMBEDDED_POSTGRES_PORT);
  const url = config.values.DATABASE_URL ?? embedded!.url;
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    extra: { max: 10 },
  });
  await dataSource.initialize();
  await renameMigrationRows(dataSource);
  await dataSource.runMigrations({ transaction: 'each' });
  return { dataSource, url, embedded };
}

/** Rows of migrations that ran under their old names take the new names, so TypeORM does not run them again. */
async function renameMigrationRows(dataSource: DataSource): Promise<void> {
  const [{ present }] = await dataSource.query(`SELECT to_regclass('migrations') IS NOT NULL AS present`);
  if (!present) return;
  for (const [from, to] of RENAMED_MIGRATIONS) {
    await dataSource.query(`UPDATE migrations SET name = $2, timestamp = $3 WHERE name = $1`, [from, to, Number(to.slice(-13))]);
  }
}
