import { createFileRoute } from '@tanstack/react-router';
import { CategoryPage } from '../features/category/components/category-page';

/** Mobile link form /categories/{slug}; on desktop it is the category listing. */
export const Route = createFileRoute('/categories_/$category')({
  component: function CategoriesSlugRoute() {
    const { category } = Route.useParams();
    return <CategoryPage slug={category} basePath={`/categories/${category}`} />;
  },
});
