import { Injectable } from '@nestjs/common';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { DomainError } from '../../../platform/domain/domain-error';
import { saveAggregate } from '../../../platform/event-log/unit-of-work';
import { CategoryRepository } from '../application/ports/category.repository.port';
import { Category } from '../domain/category.aggregate';
import { CategoryEntity } from './category.entity';

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
    const { id, version, createdAt: _c, updatedAt: _u, ...props } = row;
    return Category.restore(id, props, version);
  }

  async save(tx: Transaction, category: Category): Promise<void> {
    const manager = entityManagerOf(tx);
    await saveAggregate(manager, category, () => manager.save(CategoryEntity, { id: category.id, ...category.state, version: category.version }));
  }
}
