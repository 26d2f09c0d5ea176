import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/components/home-page';
import { prefetchHome } from '../features/home/home-route';
import { LazyNewsletterBlock } from '../features/newsletter/components/lazy-newsletter-block';
import { homeSearchSchema } from '../lib/search-params';

export const Route = createFileRoute('/categories')({
  validateSearch: (search) => homeSearchSchema.parse(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => prefetchHome(queryClient, 'categories', deps),
  component: function CategoriesRoute() {
    return <HomePage mode="categories" search={Route.useSearch()} newsletter={<LazyNewsletterBlock />} />;
  },
});
