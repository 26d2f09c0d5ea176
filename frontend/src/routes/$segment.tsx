import { createFileRoute } from '@tanstack/react-router';
import { RouteNotFound } from '../components/route-not-found';
import { pageNotFound, parseParams } from '../lib/route-errors';
import { loadCategory } from '../features/category/category-route';
import { CategoryPage } from '../features/category/components/category-page';
import { YearPage } from '../features/year/components/year-page';
import { prefetchYear } from '../features/year/year-route';
import { classifySegment } from '../lib/route-params';
import { segmentSearchSchema } from '../lib/search-params';
import * as z from 'zod/v4-mini';

const segmentParamsSchema = z.object({ segment: z.string() });

/** One dynamic segment serves the category shortcuts (/music) and the year pages (/2027). */
export const Route = createFileRoute('/$segment')({
  params: {
    parse: (raw) => {
      const params = parseParams(segmentParamsSchema, raw, { type: 'not-found' });
      const s = classifySegment(params.segment);
      if (s.kind === 'invalid-year') pageNotFound({ type: 'invalid-year', segment: params.segment, reason: s.reason });
      if (s.kind === 'unknown') pageNotFound({ type: 'not-found' });
      return params;
    },
  },
  validateSearch: (search) => segmentSearchSchema.parse(search),
  loaderDeps: ({ search }) => ({ sortBy: search.sortBy }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    const s = classifySegment(params.segment);
    if (s.kind === 'year') {
      prefetchYear(queryClient, s.year);
      return { year: s.year };
    }
    // Not one of the back office's categories: an ordinary unknown page.
    return loadCategory(queryClient, params.segment, deps.sortBy, { type: 'not-found' });
  },
  notFoundComponent: RouteNotFound,
  component: function SegmentRoute() {
    const { segment } = Route.useParams();
    const { sortBy } = Route.useSearch();
    const data = Route.useLoaderData();
    if ('year' in data) return <YearPage year={data.year} view="overview" />;
    return <CategoryPage category={data.category} sortBy={sortBy} basePath={`/${segment}`} />;
  },
});
