import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { entityManagerOf } from '../../../../platform/event-log/typeorm-transaction';
import { saveAggregate, UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { NewsItem } from '../../domain/news-item.aggregate';
import { NewsItemEntity } from '../../infrastructure/news-item.entity';
import { PublishNewsItemCommand } from './publish-news-item.command';

@CommandHandler(PublishNewsItemCommand)
export class PublishNewsItemHandler implements ICommandHandler<PublishNewsItemCommand> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ props }: PublishNewsItemCommand) {
    return this.uow.run(async (tx) => {
      const manager = entityManagerOf(tx);
      const item = NewsItem.publish(randomUUID(), props);
      await saveAggregate(manager, item, () =>
        manager.insert(NewsItemEntity, {
          id: item.id,
          ...item.state,
          publishedAt: new Date(item.state.publishedAt),
          version: item.version,
        }),
      );
      return { id: item.id };
    });
  }
}
