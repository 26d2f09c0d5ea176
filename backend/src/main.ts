import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { AppConfig } from './platform/config/app-config';
import { prefetchEventIndexSnapshot } from './modules/events/infrastructure/read-model/embedded/event-index-snapshot';
import { startEmbeddedPostgresEarly } from './platform/database/embedded-postgres';

async function main(): Promise<void> {
  const started = Date.now();
  const config = AppConfig.fromEnv();
  // While the main thread loads the code below, a worker thread reads and checksums the index snapshot
  // and the embedded PostgreSQL boots.
  prefetchEventIndexSnapshot(config);
  if (!config.values.DATABASE_URL) startEmbeddedPostgresEarly(config.dataDir, config.values.EMBEDDED_POSTGRES_PORT);
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded here, after the read-ahead has started */
  const { createApp } = require('./bootstrap') as typeof import('./bootstrap');
  const { AfterReady } = require('./platform/startup/after-ready') as typeof import('./platform/startup/after-ready');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const app = await createApp({ config });
  await app.listen(config.values.PORT, config.values.HOST);
  app.get(AfterReady).start();
  const url = await app.getUrl();
  Logger.log(`Festival Finder ready at ${url.replace('[::1]', 'localhost').replace('0.0.0.0', 'localhost')} in ${Date.now() - started} ms`, 'Main');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
