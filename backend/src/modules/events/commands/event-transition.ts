import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/event-log/unit-of-work';
import { EventRepository } from '../application/ports/event.repository.port';
import { FestivalEvent } from '../domain/event.aggregate';

/** Load → check version → transition → save, in one transaction; shared by the lifecycle handlers. */
@Injectable()
export class EventTransition {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: EventRepository,
  ) {}

  run(id: string, expectedVersion: number | undefined, change: (e: FestivalEvent) => void) {
    return this.uow.run(async (tx) => {
      const event = await this.events.load(tx, id);
      event.expectVersion(expectedVersion);
      change(event);
      await this.events.save(tx, event);
      return { id, version: event.version };
    });
  }
}
