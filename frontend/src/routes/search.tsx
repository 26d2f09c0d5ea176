import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../features/search/components/search-page';
import { searchPageSchema } from '../features/search/search-params';

export const Route = createFileRoute('/search')({
  validateSearch: (search) => searchPageSchema.parse(search),
  component: function SearchRoute() {
    return <SearchPage params={Route.useSearch()} />;
  },
});
