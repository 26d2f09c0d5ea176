/** A browsing category as search sees it: the slug it filters by, the words that describe it. */
export interface CategoryTerm {
  slug: string;
  name: string;
  description: string;
}

/** The current categories (data from the read model, so a category added in the back office is searchable). */
export abstract class CategoryVocabulary {
  abstract list(): Promise<CategoryTerm[]>;
}

/** A fixed list, for tests and benchmarks. */
export class FixedCategoryVocabulary extends CategoryVocabulary {
  constructor(private readonly terms: readonly CategoryTerm[]) {
    super();
  }

  async list(): Promise<CategoryTerm[]> {
    return [...this.terms];
  }
}
