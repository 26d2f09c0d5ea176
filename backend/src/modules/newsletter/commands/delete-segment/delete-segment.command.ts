import { Command } from '@nestjs/cqrs';

export class DeleteSegmentCommand extends Command<{ message: string }> {
  constructor(readonly id: string) {
    super();
  }
}
