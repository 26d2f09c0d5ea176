import { BeforeApplicationShutdown, Inject, Module, OnApplicationBootstrap, OnModuleInit, Optional } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { EventIndexSnapshots } from './infrastructure/read-model/embedded/event-index-snapshots';
import { eventIndexSnapshotProviders } from './infrastructure/read-model/embedded/event-index-snapshots.providers';
import { CqrsModule, QueryBus } from '@nestjs/cqrs';
import { LeanRoutes } from '../../platform/http/lean-routes';
import { searchEventsLeanRoute } from './queries/search-events/search-events.lean-route';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { RevisionCache } from '../../platform/read-model/revision-cache';
import { EventReadModel } from './application/ports/event-read-model.port';
import { EventFinder } from './application/event-finder';
import { EventRepository } from './application/ports/event.repository.port';
import { CreateEventHandler } from './commands/create-event/create-event.handler';
import { EventTransition } from './commands/event-transition';
import { ExpireEventHandler } from './commands/expire-event/expire-event.handler';
import { ExpirePastEventsHandler } from './commands/expire-past-events/expire-past-events.handler';
import { expirePastEventsJob } from './commands/expire-past-events/expire-past-events.job';
import { FeatureEventHandler } from './commands/feature-event/feature-event.handler';
import { BulkEventImport } from './commands/import-events/bulk-event-import';
import { ImportEventsHandler } from './commands/import-events/import-events.handler';
import { PublishEventHandler } from './commands/publish-event/publish-event.handler';
import { RemoveEventHandler } from './commands/remove-event/remove-event.handler';
import { UnfeatureEventHandler } from './commands/unfeature-event/unfeature-event.handler';
import { UpdateEventHandler } from './commands/update-event/update-event.handler';
import { EventEntity } from './infrastructure/event.entity';
import { EventSearchProjector } from './infrastructure/event-search.projection';
import { AdminEventActions } from './commands/admin-event-actions';
import { EventRequestParser } from './commands/event-request.parser';
import { BulkEventActionController } from './commands/bulk-event-action/bulk-event-action.http.controller';
import { BulkEventActionHandler } from './commands/bulk-event-action/bulk-event-action.handler';
import { CreateEventAdminController } from './commands/create-event/create-event.admin.http.controller';
import { ExpireEventController } from './commands/expire-event/expire-event.http.controller';
import { FeatureEventController } from './commands/feature-event/feature-event.http.controller';
import { PublishEventController } from './commands/publish-event/publish-event.http.controller';
import { RemoveEventController } from './commands/remove-event/remove-event.http.controller';
import { UnfeatureEventController } from './commands/unfeature-event/unfeature-event.http.controller';
import { RestoreEventController } from './commands/restore-event/restore-event.http.controller';
import { RestoreEventHandler } from './commands/restore-event/restore-event.handler';
import { UpdateEventAdminController } from './commands/update-event/update-event.admin.http.controller';
import { GetAdminEventController } from './queries/get-admin-event/get-admin-event.http.controller';
import { GetAdminEventHandler } from './queries/get-admin-event/get-admin-event.handler';
import { GetCatalogueStatsController } from './queries/get-catalogue-stats/get-catalogue-stats.http.controller';
import { GetCatalogueStatsHandler, ListQualityRulesHandler } from './queries/get-catalogue-stats/get-catalogue-stats.handler';
import { GetEventHistoryController } from './queries/get-event-history/get-event-history.http.controller';
import { GetEventHistoryHandler } from './queries/get-event-history/get-event-history.handler';
import { ListAdminEventsController } from './queries/list-admin-events/list-admin-events.http.controller';
import { ListAdminEventsHandler } from './queries/list-admin-events/list-admin-events.handler';
import { EventReadModelModule } from './infrastructure/read-model/event-read-model.module';
import { EmbeddingsModule } from '../embeddings/embeddings.module';
import { TypeOrmEventRepository } from './infrastructure/typeorm-event.repository';
import { CountEventsByCategoryHandler } from './queries/count-events-by-category/count-events-by-category.handler';
import { EventsByRegionHandler } from './queries/events-by-region/events-by-region.handler';
import { EventsByRegionController } from './queries/events-by-region/events-by-region.http.controller';
import { EventsByTimeFilterHandler } from './queries/events-by-time-filter/events-by-time-filter.handler';
import { EventsByTimeFilterController } from './queries/events-by-time-filter/events-by-time-filter.http.controller';
import { ExpiredEventHandler } from './queries/expired-event/expired-event.handler';
import { ExpiredEventController } from './queries/expired-event/expired-event.http.controller';
import { FeaturedEventsHandler } from './queries/featured-events/featured-events.handler';
import { FeaturedEventsController } from './queries/featured-events/featured-events.http.controller';
import { GetEventHandler } from './queries/get-event/get-event.handler';
import { EventsAtPlaceHandler } from './queries/events-at-place/events-at-place.handler';
import { GetEventController } from './queries/get-event/get-event.http.controller';
import { ListEventsHandler } from './queries/list-events/list-events.handler';
import { UpcomingEventIdsHandler } from './queries/upcoming-event-ids/upcoming-event-ids.handler';
import { ListEventsController } from './queries/list-events/list-events.http.controller';
import { RegionsHandler } from './queries/regions/regions.handler';
import { RegionsController } from './queries/regions/regions.http.controller';
import { SearchEventsHandler } from './queries/search-events/search-events.handler';
import { FollowedEventsHandler } from './queries/followed-events/followed-events.handler';
import { MatchEventsToSearchesHandler } from './queries/match-events-to-searches/match-events-to-searches.handler';
import { ChangedEventDocuments } from './application/ports/changed-event-documents.port';
import { EventLogChangedEventDocuments } from './infrastructure/changed-event-documents';
import { EventChangeLog } from './application/ports/event-change-log.port';
import { EventLogEventChangeLog } from './infrastructure/event-log-event-change-log';
import { EventChangesHandler } from './queries/event-changes/event-changes.handler';
import { SearchEventsController } from './queries/search-events/search-events.http.controller';
import { TimeFiltersHandler } from './queries/time-filters/time-filters.handler';
import { TimeFiltersController } from './queries/time-filters/time-filters.http.controller';
import { UpcomingEventsHandler } from './queries/upcoming-events/upcoming-events.handler';
import { UpcomingEventsController } from './queries/upcoming-events/upcoming-events.http.controller';
import { YearEventsHandler } from './queries/year-events/year-events.handler';
import { YearEventsController } from './queries/year-events/year-events.http.controller';
import { YearsSummaryHandler } from './queries/years-summary/years-summary.handler';
import { YearsSummaryController } from './queries/years-summary/years-summary.http.controller';
import { KnownCategories } from './application/ports/known-categories.port';
import { Clock } from '../../platform/time/clock';
import { ScheduledPublications } from './application/ports/scheduled-publications.port';
import { TypeOrmScheduledPublications } from './infrastructure/typeorm-scheduled-publications';
import { StoredEventDocuments } from './application/ports/stored-event-documents.port';
import { TypeOrmStoredEventDocuments } from './infrastructure/typeorm-stored-event-documents';
import { CancelScheduledPublishHandler, SchedulePublishHandler } from './commands/schedule-publish/schedule-publish.handler';
import { SchedulePublishController } from './commands/schedule-publish/schedule-publish.http.controller';
import { PublishScheduledEventsHandler } from './commands/publish-scheduled-events/publish-scheduled-events.handler';
import { publishScheduledEventsJob } from './commands/publish-scheduled-events/publish-scheduled-events.job';
import { PreviewEventHandler } from './queries/preview-event/preview-event.handler';
import { PreviewEventController } from './queries/preview-event/preview-event.http.controller';

