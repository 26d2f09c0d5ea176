import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../components/error-page';
import { isCategorySlug } from '../config/categories';
import { segmentSearchSchema } from '../features/search/search-params';
import { CategoryPage } from '../features/category/components/category-page';
import { YearPage } from '../features/year/components/year-page';
import { checkYear } from '../lib/years';

/** One dynamic segment serves the ten category shortcuts (/music) and the year pages (/2027). */
export const Route = createFileRoute('/$segment')({
  validateSearch: (search) => segmentSearchSchema.parse(search),
  component: function SegmentRoute() {
    const { segment } = Route.useParams();
    const search = Route.useSearch();
    if (isCategorySlug(segment)) return <CategoryPage slug={segment} sortBy={search.sortBy} basePath={`/${segment}`} />;
    if (/^\d+$/.test(segment)) {
      const check = checkYear(segment);
      if (!check.ok) return <ErrorPage type="invalid-year" segment={segment} reason={check.reason} />;
      return <YearPage year={check.year} view="overview" />;
    }
    return <ErrorPage type="not-found" />;
  },
});
