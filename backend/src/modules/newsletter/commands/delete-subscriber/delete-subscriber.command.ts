import { Command } from '@nestjs/cqrs';

/** Staff delete one subscriber, by id (management screen) or by address (user management's delete). */
export class DeleteSubscriberCommand extends Command<{ message: string }> {
  constructor(readonly target: { id: string } | { email: string }) {
    super();
  }
}
