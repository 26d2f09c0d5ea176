import { createFileRoute } from '@tanstack/react-router';
import { RouteNotFound } from '../components/route-not-found';
import { YearPage } from '../features/year/components/year-page';
import { parseYearSegment, prefetchYear } from '../features/year/year-route';

export const Route = createFileRoute('/$segment_/categories')({
  params: {
    parse: (raw) => {
      parseYearSegment(raw.segment);
      return { segment: raw.segment };
    },
  },
  loader: ({ context: { queryClient }, params }) => prefetchYear(queryClient, Number(params.segment)),
  notFoundComponent: RouteNotFound,
  component: function YearCategoriesRoute() {
    const { segment } = Route.useParams();
    return <YearPage year={Number(segment)} view="categories" />;
  },
});
