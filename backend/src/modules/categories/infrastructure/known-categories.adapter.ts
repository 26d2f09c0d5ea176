import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { CatalogueReadModel } from '../../../platform/read-model/catalogue/catalogue-read-model.port';
import { RevisionCache } from '../../../platform/read-model/revision-cache';
import { KnownCategories } from '../../events/application/ports/known-categories.port';
import { CategoryRepository } from '../application/ports/category.repository.port';
import { CategoryDocument } from '../application/ports/category-document';
import { CategoryEntity } from './category.entity';

/** The events module's view of categories: existence from the write model, names from the catalogue. */
@Injectable()
export class KnownCategoriesAdapter extends KnownCategories {
  constructor(
    private readonly categories: CategoryRepository,
    private readonly catalogue: CatalogueReadModel,
    private readonly cache: RevisionCache,
    private readonly db: DataSource,
  ) {
    super();
  }

  exists(tx: Transaction, slug: string): Promise<boolean> {
    return this.categories.exists(tx, slug);
  }

  async slugs(tx?: Transaction): Promise<Set<string>> {
    const manager = tx ? entityManagerOf(tx) : this.db.manager;
    return new Set((await manager.find(CategoryEntity, { select: { slug: true } })).map((c) => c.slug));
  }

  names(): Promise<Map<string, string>> {
    return this.cache.get('category-names', async () => {
      const all = await this.catalogue.list<CategoryDocument>('category');
      return new Map(all.map((c) => [c.slug, c.name]));
    });
  }
}
