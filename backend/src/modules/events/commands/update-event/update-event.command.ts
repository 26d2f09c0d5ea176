import { Command } from '@nestjs/cqrs';
import { EventDetails } from '../../domain/event.aggregate';

export class UpdateEventCommand extends Command<{ id: string; version: number }> {
  constructor(
    readonly id: string,
    readonly changes: Partial<EventDetails>,
    readonly expectedVersion?: number,
    /** The catalogue refresh's estimate replacing an older estimate: datesConfirmed as given even though the dates change. */
    readonly options: { datesConfirmedAsGiven?: boolean } = {},
  ) {
    super();
  }
}
