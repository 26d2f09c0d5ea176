import { Command } from '@nestjs/cqrs';
import { EventDetails } from '../../domain/event.aggregate';

export class CreateEventCommand extends Command<{ id: string; version: number }> {
  constructor(
    readonly details: EventDetails,
    readonly options: { publish?: boolean; featured?: boolean; id?: string } = {},
  ) {
    super();
  }
}
