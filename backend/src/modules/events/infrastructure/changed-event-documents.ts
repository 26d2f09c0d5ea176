import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StoredEvent } from '../../../platform/bus/stored-event';
import { toStoredEvent } from '../../../platform/event-log/event-log.writer';
import { ChangedEventDocuments, DocumentSearch } from '../application/ports/changed-event-documents.port';
import { EventDocument } from '../application/ports/event-document';
import { documentFromStream } from './event-search.projection';
import { OramaEventReadModel } from './read-model/embedded/orama-event-read-model';

/** Documents folded from the event log (not read from the read model, which may be behind or ahead of the caller). */
@Injectable()
export class EventLogChangedEventDocuments extends ChangedEventDocuments {
  constructor(private readonly db: DataSource) {
    super();
  }

  async load(eventIds: string[], upToSequence: number): Promise<EventDocument[]> {
    if (eventIds.length === 0) return [];
    const rows = (await this.db.query(
      `SELECT sequence, stream_id, stream_type, version, type, schema_version, payload, metadata, occurred_at
         FROM event_log WHERE stream_type = 'event' AND stream_id = ANY($1) AND sequence <= $2 ORDER BY stream_id, version`,
      [eventIds, upToSequence],
    )) as Record<string, unknown>[];
    const byStream = new Map<string, StoredEvent[]>();
    for (const row of rows) {
      const e = toStoredEvent(row);
      const list = byStream.get(e.streamId);
      if (list) list.push(e);
      else byStream.set(e.streamId, [e]);
    }
    const docs: EventDocument[] = [];
    for (const events of byStream.values()) {
      const doc = documentFromStream(events);
      if (doc) docs.push(doc);
    }
    return docs;
  }

  async index(docs: EventDocument[]): Promise<DocumentSearch> {
    const index = new OramaEventReadModel({ textCacheSize: 0 });
    await index.upsert(docs);
    return index;
  }
}
