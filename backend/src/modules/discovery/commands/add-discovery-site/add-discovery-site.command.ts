import { Command } from '@nestjs/cqrs';
import { DiscoverySiteView } from '../../contracts/discovery.schemas';

export class AddDiscoverySiteCommand extends Command<DiscoverySiteView> {
  constructor(
    readonly url: string,
    readonly publish: boolean,
  ) {
    super();
  }
}
