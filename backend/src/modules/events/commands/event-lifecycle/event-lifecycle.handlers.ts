import { Injectable } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { EventRepository } from '../../application/ports/event.repository.port';
import { FestivalEvent } from '../../domain/event.aggregate';
import {
  ExpireEventCommand,
  FeatureEventCommand,
  PublishEventCommand,
  RemoveEventCommand,
  UnfeatureEventCommand,
} from './event-lifecycle.commands';

/** Load → check version → transition → save, in one transaction. */
@Injectable()
export class EventTransition {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: EventRepository,
  ) {}

  run(id: string, expectedVersion: number | undefined, change: (e: FestivalEvent) => void) {
    return this.uow.run(async (manager) => {
      const event = await this.events.load(manager, id);
      event.expectVersion(expectedVersion);
      change(event);
      await this.events.save(manager, event);
      return { id, version: event.version };
    });
  }
}

@CommandHandler(PublishEventCommand)
export class PublishEventHandler implements ICommandHandler<PublishEventCommand> {
  constructor(private readonly t: EventTransition) {}
  execute(c: PublishEventCommand) {
    return this.t.run(c.id, c.expectedVersion, (e) => e.publish());
  }
}

@CommandHandler(FeatureEventCommand)
export class FeatureEventHandler implements ICommandHandler<FeatureEventCommand> {
  constructor(private readonly t: EventTransition) {}
  execute(c: FeatureEventCommand) {
    return this.t.run(c.id, c.expectedVersion, (e) => e.feature());
  }
}

@CommandHandler(UnfeatureEventCommand)
export class UnfeatureEventHandler implements ICommandHandler<UnfeatureEventCommand> {
  constructor(private readonly t: EventTransition) {}
  execute(c: UnfeatureEventCommand) {
    return this.t.run(c.id, c.expectedVersion, (e) => e.unfeature());
  }
}

@CommandHandler(ExpireEventCommand)
export class ExpireEventHandler implements ICommandHandler<ExpireEventCommand> {
  constructor(private readonly t: EventTransition) {}
  execute(c: ExpireEventCommand) {
    return this.t.run(c.id, c.expectedVersion, (e) => e.expire());
  }
}

@CommandHandler(RemoveEventCommand)
export class RemoveEventHandler implements ICommandHandler<RemoveEventCommand> {
  constructor(private readonly t: EventTransition) {}
  execute(c: RemoveEventCommand) {
    return this.t.run(c.id, c.expectedVersion, (e) => e.remove(c.reason));
  }
}
