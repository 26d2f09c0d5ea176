import { Command } from '@nestjs/cqrs';

export class RemoveDiscoverySiteCommand extends Command<{ id: string; removed: true }> {
  constructor(readonly id: string) {
    super();
  }
}
