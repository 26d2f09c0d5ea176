import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/components/home-page';
import { prefetchHome } from '../features/home/home-route';
import { LazyNewsletterBlock } from '../features/newsletter/components/lazy-newsletter-block';
import { listFilterSchema } from '../lib/search-params';

/** The upcoming list under another name; it reads only the list filters (used by the mobile home view). */
export const Route = createFileRoute('/trending')({
  validateSearch: (search) => listFilterSchema.parse(search),
  loader: ({ context: { queryClient } }) => prefetchHome(queryClient, 'upcoming', {}),
  component: () => <HomePage mode="upcoming" search={{}} newsletter={<LazyNewsletterBlock />} />,
});
