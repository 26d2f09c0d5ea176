import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DEFAULT_CATEGORIES } from '../../categories/contracts/category-defaults';
import { CategoryView, ListCategoriesQuery } from '../../categories/queries/list-categories/list-categories.query';

/**
 * Stands in for the categories module when a test runs SearchModule alone: answers its exported
 * ListCategoriesQuery with the seed categories (no counts).
 */
@QueryHandler(ListCategoriesQuery)
export class FixtureCategoriesHandler implements IQueryHandler<ListCategoriesQuery> {
  async execute(): Promise<CategoryView[]> {
    return DEFAULT_CATEGORIES.map((c) => ({ id: c.slug, ...c, eventCount: 0, count: 0 }));
  }
}
