import { NewsItem } from '../domain/news-item.aggregate';
import { NewsItemEntity } from './news-item.entity';

export class NewsItemMapper {
  static toPersistence(item: NewsItem): Omit<NewsItemEntity, 'createdAt'> {
    return { id: item.id, ...item.state, publishedAt: new Date(item.state.publishedAt), version: item.version };
  }
}
