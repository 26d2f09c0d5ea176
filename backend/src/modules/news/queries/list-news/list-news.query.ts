import { Query } from '@nestjs/cqrs';
import { NewsView } from '../../application/news-view';

/** The newest news items, optionally of one category or about one festival. */
export class ListNewsQuery extends Query<NewsView[]> {
  constructor(readonly filter: { limit: number; category?: string; festivalId?: string }) {
    super();
  }
}
