import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventReadModelModule } from '../events/infrastructure/read-model/event-read-model.module';
import { EventCoverHandler } from './queries/event-cover/event-cover.handler';
import { EventCoverController } from './queries/event-cover/event-cover.http.controller';

/**
 * Event images: generated covers (public), image quality analysis and enhancement from official websites (admin).
 * EventReadModel comes from the events module's read-model module; KnownCategories, Clock and the guarded fetcher
 * from the global modules.
 */
@Module({
  imports: [CqrsModule, EventReadModelModule],
  controllers: [EventCoverController],
  providers: [EventCoverHandler],
})
export class ImagesModule {}
