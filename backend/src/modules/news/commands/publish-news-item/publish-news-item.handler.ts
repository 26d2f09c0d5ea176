import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { NewsItemRepository } from '../../application/ports/news-item.repository.port';
import { NewsItem } from '../../domain/news-item.aggregate';
import { PublishNewsItemCommand } from './publish-news-item.command';

@CommandHandler(PublishNewsItemCommand)
export class PublishNewsItemHandler implements ICommandHandler<PublishNewsItemCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly news: NewsItemRepository,
  ) {}

  execute({ props }: PublishNewsItemCommand) {
    return this.uow.run(async (tx) => {
      const item = NewsItem.publish(randomUUID(), props);
      await this.news.insert(tx, item);
      return { id: item.id };
    });
  }
}
