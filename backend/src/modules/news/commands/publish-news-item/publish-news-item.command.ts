import { Command } from '@nestjs/cqrs';
import { NewsItemProps } from '../../domain/news-item.aggregate';

/** Everything a published news item carries (seeding builds these). */
export type { NewsItemProps };

export class PublishNewsItemCommand extends Command<{ id: string }> {
  constructor(readonly props: NewsItemProps) {
    super();
  }
}
