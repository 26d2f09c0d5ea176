import { Command } from '@nestjs/cqrs';
import { SubscriberRow } from '../../application/ports/subscriber-admin.repository.port';

/** Staff add one address (active at once, source admin). */
export class AddSubscriberCommand extends Command<SubscriberRow> {
  constructor(readonly email: string) {
    super();
  }
}
