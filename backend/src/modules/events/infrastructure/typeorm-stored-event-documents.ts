import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StoredEventDocuments } from '../application/ports/stored-event-documents.port';
import { EventDocument } from '../application/ports/event-document';
import { EventEntity } from './event.entity';
import { EventMapper } from './event.mapper';
import { documentOfState } from './event-search.projection';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class TypeOrmStoredEventDocuments extends StoredEventDocuments {
  constructor(private readonly db: DataSource) {
    super();
  }

  async get(id: string): Promise<{ doc: EventDocument; publishAt: string | null } | null> {
    if (!UUID_RE.test(id)) return null;
    const row = await this.db.getRepository(EventEntity).findOne({ where: { id } });
    if (!row) return null;
    const event = EventMapper.toDomain(row);
    const doc = documentOfState(id, event.state, { version: event.version, updatedAt: new Date(row.updatedAt).toISOString() });
    return { doc, publishAt: event.state.publishAt ?? null };
  }
}
