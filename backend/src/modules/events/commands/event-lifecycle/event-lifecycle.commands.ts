import { Command } from '@nestjs/cqrs';

type Result = { id: string; version: number };

/** The lifecycle transitions of an event; each takes an optional expected version (optimistic concurrency). */
abstract class EventLifecycleCommand extends Command<Result> {
  constructor(
    readonly id: string,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

export class PublishEventCommand extends EventLifecycleCommand {}
export class FeatureEventCommand extends EventLifecycleCommand {}
export class UnfeatureEventCommand extends EventLifecycleCommand {}
export class ExpireEventCommand extends EventLifecycleCommand {}
export class RemoveEventCommand extends EventLifecycleCommand {
  constructor(id: string, expectedVersion?: number, readonly reason: string | null = null) {
    super(id, expectedVersion);
  }
}
