import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { toStoredEvent } from '../../../../platform/event-log/event-log.writer';
import { eventNotFound } from '../../domain/event.errors';
import { eventHistory } from './event-history';
import { GetEventHistoryQuery } from './get-event-history.query';

/** Reads the event's own stream from the event log (the history is the log, not a copy of it). */
@QueryHandler(GetEventHistoryQuery)
export class GetEventHistoryHandler implements IQueryHandler<GetEventHistoryQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ id }: GetEventHistoryQuery) {
    const rows = await this.db.query(
      `SELECT sequence, stream_id, stream_type, version, type, schema_version, payload, metadata, occurred_at
         FROM event_log WHERE stream_id = $1 AND stream_type = 'event' ORDER BY version`,
      [id],
    );
    if (rows.length === 0) throw eventNotFound(id);
    return { items: eventHistory(rows.map(toStoredEvent)) };
  }
}
