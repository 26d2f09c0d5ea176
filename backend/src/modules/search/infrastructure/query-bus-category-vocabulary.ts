import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListCategoriesQuery } from '../../categories/queries/list-categories/list-categories.query';
import { CategoryTerm, CategoryVocabulary } from '../application/category-vocabulary.port';

/** Asks the categories module through its exported query (memoised there until the read model changes). */
@Injectable()
export class QueryBusCategoryVocabulary extends CategoryVocabulary {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  /** The terms of the last answer: the categories module hands out the same list until its read model changes. */
  private last: { source: unknown; terms: CategoryTerm[] } | null = null;

  async list(): Promise<CategoryTerm[]> {
    const categories = await this.queries.execute(new ListCategoriesQuery());
    if (this.last?.source !== categories) {
      this.last = { source: categories, terms: categories.map(({ slug, name, description }) => ({ slug, name, description })) };
    }
    return this.last.terms;
  }
}
