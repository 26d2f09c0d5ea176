import { createFileRoute } from '@tanstack/react-router';
import { RouteNotFound } from '../components/route-not-found';
import { parseParams } from '../lib/route-errors';
import { loadCategory } from '../features/category/category-route';
import { CategoryPage } from '../features/category/components/category-page';
import { categoryParamsSchema } from '../lib/route-params';
import { sortSearchSchema } from '../lib/search-params';

export const Route = createFileRoute('/category/$slug')({
  params: { parse: (raw) => parseParams(categoryParamsSchema, raw, { type: 'invalid-category', segment: raw.slug }) },
  validateSearch: (search) => sortSearchSchema.parse(search),
  loaderDeps: ({ search }) => ({ sortBy: search.sortBy }),
  loader: ({ context: { queryClient }, params, deps }) => loadCategory(queryClient, params.slug, deps.sortBy),
  notFoundComponent: RouteNotFound,
  component: function CategoryRoute() {
    const { slug } = Route.useParams();
    const { sortBy } = Route.useSearch();
    const { category } = Route.useLoaderData();
    return <CategoryPage category={category} sortBy={sortBy} basePath={`/category/${slug}`} />;
  },
});
