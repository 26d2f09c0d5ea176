import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CatalogueReadModel } from '../../../../platform/read-model/catalogue/catalogue-read-model.port';
import { RevisionCache } from '../../../../platform/read-model/revision-cache';
import { CountEventsByCategoryQuery } from '../../../events/queries/count-events-by-category/count-events-by-category.query';
import { CATEGORY_SLUGS } from '../../contracts/category-defaults';
import { CategoryDocument } from '../../application/ports/category-document';
import { ListCategoriesQuery } from './list-categories.query';

const order = (slug: string) => {
  const i = CATEGORY_SLUGS.indexOf(slug);
  return i < 0 ? CATEGORY_SLUGS.length : i;
};

@QueryHandler(ListCategoriesQuery)
export class ListCategoriesHandler implements IQueryHandler<ListCategoriesQuery> {
  constructor(
    private readonly catalogue: CatalogueReadModel,
    private readonly queries: QueryBus,
    private readonly cache: RevisionCache,
  ) {}

  execute({ year }: ListCategoriesQuery) {
    return this.cache.get(`categories:${year ?? 'upcoming'}`, async () => {
      const [categories, counts] = await Promise.all([
        this.catalogue.list<CategoryDocument>('category'),
        this.queries.execute(new CountEventsByCategoryQuery(year)),
      ]);
      return categories
        .sort((a, b) => order(a.slug) - order(b.slug) || a.name.localeCompare(b.name))
        .map((c) => {
          const count = counts[c.slug] ?? 0;
          return { id: c.id, slug: c.slug, name: c.name, icon: c.icon, color: c.color, description: c.description, eventCount: count, count };
        });
    });
  }
}
