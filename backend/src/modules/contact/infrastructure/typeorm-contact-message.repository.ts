import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { saveAggregate } from '../../../platform/event-log/unit-of-work';
import { ContactMessageRepository } from '../application/ports/contact-message.repository.port';
import { ContactMessage } from '../domain/contact-message.aggregate';
import { ContactMessageEntity } from './contact-message.entity';
import { ContactMessageMapper } from './contact-message.mapper';

@Injectable()
export class TypeOrmContactMessageRepository extends ContactMessageRepository {
  async add(tx: Transaction, message: ContactMessage): Promise<void> {
    const manager = entityManagerOf(tx);
    await saveAggregate(manager, message, () => manager.insert(ContactMessageEntity, ContactMessageMapper.toPersistence(message)));
  }

  async deleteReceivedBefore(tx: Transaction, cutoff: Date): Promise<number> {
    const manager = entityManagerOf(tx);
    const res = await manager.delete(ContactMessageEntity, { receivedAt: LessThan(cutoff) });
    return res.affected ?? 0;
  }
}
