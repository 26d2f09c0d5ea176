import { INestApplication, INestApplicationContext, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import { json, NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { installEmbedCors } from './modules/embeds/application/embed-cors';
import { CatalogueRefresher } from './modules/seed/catalogue.refresher';
import { CatalogueSeeder } from './modules/seed/catalogue.seeder';
import { AppConfig } from './platform/config/app-config';
import { HttpExceptionFilter } from './platform/http/http-exception.filter';
import { ResponseCache } from './platform/http/response-cache';
import { LeanRoutes } from './platform/http/lean-routes';
import { buildOpenApiDocument, RouteAccess } from './platform/http/openapi/openapi-document';
import { findPublicRoute } from './modules/identity/application/public-routes';
import { RevisionCache } from './platform/read-model/revision-cache';
import { ProjectionsService } from './platform/projections/projections.service';
import { JobScheduler } from './platform/scheduler/job-scheduler';
import { Clock } from './platform/time/clock';
import { PlatformOptions } from './platform/platform.module';
import { pathAlternatives, SMART_SEARCH_PATHS } from './modules/search/contracts/smart-search-paths';

export interface StartOptions {
  config?: AppConfig;
  clock?: Clock;
  /** Seed the real catalogue into an empty database (default: SEED_CATALOGUE). */
  seed?: boolean;
  /** Replay into the read model and follow the log (default true; the CLI turns it off). */
  projections?: boolean;
  /** DNS for outside fetches; the test harness gives one that resolves nothing. */
  resolve?: PlatformOptions['resolve'];
  /** Fire job schedules (default true); a test that drives a job through a controlled clock turns them off. */
  jobs?: PlatformOptions['jobs'];
}

const LEVELS: Record<string, LogLevel[]> = {
  error: ['error'],
  warn: ['error', 'warn'],
  log: ['error', 'warn', 'log'],
  debug: ['error', 'warn', 'log', 'debug'],
};

/** Builds the whole app, seeds if asked, and returns once the read model has caught up. */
export async function createApp(options: StartOptions = {}): Promise<INestApplication> {
  const config = options.config ?? AppConfig.fromEnv();
  const app = await NestFactory.create(
    AppModule.forRoot({ config, clock: options.clock, projections: options.projections ?? true, resolve: options.resolve, jobs: options.jobs }),
    {
      logger: LEVELS[config.values.LOG_LEVEL],
      bodyParser: true,
    },
  );
  const securityHeaders = configureHttp(app, config);
  // Inner to outer: the lean path answers computed public searches, the response cache replays answers.
  if (config.layerOn('lean-path')) app.get(LeanRoutes).install(app.getHttpServer(), [securityHeaders]);
  if (config.layerOn('response-cache')) installResponseCache(app, config);
  // Outermost: cached and lean answers of the embed reads carry the CORS header too.
  installEmbedCors(app.getHttpServer());
  app.enableShutdownHooks();
  await app.init();
  await afterInit(app, config, options);
  return app;
}

/** An app context without HTTP (CLI). */
export async function createContext(options: StartOptions = {}): Promise<INestApplicationContext> {
  const config = options.config ?? AppConfig.fromEnv();
  const ctx = await NestFactory.createApplicationContext(
    AppModule.forRoot({ config, clock: options.clock, projections: options.projections ?? false, jobs: false }),
    { logger: LEVELS.warn },
  );
  await ctx.init();
  await afterInit(ctx, config, options);
  return ctx;
}

async function afterInit(app: INestApplicationContext, config: AppConfig, options: StartOptions) {
  if (options.seed ?? config.values.SEED_CATALOGUE === 'true') {
    // An install seeded by an older seeder is brought up to the current plan (untouched events only; idempotent).
    if (!(await app.get(CatalogueSeeder).seedIfEmpty())) await app.get(CatalogueRefresher).refresh();
  }
  if (options.projections ?? true) await app.get(ProjectionsService).waitUntilCaughtUp();
  app.get(JobScheduler).startSchedules(); // only where schedules fire (not in CLI contexts)
}

/** Public reads are pure functions of URL and read-model stamp: replay them without the framework. */
function installResponseCache(app: INestApplication, config: AppConfig): void {
  const revisions = app.get(RevisionCache);
  const readPaths = /^\/api\/(events|categories|news|feeds)(\/|\?|$)/;
  // OpenAI answers are not deterministic (and fall back on failure): never replay them.
  const smart = config.values.OPENAI_API_KEY ? new RegExp(`^(${pathAlternatives([...SMART_SEARCH_PATHS, '/api/feeds/smart-search'])})`) : null;
  new ResponseCache({
    cacheable: (url) => readPaths.test(url) && !smart?.test(url),
    stamp: () => revisions.currentStamp(),
    // A URL asked once (most computed searches) is not worth keeping: the second ask stores it.
    storeOnRepeat: true,
  }).install(app.getHttpServer());
}

/** Returns the security-header middleware (the lean path sets the same headers). */
function configureHttp(app: INestApplication, config: AppConfig) {
  const publicBaseUrl = config.values.PUBLIC_BASE_URL;
  const express = app.getHttpAdapter().getInstance();
  express.set('trust proxy', config.trustProxy);
  express.disable('x-powered-by');
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Admin pages open OAuth popups (TikTok) that report back with postMessage.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.use(securityHeaders);
  app.use(cookieParser());
  // A subscriber import carries up to 100,000 addresses: its own, larger JSON limit (every other route keeps 100 kB).
  // (Wrapped: Nest skips its own JSON parser when it finds a layer named "jsonParser" already installed.)
  const largeImportJson = json({ limit: '12mb' });
  app.use('/api/newsletter/import-csv', (req: Request, res: Response, next: NextFunction) => largeImportJson(req, res, next));
  app.useGlobalFilters(new HttpExceptionFilter());
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app, publicBaseUrl, routeAccess), { jsonDocumentUrl: 'api/docs-json' });
  return securityHeaders;
}

/** The global guard's allow-list, as the OpenAPI document states it. */
const routeAccess: RouteAccess = (method, path) => {
  const route = findPublicRoute(method, path);
  return !route ? 'admin' : route.key === 'partner' ? 'partner-key' : route.csrf ? 'public-csrf' : 'public';
};