@Module({
  // KnownCategories comes from the (global) CategoriesModule: events imports nothing of categories.
  imports: [CqrsModule, EventReadModelModule, EmbeddingsModule],
  // Order matters: GetEventController's `:id` route comes last among the public ones; admin literal paths before admin `:id`.
  controllers: [
    ListEventsController,
    FeaturedEventsController,
    UpcomingEventsController,
    EventsByTimeFilterController,
    EventsByRegionController,
    YearEventsController,
    SearchEventsController,
    TimeFiltersController,
    RegionsController,
    YearsSummaryController,
    ExpiredEventController,
    GetEventController,
    GetCatalogueStatsController,
    ListAdminEventsController,
    CreateEventAdminController,
    BulkEventActionController,
    GetEventHistoryController,
    PublishEventController,
    SchedulePublishController,
    PreviewEventController,
    FeatureEventController,
    UnfeatureEventController,
    ExpireEventController,
    RemoveEventController,
    RestoreEventController,
    UpdateEventAdminController,
    GetAdminEventController,
  ],
  providers: [
    ...eventIndexSnapshotProviders,
    {
      provide: EventFinder,
      useFactory: (index: EventReadModel, clock: Clock, categories: KnownCategories) => new EventFinder(index, clock, categories),
      inject: [EventReadModel, Clock, KnownCategories],
    },
    { provide: EventRepository, useClass: TypeOrmEventRepository },
    { provide: ScheduledPublications, useClass: TypeOrmScheduledPublications },
    { provide: StoredEventDocuments, useClass: TypeOrmStoredEventDocuments },
    SchedulePublishHandler,
    CancelScheduledPublishHandler,
    PublishScheduledEventsHandler,
    PreviewEventHandler,
    EventTransition,
    CreateEventHandler,
    UpdateEventHandler,
    ImportEventsHandler,
    BulkEventImport,
    PublishEventHandler,
    FeatureEventHandler,
    UnfeatureEventHandler,
    ExpireEventHandler,
    RemoveEventHandler,
    ExpirePastEventsHandler,
    ListEventsHandler,
    UpcomingEventIdsHandler,
    FeaturedEventsHandler,
    UpcomingEventsHandler,
    EventsByTimeFilterHandler,
    EventsByRegionHandler,
    YearEventsHandler,
    SearchEventsHandler,
    FollowedEventsHandler,
    MatchEventsToSearchesHandler,
    { provide: ChangedEventDocuments, useClass: EventLogChangedEventDocuments },
    { provide: EventChangeLog, useClass: EventLogEventChangeLog },
    EventChangesHandler,
    TimeFiltersHandler,
    RegionsHandler,
    YearsSummaryHandler,
    CountEventsByCategoryHandler,
    GetEventHandler,
    EventsAtPlaceHandler,
    ExpiredEventHandler,
    AdminEventActions,
    EventRequestParser,
    RestoreEventHandler,
    BulkEventActionHandler,
    ListAdminEventsHandler,
    GetAdminEventHandler,
    GetEventHistoryHandler,
    GetCatalogueStatsHandler,
    ListQualityRulesHandler,
  ],
  exports: [EventReadModelModule, EventFinder, EventRepository, BulkEventImport, EventIndexSnapshots],
})
export class EventsModule implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  /** TypeORM entities this module owns; AppModule hands them to the data source. */
  static readonly entities = [EventEntity];

  constructor(
    private readonly projections: ProjectionsService,
    private readonly revisions: RevisionCache,
    private readonly index: EventReadModel,
    private readonly scheduler: JobScheduler,
    private readonly leanRoutes: LeanRoutes,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
    private readonly projector: EventSearchProjector,
    @Optional() @Inject(EventIndexSnapshots) private readonly snapshots: EventIndexSnapshots | null,
  ) {}

  onModuleInit(): void {
    this.projections.register(this.projector);
    this.leanRoutes.register(searchEventsLeanRoute(this.queries));
    this.revisions.track(this.index);
    this.scheduler.register(expirePastEventsJob);
    this.scheduler.register(publishScheduledEventsJob);
  }

  /** Periodic snapshots of the running site's index (a CLI context never runs the projector, so never saves). */
  onApplicationBootstrap(): void {
    const { READ_MODEL_SNAPSHOT_IDLE_SECONDS, READ_MODEL_SNAPSHOT_MIN_INTERVAL_SECONDS } = this.config.values;
    this.snapshots?.startPeriodic(this.projections.runner(this.projector.name), {
      idleMs: READ_MODEL_SNAPSHOT_IDLE_SECONDS * 1000,
      minIntervalMs: READ_MODEL_SNAPSHOT_MIN_INTERVAL_SECONDS * 1000,
    });
  }

  /** Saves the index with the log position it reflects, once the projector has stopped (see docs/search-performance.md). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.snapshots?.saveAtShutdown(this.projections.runner(this.projector.name));
  }
}
