import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { saveAggregate } from '../../../platform/event-log/unit-of-work';
import { EventRepository } from '../application/ports/event.repository.port';
import { FestivalEvent } from '../domain/event.aggregate';
import { eventNotFound } from '../domain/event.errors';
import { EventEntity } from './event.entity';
import { EventMapper } from './event.mapper';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class TypeOrmEventRepository extends EventRepository {
  async load(manager: EntityManager, id: string): Promise<FestivalEvent> {
    if (!UUID_RE.test(id)) throw eventNotFound(id);
    const row = await manager.findOne(EventEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw eventNotFound(id);
    return EventMapper.toDomain(row);
  }

  async save(manager: EntityManager, event: FestivalEvent): Promise<void> {
    await saveAggregate(manager, event, () => manager.save(EventEntity, EventMapper.toPersistence(event)));
  }
}
