import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../../migrations';
import { AppConfig } from '../config/app-config';
import { EmbeddedPostgresHandle, startEmbeddedPostgres } from './embedded-postgres';
import { ENTITIES } from './entities';

export interface Database {
  dataSource: DataSource;
  url: string;
  embedded: EmbeddedPostgresHandle | null;
}

/** Connects to DATABASE_URL, or starts embedded PostgreSQL under DATA_DIR; then runs migrations. */
export async function openDatabase(config: AppConfig): Promise<Database> {
  const embedded = config.values.DATABASE_URL
    ? null
    : await startEmbeddedPostgres(config.dataDir, config.values.EMBEDDED_POSTGRES_PORT);
  const url = config.values.DATABASE_URL ?? embedded!.url;
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    extra: { max: 10 },
  });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return { dataSource, url, embedded };
}
