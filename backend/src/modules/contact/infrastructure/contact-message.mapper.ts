import { ContactMessage } from '../domain/contact-message.aggregate';
import { ContactMessageEntity } from './contact-message.entity';

export class ContactMessageMapper {
  static toPersistence(m: ContactMessage): ContactMessageEntity {
    return { id: m.id, ...m.state, version: m.version };
  }
}
