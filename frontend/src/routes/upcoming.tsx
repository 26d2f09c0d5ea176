import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/components/home-page';
import { homeSearchSchema } from '../features/search/search-params';

export const Route = createFileRoute('/upcoming')({
  validateSearch: (search) => homeSearchSchema.parse(search),
  component: function HomeRoute() {
    return <HomePage mode="upcoming" search={Route.useSearch()} />;
  },
});
