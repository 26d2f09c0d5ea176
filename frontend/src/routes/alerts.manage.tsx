import { createFileRoute } from '@tanstack/react-router';
import { ManageAlertsPage } from '../features/alerts/components/manage-alerts-page';

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export const Route = createFileRoute('/alerts/manage')({
  validateSearch: (search: Record<string, unknown>) => ({ a: text(search.a), sig: text(search.sig) }),
  component: function Page() {
    const link = Route.useSearch();
    return <ManageAlertsPage link={link} />;
  },
});
