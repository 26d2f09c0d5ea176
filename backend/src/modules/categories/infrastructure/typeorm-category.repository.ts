import { Injectable } from '@nestjs/common';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { DomainError } from '../../../platform/domain/domain-error';
import { saveAggregate } from '../../../platform/event-log/unit-of-work';
import { CategoryRepository } from '../application/ports/category.repository.port';
import { Category } from '../domain/category.aggregate';
import { CategoryEntity } from './category.entity';
import { CategoryMapper } from './category.mapper';

@Injectable()
export class TypeOrmCategoryRepository extends CategoryRepository {
  async exists(tx: Transaction, slug: string): Promise<boolean> {
    const manager = entityManagerOf(tx);
    return manager.exists(CategoryEntity, { where: { slug } });
  }

  async loadBySlug(tx: Transaction, slug: string): Promise<Category> {
    const manager = entityManagerOf(tx);
    const row = await manager.findOne(CategoryEntity, { where: { slug }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw new DomainError('CATEGORY.NOT_FOUND', 'not-found', `There is no category "${slug}".`);
    return CategoryMapper.toDomain(row);
  }

  async save(tx: Transaction, category: Category): Promise<void> {
    const manager = entityManagerOf(tx);
    await saveAggregate(manager, category, () => manager.save(CategoryEntity, CategoryMapper.toPersistence(category)));
  }
}
