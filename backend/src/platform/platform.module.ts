import { BeforeApplicationShutdown, Global, Inject, Logger, Module, NestModule, OnApplicationBootstrap, OnApplicationShutdown, Provider } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { InProcessMessageBus } from './bus/in-process-message-bus';
import { MessageBus } from './bus/message-bus.port';
import { AppConfig } from './config/app-config';
import { Database, EntityList, openDatabase } from './database/data-source.factory';
import { EventLogRelay } from './event-log/event-log.relay';
import { EventStreams } from './event-log/event-streams';
import { UnitOfWork } from './event-log/unit-of-work';
import { GuardedFetcher, GuardedFetcherOptions } from './net/guarded-fetcher';
import { OperationsLog } from './operations/operations-log';
import { AuditedActions } from './operations/audited-actions';
import { ProjectionsService } from './projections/projections.service';
import { CatalogueReadModel } from './read-model/catalogue/catalogue-read-model.port';
import { CatalogueProjector } from './read-model/catalogue/catalogue.projector';
import { InMemoryCatalogueReadModel } from './read-model/catalogue/in-memory-catalogue-read-model';
import { RevisionCache } from './read-model/revision-cache';
import { LeanRoutes } from './http/lean-routes';
import { refuseUnsafeText } from './http/request-text';
import { JobScheduler, SchedulerSettings } from './scheduler/job-scheduler';
import { AfterReady } from './startup/after-ready';
import { Clock, SystemClock } from './time/clock';

export const DATABASE = Symbol('DATABASE');

/** Options a test or the benchmark can pass to replace configuration and the clock. */
export interface PlatformOptions {
  config: AppConfig;
  clock?: Clock;
  /** Run the relay and projectors in this process (false for the CLI). */
  projections?: boolean;
  /** The write model's TypeORM entities, gathered from the feature modules (platform knows none of them). */
  entities?: EntityList;
  /** Fire job schedules in this process (false for the CLI, which runs jobs only on demand). */
  jobs?: boolean;
  /** DNS for outside fetches (tests: none, so only FETCH_ALLOWED_ORIGINS answer). */
  resolve?: GuardedFetcherOptions['resolve'];
}

export const PLATFORM_OPTIONS = Symbol('PLATFORM_OPTIONS');

const providers = (options: PlatformOptions): Provider[] => [
  { provide: AppConfig, useValue: options.config },
  { provide: PLATFORM_OPTIONS, useValue: options },
  { provide: Clock, useValue: options.clock ?? new SystemClock() },
  { provide: SchedulerSettings, useValue: new SchedulerSettings(options.jobs ?? true) },
  { provide: DATABASE, useFactory: (config: AppConfig) => openDatabase(config, options.entities), inject: [AppConfig] },
  { provide: DataSource, useFactory: (db: Database) => db.dataSource, inject: [DATABASE] },
  {
    provide: MessageBus,
    // Distributed adapters are loaded only when configured, keeping the embedded start-up lean.
    useFactory: async (config: AppConfig) => {
      if (config.kafkaBrokers.length === 0) return new InProcessMessageBus();
      const { KafkaMessageBus } = require('./bus/kafka/kafka-message-bus') as typeof import('./bus/kafka/kafka-message-bus');
      return new KafkaMessageBus(config);
    },
    inject: [AppConfig],
  },
  {
    provide: CatalogueReadModel,
    useFactory: async (config: AppConfig) => {
      const url = config.values.ELASTICSEARCH_URL;
      const model = url
        ? new (
            require('./read-model/catalogue/elasticsearch-catalogue-read-model') as typeof import('./read-model/catalogue/elasticsearch-catalogue-read-model')
          ).ElasticsearchCatalogueReadModel(url, config.values.ELASTICSEARCH_INDEX_PREFIX)
        : new InMemoryCatalogueReadModel();
      await model.init();
      return model;
    },
    inject: [AppConfig],
  },
  { provide: CatalogueProjector, useFactory: (catalogue: CatalogueReadModel) => new CatalogueProjector(catalogue), inject: [CatalogueReadModel] },
  {
    provide: EventLogRelay,
    useFactory: (ds: DataSource, bus: MessageBus, db: Database) => new EventLogRelay(ds, bus, db.url),
    inject: [DataSource, MessageBus, DATABASE],
  },
  { provide: GuardedFetcher, useFactory: (config: AppConfig) => GuardedFetcher.fromConfig(config, { resolve: options.resolve }), inject: [AppConfig] },
  UnitOfWork,
  EventStreams,
  OperationsLog,
  AuditedActions,
  ProjectionsService,
  RevisionCache,
  LeanRoutes,
  JobScheduler,
  AfterReady,
];

/**
 * Infrastructure every feature uses: database, event log, bus, projections, the catalogue read model, job scheduler,
 * clock. Feature read models (the event index) live in their modules and register with ProjectionsService and RevisionCache.
 */
@Global()
@Module({})
export class PlatformModule implements NestModule, OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Platform');

  static forRoot(options: PlatformOptions) {
    const list = providers(options);
    return {
      module: PlatformModule,
      providers: list,
      exports: list.map((p) => (typeof p === 'function' ? p : (p as { provide: unknown }).provide)) as never[],
    };
  }

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformOptions,
    private readonly bus: MessageBus,
    private readonly relay: EventLogRelay,
    private readonly projections: ProjectionsService,
    private readonly catalogue: CatalogueReadModel,
    private readonly adapter: HttpAdapterHost,
    revisions: RevisionCache,
    catalogueProjector: CatalogueProjector,
  ) {
    revisions.track(catalogue);
    projections.register(catalogueProjector);
  }

  /** HTTP apps only, after the body parsers: text PostgreSQL cannot hold is refused before any route (request-text.ts). */
  configure(): void {
    this.adapter.httpAdapter.use(refuseUnsafeText);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.projections === false) return;
    await this.bus.start();
    await this.projections.startAll();
    await this.relay.start(this.projections.lowestCheckpoint());
    this.logger.log('event log relay and projections running');
  }

  /** Stop feeding read models first: modules close their own read models in onApplicationShutdown. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    await this.projections.stopAll();
    await this.bus.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.catalogue.close();
    await this.db.dataSource.destroy();
    await this.db.embedded?.stop();
  }
}
