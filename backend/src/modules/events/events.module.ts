import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { EventReadModel } from '../../platform/read-model/event-read-model.port';
import { CategoriesModule } from '../categories/categories.module';
import { EventFinder } from './application/event-finder';
import { EventRepository } from './application/ports/event.repository.port';
import { CreateEventHandler } from './commands/create-event/create-event.handler';
import {
  EventTransition,
  ExpireEventHandler,
  FeatureEventHandler,
  PublishEventHandler,
  RemoveEventHandler,
  UnfeatureEventHandler,
} from './commands/event-lifecycle/event-lifecycle.handlers';
import { ExpirePastEventsJob } from './commands/expire-past-events/expire-past-events.job';
import { ImportEventsHandler } from './commands/import-events/import-events.handler';
import { UpdateEventHandler } from './commands/update-event/update-event.handler';
import { EventSearchProjector } from './infrastructure/event-search.projection';
import { AdminEventActions } from './application/admin-event-actions';
import { EventRequestParser } from './application/event-request.parser';
import { BulkEventActionController } from './commands/bulk-event-action/bulk-event-action.http.controller';
import { BulkEventActionHandler } from './commands/bulk-event-action/bulk-event-action.handler';
import { CreateEventAdminController } from './commands/create-event/create-event.admin.http.controller';
import { EventLifecycleAdminController } from './commands/event-lifecycle/event-lifecycle.admin.http.controller';
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
import { TypeOrmEventRepository } from './infrastructure/typeorm-event.repository';
import { BrowseEventsController } from './queries/browse-events/browse-events.http.controller';
import {
  EventsByRegionHandler,
  EventsByTimeFilterHandler,
  FeaturedEventsHandler,
  ListEventsHandler,
  UpcomingEventsHandler,
  YearEventsHandler,
} from './queries/browse-events/browse-events.handlers';
import { EventFacetsController } from './queries/event-facets/event-facets.http.controller';
import { RegionsHandler, TimeFiltersHandler, YearsSummaryHandler } from './queries/event-facets/event-facets.handlers';
import { GetEventController } from './queries/get-event/get-event.http.controller';
import { ExpiredEventHandler, GetEventHandler } from './queries/get-event/get-event.handlers';
import { SearchEventsController } from './queries/search-events/search-events.http.controller';
import { SearchEventsHandler } from './queries/search-events/search-events.handler';

@Module({
  imports: [CqrsModule, CategoriesModule],
  // Order matters: GetEventController's `:id` route comes last; so do the admin `:id` routes.
  controllers: [
    BrowseEventsController,
    SearchEventsController,
    EventFacetsController,
    GetEventController,
    GetCatalogueStatsController,
    ListAdminEventsController,
    CreateEventAdminController,
    BulkEventActionController,
    GetEventHistoryController,
    EventLifecycleAdminController,
    RestoreEventController,
    UpdateEventAdminController,
    GetAdminEventController,
  ],
  providers: [
    EventFinder,
    { provide: EventRepository, useClass: TypeOrmEventRepository },
    EventTransition,
    CreateEventHandler,
    UpdateEventHandler,
    ImportEventsHandler,
    PublishEventHandler,
    FeatureEventHandler,
    UnfeatureEventHandler,
    ExpireEventHandler,
    RemoveEventHandler,
    ExpirePastEventsJob,
    ListEventsHandler,
    FeaturedEventsHandler,
    UpcomingEventsHandler,
    EventsByTimeFilterHandler,
    EventsByRegionHandler,
    YearEventsHandler,
    SearchEventsHandler,
    TimeFiltersHandler,
    RegionsHandler,
    YearsSummaryHandler,
    GetEventHandler,
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
  exports: [EventFinder, EventRepository],
})
export class EventsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly index: EventReadModel,
  ) {}

  onModuleInit(): void {
    this.projections.register(new EventSearchProjector(this.index));
  }
}
