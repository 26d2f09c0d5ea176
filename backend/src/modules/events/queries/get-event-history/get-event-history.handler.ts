import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventStreams } from '../../../../platform/event-log/event-streams';
import { eventNotFound } from '../../domain/event.errors';
import { eventHistory } from './event-history';
import { GetEventHistoryQuery } from './get-event-history.query';

/** Reads the event's own stream from the event log (the history is the log, not a copy of it). */
@QueryHandler(GetEventHistoryQuery)
export class GetEventHistoryHandler implements IQueryHandler<GetEventHistoryQuery> {
  constructor(private readonly streams: EventStreams) {}

  async execute({ id }: GetEventHistoryQuery) {
    const stream = await this.streams.read('event', id);
    if (stream.length === 0) throw eventNotFound(id);
    return { items: eventHistory(stream) };
  }
}
