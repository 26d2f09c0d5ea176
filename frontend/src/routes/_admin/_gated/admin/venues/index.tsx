import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { loadVenuesList } from '../../../../../features/admin-venues/venues-route';
import { VenuesListPage } from '../../../../../features/admin-venues/venues-list-page';

export const Route = createFileRoute('/_admin/_gated/admin/venues/')({
  validateSearch: (s: Record<string, unknown>): { q?: string } => ({ q: typeof s.q === 'string' && s.q.trim() ? s.q.trim().slice(0, 200) : undefined }),
  loaderDeps: ({ search }) => search,
  loader: loadVenuesList,
  component: function VenuesRoute() {
    const { q } = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearch = useCallback((next: string) => void navigate({ search: { q: next || undefined }, replace: true }), [navigate]);
    return <VenuesListPage q={q ?? ''} onSearch={onSearch} />;
  },
});
