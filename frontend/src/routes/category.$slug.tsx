import { createFileRoute } from '@tanstack/react-router';
import { sortSearchSchema } from '../features/search/search-params';
import { CategoryPage } from '../features/category/components/category-page';

export const Route = createFileRoute('/category/$slug')({
  validateSearch: (search) => sortSearchSchema.parse(search),
  component: function CategoryRoute() {
    const { slug } = Route.useParams();
    const { sortBy } = Route.useSearch();
    return <CategoryPage slug={slug} sortBy={sortBy} basePath={`/category/${slug}`} />;
  },
});
