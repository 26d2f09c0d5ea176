import { Injectable } from '@nestjs/common';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { saveAggregate } from '../../../platform/event-log/unit-of-work';
import { VenueRepository } from '../application/ports/venue.repository.port';
import { Venue } from '../domain/venue.aggregate';
import { VenueEntity } from './venue.entity';
import { completeAccessibility } from '../../events/contracts/accessibility.schema';
import { venueNotFound } from '../domain/venue.errors';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class TypeOrmVenueRepository extends VenueRepository {
  async exists(tx: Transaction, slug: string): Promise<boolean> {
    return entityManagerOf(tx).exists(VenueEntity, { where: { slug } });
  }

  async load(tx: Transaction, id: string): Promise<Venue> {
    const row = UUID_RE.test(id) ? await entityManagerOf(tx).findOne(VenueEntity, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!row) throw venueNotFound(id);
    const { id: _id, version, createdAt: _c, updatedAt: _u, ...props } = row;
    return Venue.restore(id, { ...props, accessibility: completeAccessibility(props.accessibility) }, version);
  }

  async linkEvents(tx: Transaction, venueId: string, eventIds: string[]): Promise<void> {
    await entityManagerOf(tx).query(`UPDATE events SET venue_id = $1 WHERE id = ANY($2::uuid[]) AND venue_id IS NULL`, [venueId, eventIds]);
  }

  async save(tx: Transaction, venue: Venue): Promise<void> {
    const manager = entityManagerOf(tx);
    await saveAggregate(manager, venue, () => manager.save(VenueEntity, { id: venue.id, ...venue.state, version: venue.version }));
  }
}
