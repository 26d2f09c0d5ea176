import { Transaction } from '../../../../platform/event-log/transaction';
import { ContactMessage } from '../../domain/contact-message.aggregate';

export abstract class ContactMessageRepository {
  abstract add(tx: Transaction, message: ContactMessage): Promise<void>;
  abstract deleteReceivedBefore(tx: Transaction, cutoff: Date): Promise<number>;
}
