import { Injectable } from '@nestjs/common';
import { EntityManager, LessThan } from 'typeorm';
import { saveAggregate } from '../../../platform/event-log/unit-of-work';
import { ContactMessageRepository } from '../application/ports/contact-message.repository.port';
import { ContactMessage } from '../domain/contact-message.aggregate';
import { ContactMessageEntity } from './contact-message.entity';
import { ContactMessageMapper } from './contact-message.mapper';

@Injectable()
export class TypeOrmContactMessageRepository extends ContactMessageRepository {
  async add(manager: EntityManager, message: ContactMessage): Promise<void> {
    await saveAggregate(manager, message, () => manager.insert(ContactMessageEntity, ContactMessageMapper.toPersistence(message)));
  }

  async deleteReceivedBefore(manager: EntityManager, cutoff: Date): Promise<number> {
    const res = await manager.delete(ContactMessageEntity, { receivedAt: LessThan(cutoff) });
    return res.affected ?? 0;
  }
}
