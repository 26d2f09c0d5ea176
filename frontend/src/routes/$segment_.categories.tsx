import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../components/error-page';
import { YearPage } from '../features/year/components/year-page';
import { checkYear } from '../lib/years';

export const Route = createFileRoute('/$segment_/categories')({
  component: function YearCategoriesRoute() {
    const { segment } = Route.useParams();
    const check = checkYear(segment);
    if (!check.ok) return <ErrorPage type="invalid-year" segment={segment} reason={check.reason} />;
    return <YearPage year={check.year} view="categories" />;
  },
});
