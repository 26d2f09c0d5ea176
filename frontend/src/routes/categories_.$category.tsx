import { createFileRoute } from '@tanstack/react-router';
import { RouteNotFound } from '../components/route-not-found';
import { parseParams } from '../lib/route-errors';
import { loadCategory } from '../features/category/category-route';
import { CategoryPage } from '../features/category/components/category-page';
import { categoriesSlugParamsSchema } from '../lib/route-params';
import { sortSearchSchema } from '../lib/search-params';

/** Mobile link form /categories/{slug}; on desktop it is the category listing. */
export const Route = createFileRoute('/categories_/$category')({
  params: { parse: (raw) => parseParams(categoriesSlugParamsSchema, raw, { type: 'invalid-category', segment: raw.category }) },
  validateSearch: (search) => sortSearchSchema.parse(search),
  loaderDeps: ({ search }) => ({ sortBy: search.sortBy }),
  loader: ({ context: { queryClient }, params, deps }) => loadCategory(queryClient, params.category, deps.sortBy),
  notFoundComponent: RouteNotFound,
  component: function CategoriesSlugRoute() {
    const { category: slug } = Route.useParams();
    const { sortBy } = Route.useSearch();
    const { category } = Route.useLoaderData();
    return <CategoryPage category={category} sortBy={sortBy} basePath={`/categories/${slug}`} />;
  },
});
