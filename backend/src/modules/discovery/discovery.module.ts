import { Module, BeforeApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AppConfig } from '../../platform/config/app-config';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { Clock } from '../../platform/time/clock';
import { DiscoveryRunner } from './application/discovery-runner';
import { DiscoveryRuns } from './application/discovery-runs';
import { Catalogue, EventImporter } from './application/ports/catalogue.port';
import { DiscoveryLock } from './application/ports/discovery-lock.port';
import { DiscoverySources } from './application/ports/discovery-source.port';
import { DiscoveryRunRepository } from './application/ports/discovery-run.repository.port';
import { ProvenanceRepository } from './application/ports/provenance.repository.port';
import { DiscoverEventsHandler } from './commands/discover-events/discover-events.handler';
import { discoverEventsJob } from './commands/discover-events/discover-events.job';
import { StartDiscoveryHandler } from './commands/start-discovery/start-discovery.handler';
import { StartDiscoveryController } from './commands/start-discovery/start-discovery.http.controller';
import { SourceName } from './domain/found-event';
import { CommandBusEventImporter, QueryBusCatalogue } from './infrastructure/bus-catalogue';
import { ConfiguredSources } from './infrastructure/sources/configured-sources';
import { AiProposalsSource } from './infrastructure/sources/ai-proposals.source';
import { IcsFeedSource } from './infrastructure/sources/ics-feed.source';
import { SiteCrawlerSource } from './infrastructure/sources/site-crawler.source';
import { SkiddleSource } from './infrastructure/sources/skiddle.source';
import { TicketmasterSource } from './infrastructure/sources/ticketmaster.source';
import { PostgresDiscoveryLock } from './infrastructure/postgres-discovery-lock';
import { SqlDiscoveryRunRepository } from './infrastructure/sql-discovery-run.repository';
import { SqlProvenanceRepository } from './infrastructure/sql-provenance.repository';
import { SqlDiscoverySiteRepository } from './infrastructure/sql-discovery-site.repository';
import { DiscoverySiteRepository } from './application/ports/discovery-site.repository.port';
import { AddDiscoverySiteHandler } from './commands/add-discovery-site/add-discovery-site.handler';
import { AddDiscoverySiteController } from './commands/add-discovery-site/add-discovery-site.http.controller';
import { RemoveDiscoverySiteHandler } from './commands/remove-discovery-site/remove-discovery-site.handler';
import { RemoveDiscoverySiteController } from './commands/remove-discovery-site/remove-discovery-site.http.controller';
import { ListDiscoverySitesHandler } from './queries/list-discovery-sites/list-discovery-sites.handler';
import { ListDiscoverySitesController } from './queries/list-discovery-sites/list-discovery-sites.http.controller';
import { GetDiscoveryRunHandler } from './queries/get-discovery-run/get-discovery-run.handler';
import { GetDiscoveryRunController } from './queries/get-discovery-run/get-discovery-run.http.controller';
import { GetEventProvenanceHandler } from './queries/get-event-provenance/get-event-provenance.handler';
import { GetEventProvenanceController } from './queries/get-event-provenance/get-event-provenance.http.controller';
import { ListDiscoveryRunsHandler } from './queries/list-discovery-runs/list-discovery-runs.handler';
import { ListDiscoveryRunsController } from './queries/list-discovery-runs/list-discovery-runs.http.controller';

/**
 * Event discovery (docs/discovery.md): sources behind one port, normalisation, de-duplication against the catalogue
 * (through the events module's queries), import through its ImportEventsCommand with provenance, runs with progress
 * for the admin tool, and the scheduled job `discover-events`.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    StartDiscoveryController,
    ListDiscoveryRunsController,
    GetDiscoveryRunController,
    GetEventProvenanceController,
    ListDiscoverySitesController,
    AddDiscoverySiteController,
    RemoveDiscoverySiteController,
  ],
  providers: [
    { provide: DiscoveryRunRepository, useClass: SqlDiscoveryRunRepository },
    { provide: ProvenanceRepository, useClass: SqlProvenanceRepository },
    { provide: DiscoverySiteRepository, useClass: SqlDiscoverySiteRepository },
    { provide: DiscoveryLock, useClass: PostgresDiscoveryLock },
    { provide: Catalogue, useClass: QueryBusCatalogue },
    { provide: EventImporter, useClass: CommandBusEventImporter },
    SiteCrawlerSource,
    IcsFeedSource,
    SkiddleSource,
    TicketmasterSource,
    AiProposalsSource,
    { provide: DiscoverySources, useClass: ConfiguredSources },
    {
      provide: DiscoveryRunner,
      useFactory: (
        sources: DiscoverySources,
        runs: DiscoveryRunRepository,
        provenance: ProvenanceRepository,
        catalogue: Catalogue,
        importer: EventImporter,
        clock: Clock,
        config: AppConfig,
      ) =>
        new DiscoveryRunner(sources, runs, provenance, catalogue, importer, clock, {
          publishSources: new Set(
            config.values.DISCOVERY_PUBLISH_SOURCES.split(',')
              .map((s) => s.trim())
              .filter(Boolean) as SourceName[],
          ),
          importBatchSize: 200,
        }),
      inject: [DiscoverySources, DiscoveryRunRepository, ProvenanceRepository, Catalogue, EventImporter, Clock, AppConfig],
    },
    {
      provide: DiscoveryRuns,
      useFactory: (runs: DiscoveryRunRepository, runner: DiscoveryRunner, clock: Clock) => new DiscoveryRuns(runs, runner, clock),
      inject: [DiscoveryRunRepository, DiscoveryRunner, Clock],
    },
    StartDiscoveryHandler,
    DiscoverEventsHandler,
    GetDiscoveryRunHandler,
    ListDiscoveryRunsHandler,
    GetEventProvenanceHandler,
    AddDiscoverySiteHandler,
    RemoveDiscoverySiteHandler,
    ListDiscoverySitesHandler,
  ],
})
export class DiscoveryModule implements OnModuleInit, BeforeApplicationShutdown {
  constructor(
    private readonly scheduler: JobScheduler,
    private readonly runs: DiscoveryRuns,
  ) {}

  onModuleInit(): void {
    this.scheduler.register(discoverEventsJob);
  }

  /** A run in flight finishes (and releases its lock) before the database goes away. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.runs.drain();
  }
}
