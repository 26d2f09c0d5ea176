import { Module, OnApplicationShutdown } from '@nestjs/common';
import { EventReadModel } from '../../application/ports/event-read-model.port';
import { eventReadModelProvider } from './event-read-model.provider';

/**
 * The event index on its own, so readers in other modules (search, health) can import it without
 * the rest of the events module. EventsModule imports and re-exports it and feeds it with its projector.
 */
@Module({ providers: [eventReadModelProvider], exports: [EventReadModel] })
export class EventReadModelModule implements OnApplicationShutdown {
  constructor(private readonly index: EventReadModel) {}

  async onApplicationShutdown(): Promise<void> {
    await this.index.close();
  }
}
