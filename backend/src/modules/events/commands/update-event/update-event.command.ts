import { Command } from '@nestjs/cqrs';
import { EventDetails } from '../../domain/event.aggregate';

export class UpdateEventCommand extends Command<{ id: string; version: number }> {
  constructor(
    readonly id: string,
    readonly changes: Partial<EventDetails>,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}
