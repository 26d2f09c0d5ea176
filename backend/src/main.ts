import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { AppConfig } from './platform/config/app-config';
import { AfterReady } from './platform/startup/after-ready';

async function main(): Promise<void> {
  const started = Date.now();
  const config = AppConfig.fromEnv();
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
