import { Injectable } from '@nestjs/common';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { saveAggregate } from '../../../platform/event-log/unit-of-work';
import { NewsItemRepository } from '../application/ports/news-item.repository.port';
import { NewsItem } from '../domain/news-item.aggregate';
import { NewsItemEntity } from './news-item.entity';
import { NewsItemMapper } from './news-item.mapper';

@Injectable()
export class TypeOrmNewsItemRepository extends NewsItemRepository {
  async insert(tx: Transaction, item: NewsItem): Promise<void> {
    const manager = entityManagerOf(tx);
    await saveAggregate(manager, item, () => manager.insert(NewsItemEntity, NewsItemMapper.toPersistence(item)));
  }
}
