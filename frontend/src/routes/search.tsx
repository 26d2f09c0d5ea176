import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../features/search/components/search-page';
import { prefetchSearch } from '../features/search/search-route';
import { searchPageSchema } from '../lib/search-params';

export const Route = createFileRoute('/search')({
  validateSearch: (search) => searchPageSchema.parse(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => prefetchSearch(queryClient, deps),
  component: function SearchRoute() {
    return <SearchPage params={Route.useSearch()} />;
  },
});
