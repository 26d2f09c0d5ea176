import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../../migrations';
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
  await dataSource.runMigrations({ transaction: 'each' });
  return { dataSource, url, embedded };
}
