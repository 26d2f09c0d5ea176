import { Query } from '@nestjs/cqrs';
import { NewsView } from '../../application/news-view';

export class GetNewsItemQuery extends Query<NewsView> {
  constructor(readonly id: string) {
    super();
  }
}
