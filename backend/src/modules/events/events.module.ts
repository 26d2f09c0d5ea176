import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { RevisionCache } from '../../platform/read-model/revision-cache';
import { EventReadModel } from './application/ports/event-read-model.port';
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
import { EventReadModelModule } from './infrastructure/read-model/event-read-model.module';
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
import { CountEventsByCategoryHandler } from './queries/count-events-by-category/count-events-by-category.handler';
import { EventFacetsController } from './queries/event-facets/event-facets.http.controller';
import { RegionsHandler, TimeFiltersHandler, YearsSummaryHandler } from './queries/event-facets/event-facets.handlers';
import { GetEventController } from './queries/get-event/get-event.http.controller';
import { ExpiredEventHandler, GetEventHandler } from './queries/get-event/get-event.handlers';
import { SearchEventsController } from './queries/search-events/search-events.http.controller';
import { SearchEventsHandler } from './queries/search-events/search-events.handler';
import { EventEntity } from './infrastructure/event.entity';

@Module({
  imports: [CqrsModule, CategoriesModule, EventReadModelModule],
  // Order matters: GetEventController's `:id` route comes last.
  controllers: [BrowseEventsController, SearchEventsController, EventFacetsController, GetEventController],
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
    CountEventsByCategoryHandler,
    GetEventHandler,
    ExpiredEventHandler,
  ],
  exports: [EventReadModelModule, EventFinder, EventRepository],
})
export class EventsModule implements OnModuleInit {
  /** TypeORM entities this module owns; AppModule hands them to the data source. */
  static readonly entities = [EventEntity];

  constructor(
    private readonly projections: ProjectionsService,
    private readonly revisions: RevisionCache,
    private readonly index: EventReadModel,
  ) {}

  onModuleInit(): void {
    this.projections.register(new EventSearchProjector(this.index));
    this.revisions.track(this.index);
  }
}
