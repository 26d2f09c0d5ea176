import { createFileRoute } from '@tanstack/react-router';
import { EventsListPage } from '../../../../../features/admin-events/events-list-page';
import { loadEventsList } from '../../../../../features/admin-events/events-route';
import type { EventsSearch } from '../../../../../features/admin-events/events-search';

// Search validation stays inline: it runs in the always-loaded route tree, the page itself is split out.
const pick = <T extends string>(v: unknown, allowed: readonly T[]): T | undefined =>
  typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : undefined;
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : undefined);

export const Route = createFileRoute('/_admin/_gated/admin/events/')({
  validateSearch: (s: Record<string, unknown>): EventsSearch => {
    const page = Number(s.page);
    return {
      q: str(s.q),
      status: pick(s.status, ['all', 'draft', 'published', 'expired', 'removed']),
      category: str(s.category),
      region: str(s.region),
      problem: str(s.problem),
      featured: pick(s.featured === true ? 'true' : s.featured === false ? 'false' : s.featured, ['true', 'false']),
      sort: pick(s.sort, ['updatedAt', 'startDate', 'title']),
      order: pick(s.order, ['asc', 'desc']),
      page: Number.isInteger(page) && page > 1 ? page : undefined,
    };
  },
  loaderDeps: ({ search }) => search,
  loader: loadEventsList,
  component: function EventsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <EventsListPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
