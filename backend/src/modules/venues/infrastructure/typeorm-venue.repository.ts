import { Injectable } from '@nestjs/common';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { saveAggregate } from '../../../platform/event-log/unit-of-work';
import { VenueRepository } from '../application/ports/venue.repository.port';
import { Venue } from '../domain/venue.aggregate';
import { VenueEntity } from './venue.entity';

@Injectable()
export class TypeOrmVenueRepository extends VenueRepository {
  async exists(tx: Transaction, slug: string): Promise<boolean> {
    return entityManagerOf(tx).exists(VenueEntity, { where: { slug } });
  }

  async save(tx: Transaction, venue: Venue): Promise<void> {
    const manager = entityManagerOf(tx);
    await saveAggregate(manager, venue, () => manager.save(VenueEntity, { id: venue.id, ...venue.state, version: venue.version }));
  }
}
