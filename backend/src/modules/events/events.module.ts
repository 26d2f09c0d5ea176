import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
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
import { ExpirePastEventsHandler } from './commands/expire-past-events/expire-past-events.handler';
import { expirePastEventsJob } from './commands/expire-past-events/expire-past-events.job';
import { ImportEventsHandler } from './commands/import-events/import-events.handler';
import { UpdateEventHandler } from './commands/update-event/update-event.handler';
import { EventSearchProjector } from './infrastructure/event-search.projection';
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
    ExpirePastEventsHandler,
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
  ],
  exports: [EventFinder, EventRepository],
})
export class EventsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly index: EventReadModel,
    private readonly scheduler: JobScheduler,
  ) {}

  onModuleInit(): void {
    this.projections.register(new EventSearchProjector(this.index));
    this.scheduler.register(expirePastEventsJob);
  }
}
