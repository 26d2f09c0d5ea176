import { Command } from '@nestjs/cqrs';

type Result = { id: string; version: number };

/** The lifecycle transitions of an event; each takes an optional expected version (optimistic concurrency). */
export abstract class EventLifecycleCommand extends Command<Result> {
  constructor(
    readonly id: string,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}
