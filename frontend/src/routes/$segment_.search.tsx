import { createFileRoute } from '@tanstack/react-router';
import { RouteNotFound } from '../components/route-not-found';
import { YearPage } from '../features/year/components/year-page';
import { parseYearSegment, prefetchYear } from '../features/year/year-route';
import { segmentSearchSchema } from '../lib/search-params';

export const Route = createFileRoute('/$segment_/search')({
  params: {
    parse: (raw) => {
      parseYearSegment(raw.segment);
      return { segment: raw.segment };
    },
  },
  validateSearch: (search) => segmentSearchSchema.parse(search),
  loader: ({ context: { queryClient }, params }) => prefetchYear(queryClient, Number(params.segment)),
  notFoundComponent: RouteNotFound,
  component: function YearSearchRoute() {
    const { segment } = Route.useParams();
    return <YearPage year={Number(segment)} view="search" />;
  },
});
