import { Command } from '@nestjs/cqrs';

/** Deletes one of the signed-in admin's saved views. */
export class DeleteViewCommand extends Command<{ id: string; deleted: true }> {
  constructor(readonly id: string) {
    super();
  }
}
