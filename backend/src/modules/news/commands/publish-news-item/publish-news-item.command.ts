import { Command } from '@nestjs/cqrs';
import { NewsItemProps } from '../../domain/news-item.aggregate';

export class PublishNewsItemCommand extends Command<{ id: string }> {
  constructor(readonly props: NewsItemProps) {
    super();
  }
}
