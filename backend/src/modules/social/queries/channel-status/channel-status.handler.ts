import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PostPublisher } from '../../commands/post-publisher';
import { ChannelStatuses, ChannelStatusQuery } from './channel-status.query';

@QueryHandler(ChannelStatusQuery)
export class ChannelStatusHandler implements IQueryHandler<ChannelStatusQuery> {
  constructor(private readonly publisher: PostPublisher) {}

  async execute(): Promise<ChannelStatuses> {
    const [instagram, x] = await Promise.all([this.publisher.channel('instagram').status(), this.publisher.channel('x').status()]);
    return { instagram, x };
  }
}
