import { Command } from '@nestjs/cqrs';

export class DeleteTemplateCommand extends Command<{ message: string }> {
  constructor(readonly id: string) {
    super();
  }
}
