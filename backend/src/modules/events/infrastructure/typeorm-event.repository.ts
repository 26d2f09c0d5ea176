import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { appendManyToEventLog } from '../../../platform/event-log/event-log.writer';
import { saveAggregate } from '../../../platform/event-log/unit-of-work';
import { EventRepository } from '../application/ports/event.repository.port';
import { FestivalEvent } from '../domain/event.aggregate';
import { eventNotFound } from '../domain/event.errors';
import { EventEntity } from './event.entity';
import { EventMapper } from './event.mapper';
import { insertNewEventRows } from './event-rows.bulk';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class TypeOrmEventRepository extends EventRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async load(tx: Transaction, id: string): Promise<FestivalEvent> {
    const manager = entityManagerOf(tx);
    if (!UUID_RE.test(id)) throw eventNotFound(id);
    const row = await manager.findOne(EventEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw eventNotFound(id);
    return EventMapper.toDomain(row);
  }

  async save(tx: Transaction, event: FestivalEvent): Promise<void> {
    const manager = entityManagerOf(tx);
    await saveAggregate(manager, event, () => manager.save(EventEntity, EventMapper.toPersistence(event)));
  }

  async countFeaturedUpcoming(tx: Transaction, fromDate: string): Promise<number> {
    const manager = entityManagerOf(tx);
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('events:featured-set'))`);
    const [row] = await manager.query(`SELECT count(*)::int AS n FROM events WHERE featured AND status <> 'removed' AND end_date >= $1`, [fromDate]);
    return row.n;
  }

  async saveNew(tx: Transaction, events: readonly FestivalEvent[], appendAfter?: Promise<unknown>): Promise<Set<string>> {
    const manager = entityManagerOf(tx);
    const created = await insertNewEventRows(manager, events);
    await appendAfter;
    const fresh = events.filter((e) => created.has(e.id));
    await appendManyToEventLog(
      manager,
      fresh.map((e) => ({ streamType: e.streamType, streamId: e.id, expectedVersion: e.loadedVersion, events: e.pendingEvents })),
    );
    return created;
  }

  async publishedEndedBefore(date: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.query(`SELECT id FROM events WHERE status = 'published' AND end_date < $1::date`, [date]);
    return rows.map((r) => r.id);
  }
}
