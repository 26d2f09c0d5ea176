import { Command } from '@nestjs/cqrs';

/** Brings a removed or expired event back as a draft. */
export class RestoreEventCommand extends Command<{ id: string; version: number }> {
  constructor(
    readonly id: string,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}
