import { createFileRoute } from '@tanstack/react-router';
import { loadOperationsLog } from '../../../../features/admin-operations/operations-route';
import { OperationsLogPage, type OperationsSearch } from '../../../../features/admin-operations/operations-log-page';

// Search validation stays inline: it runs in the always-loaded route tree, the page itself is split out.
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : undefined);
const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

export const Route = createFileRoute('/_admin/_gated/admin/operations')({
  validateSearch: (s: Record<string, unknown>): OperationsSearch => {
    const page = Number(s.page);
    return {
      kind: text(s.kind),
      actor: text(s.actor),
      outcome: s.outcome === 'success' || s.outcome === 'failed' || s.outcome === 'running' ? s.outcome : undefined,
      from: day(s.from),
      to: day(s.to),
      page: Number.isInteger(page) && page > 1 ? page : undefined,
    };
  },
  loaderDeps: ({ search }) => search,
  loader: loadOperationsLog,
  component: function OperationsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <OperationsLogPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
