import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribeAlertPage } from '../features/alerts/components/unsubscribe-alert-page';

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export const Route = createFileRoute('/alerts/unsubscribe')({
  validateSearch: (search: Record<string, unknown>) => ({ token: text(search.token) }),
  component: function Page() {
    const { token } = Route.useSearch();
    return <UnsubscribeAlertPage token={token} />;
  },
});
