import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { readStream } from '../../../../platform/event-log/event-log.reader';
import { eventNotFound } from '../../domain/event.errors';
import { eventHistory } from './event-history';
import { GetEventHistoryQuery } from './get-event-history.query';

/** Reads the event's own stream from the event log (the history is the log, not a copy of it). */
@QueryHandler(GetEventHistoryQuery)
export class GetEventHistoryHandler implements IQueryHandler<GetEventHistoryQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ id }: GetEventHistoryQuery) {
    const stream = await readStream(this.db, 'event', id);
    if (stream.length === 0) throw eventNotFound(id);
    return { items: eventHistory(stream) };
  }
}
