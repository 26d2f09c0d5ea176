import { Command } from '@nestjs/cqrs';
import { SubscriberRow } from '../../application/ports/subscriber-admin.repository.port';

/** The edit modal: address and the "Active subscriber" checkbox. */
export class UpdateSubscriberCommand extends Command<SubscriberRow> {
  constructor(
    readonly id: string,
    readonly email: string,
    readonly isActive: boolean,
  ) {
    super();
  }
}
