import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PostPublisher } from '../../commands/post-publisher';
import { ChannelStatuses, ChannelStatusQuery } from './channel-status.query';

@QueryHandler(ChannelStatusQuery)
export class ChannelStatusHandler implements IQueryHandler<ChannelStatusQuery> {
  constructor(private readonly publisher: PostPublisher) {}

  async execute(): Promise<ChannelStatuses> {
    const [instagram, x, tiktok] = await Promise.all((['instagram', 'x', 'tiktok'] as const).map((platform) => this.publisher.channel(platform).status()));
    return { instagram: instagram!, x: x!, tiktok: tiktok! };
  }
}
