import { Transaction } from '../../../../platform/event-log/transaction';
import { NewsItem } from '../../domain/news-item.aggregate';

export abstract class NewsItemRepository {
  /** Inserts a newly published item and appends its events, in the caller's transaction. */
  abstract insert(tx: Transaction, item: NewsItem): Promise<void>;
}
