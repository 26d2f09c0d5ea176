import { EntityManager } from 'typeorm';
import { ContactMessage } from '../../domain/contact-message.aggregate';

export abstract class ContactMessageRepository {
  abstract add(manager: EntityManager, message: ContactMessage): Promise<void>;
  abstract deleteReceivedBefore(manager: EntityManager, cutoff: Date): Promise<number>;
}
